/**
 * The web app's build as the page function uses it, copied beside the bundle
 * by build.mjs: the HTML template (`lib/app.html`), the page renderer
 * (`lib/ssr/entry-server.cjs`) and what the site's stylesheet holds
 * (`lib/ssr/shared-styles.json`, written by `scripts/build-styles.ts`). Each is read once per instance; on the
 * emulator, once per build, so `npm run build` under a running `npm start`
 * takes effect at once. Without a part, pages are still served (a minimal
 * template; no rendering, left to the browser) and the miss is logged.
 */
import type { Lang, PageData } from '@costa/domain';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appRendererMissing, appTemplateMissing } from '../logs';

export interface RenderedApp {
  html: string;
  styles: string;
  /** The browser build's chunks of the page's code beyond the first load (none from an older renderer). */
  modules?: string[];
}

/** What the site's stylesheet holds and where it is (web/src/theme/server-styles.ts). */
export interface SharedStyles {
  href: string;
  globals: readonly string[];
  ids: readonly string[];
}

export interface RenderRequest {
  url: string;
  lang: Lang;
  data: PageData;
  /** The site's stylesheet: the page inlines only the rules it lacks. */
  styles?: SharedStyles | null;
}

/** What web/src/entry-server.tsx exports. */
export interface AppRenderer {
  render(request: RenderRequest): Promise<RenderedApp>;
  /** The chat widget script the web build loads, if any (its origin joins the pages' policy). */
  chatWidgetUrl?: string | null;
  /** Whether the web build starts App Check. */
  appCheck?: boolean;
}

export const FALLBACK_TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <!--head-->',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
  '',
].join('\n');

const SSR = join(__dirname, 'ssr');
const RENDERER = join(SSR, 'entry-server.cjs');
export const SHARED_STYLES_FILE = 'shared-styles.json';

/**
 * The renderer in a web build's server folder, rendering with the site's
 * stylesheet the build wrote there (without one, a page inlines all its rules).
 */
export function loadRenderer(dir: string): AppRenderer {
  // A runtime path: esbuild must not try to bundle the renderer into the functions.
  const module = (require as NodeJS.Require)(join(dir, 'entry-server.cjs')) as AppRenderer;
  const manifest = join(dir, SHARED_STYLES_FILE);
  if (!existsSync(manifest)) return module;
  const styles = JSON.parse(readFileSync(manifest, 'utf8')) as SharedStyles;
  return { ...module, render: (request) => module.render({ ...request, styles }) };
}

let renderer: AppRenderer | null | undefined;
let template: string | undefined;
let loadedBuild = 0;

function buildVersion(): number {
  try {
    return statSync(join(__dirname, 'app.html')).mtimeMs + statSync(RENDERER).mtimeMs;
  } catch {
    return 0;
  }
}

/** On the emulator, a new build replaces the parts under a running instance. */
function refresh(): void {
  if (process.env.FUNCTIONS_EMULATOR !== 'true' || buildVersion() === loadedBuild) return;
  loadedBuild = buildVersion();
  for (const key of Object.keys(require.cache)) if (key.startsWith(SSR)) delete require.cache[key];
  renderer = undefined;
  template = undefined;
}

export function appTemplate(): string {
  refresh();
  if (template === undefined) {
    const path = join(__dirname, 'app.html');
    try {
      template = readFileSync(path, 'utf8');
    } catch {
      appTemplateMissing(path);
      template = FALLBACK_TEMPLATE;
    }
  }
  return template;
}

export function appRenderer(): AppRenderer | null {
  refresh();
  if (renderer === undefined) {
    try {
      renderer = loadRenderer(SSR);
    } catch (error) {
      appRendererMissing(RENDERER, error);
      renderer = null;
    }
  }
  return renderer;
}

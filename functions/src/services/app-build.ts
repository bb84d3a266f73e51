/**
 * The web app's build as the page function uses it, copied beside the bundle
 * by build.mjs: the HTML template (`lib/app.html`) and the page renderer
 * (`lib/ssr/entry-server.cjs`). Each is read once per instance; on the
 * emulator, once per build, so `npm run build` under a running `npm start`
 * takes effect at once. Without a part, pages are still served (a minimal
 * template; no rendering, left to the browser) and the miss is logged.
 */
import type { Lang, PageData } from '@costa/domain';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appRendererMissing, appTemplateMissing } from '../logs';

export interface RenderedApp {
  html: string;
  styles: string;
}

/** What web/src/entry-server.tsx exports. */
export interface AppRenderer {
  render(request: { url: string; lang: Lang; data: PageData }): Promise<RenderedApp>;
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

const RENDERER = join(__dirname, 'ssr', 'entry-server.cjs');

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
  const dir = join(__dirname, 'ssr');
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key];
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
      // A runtime path: esbuild must not try to bundle the renderer into the functions.
      renderer = (require as NodeJS.Require)(RENDERER) as AppRenderer;
    } catch (error) {
      appRendererMissing(RENDERER, error);
      renderer = null;
    }
  }
  return renderer;
}

/**
 * The web app's page renderer and build manifest, copied beside the bundle by
 * build.mjs from the web build (`lib/ssr/entry-server.cjs`,
 * `lib/manifest.json`), loaded once per instance. Without them pages are
 * still served, with their head and data, and the browser renders them; the
 * miss is logged.
 */
import type { Lang, PageData, RouteKey } from '@costa/domain';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appRendererMissing } from '../logs';
import type { BuildManifest } from '../render/preloads';

export interface RenderedApp {
  html: string;
  styles: string;
}

/** What web/src/entry-server.tsx exports. */
export interface AppRenderer {
  render(request: { url: string; lang: Lang; data: PageData }): Promise<RenderedApp>;
  pageModules(page: RouteKey | 'paymentSuccess' | 'notFound'): string[];
}

let renderer: AppRenderer | null | undefined;
let manifest: BuildManifest | undefined;
/** On the emulator a rebuild of the web app replaces the renderer under a running instance: load the new one. */
let loadedVersion = 0;

function version(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function forgetOldBuild(): void {
  const dir = join(__dirname, 'ssr');
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key];
  renderer = undefined;
  manifest = undefined;
}

export function appRenderer(): AppRenderer | null {
  const path = join(__dirname, 'ssr', 'entry-server.cjs');
  if (process.env.FUNCTIONS_EMULATOR === 'true' && version(path) !== loadedVersion) {
    forgetOldBuild();
    loadedVersion = version(path);
  }
  if (renderer === undefined) {
    try {
      // A runtime path: esbuild must not try to bundle the renderer into the functions.
      renderer = (require as NodeJS.Require)(path) as AppRenderer;
    } catch (error) {
      appRendererMissing(path, error);
      renderer = null;
    }
  }
  return renderer;
}

export function appManifest(): BuildManifest {
  if (manifest === undefined) {
    const path = join(__dirname, 'manifest.json');
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
    } catch (error) {
      appRendererMissing(path, error);
      manifest = {};
    }
  }
  return manifest;
}

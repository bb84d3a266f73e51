/**
 * Bundles the functions with esbuild into lib/index.js. The domain module and
 * the compiled Lingui catalogs are inlined, so `firebase deploy` (which uploads
 * only this folder) has everything; npm packages stay external and are
 * installed from this folder's package.json. The web build's HTML template is
 * copied beside the bundle for the page renderer.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies ?? {}),
  alias: { '@costa/domain': join(here, '../domain/src/index.ts') },
  logLevel: 'warning',
});

const template = join(here, '../web/dist-template/index.html');
mkdirSync(join(here, 'lib'), { recursive: true });
if (existsSync(template)) {
  copyFileSync(template, join(here, 'lib/app.html'));
} else {
  console.warn('functions build: web/dist-template/index.html is missing; build the web app first');
}

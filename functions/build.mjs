/**
 * Bundles the functions with esbuild into lib/index.js. The domain module and
 * the compiled Lingui catalogs are inlined, so `firebase deploy` (which uploads
 * only this folder) has everything; npm packages stay external and are
 * installed from this folder's package.json. The web build's HTML template
 * and page renderer are copied beside the bundle.
 */
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// The web build's page template and the page renderer (a self-contained CommonJS bundle,
// see web/vite.config.ts) travel with the functions.
const web = join(here, '../web');
const lib = join(here, 'lib');
mkdirSync(lib, { recursive: true });
const parts = [[join(web, 'dist-template/index.html'), join(lib, 'app.html')]];
const missing = [...parts.map(([from]) => from), join(web, 'dist-server')].filter((path) => !existsSync(path));
if (missing.length) {
  console.warn(`functions build: ${missing.join(', ')} missing; build the web app first`);
}
for (const [from, to] of parts) if (existsSync(from)) copyFileSync(from, to);
rmSync(join(lib, 'ssr'), { recursive: true, force: true });
if (existsSync(join(web, 'dist-server'))) cpSync(join(web, 'dist-server'), join(lib, 'ssr'), { recursive: true });

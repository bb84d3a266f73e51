/**
 * The site's stylesheet, made by the web build after the page renderer:
 * every public page (home, fleet, each demo car, about, contact, gift cards,
 * compare, payment success and not-found, in every language, the fleet also
 * filtered) is rendered on the demo data, and the global styles and the rules
 * of the classes those pages use are written to one file,
 * `dist/assets/site-<hash>.css`, which hosting serves as immutable. What it
 * holds goes beside the renderer (`dist-server/shared-styles.json`), so a
 * page links the file and inlines only the rules it lacks: those of data the
 * demo has no example of. Class names are hashes of their rules, so a rule in
 * the file is the rule a page would have inlined.
 *
 *   npx tsx scripts/build-styles.ts      # run by `npm run build -w web`
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildCarSlug,
  FILTER_QUERY_KEYS,
  LANGUAGES,
  localizedPath,
  PAYMENT_SUCCESS_PATH,
  PUBLIC_ROUTE_KEYS,
} from '@costa/domain';
import type { AppRenderer, RenderRequest, SharedStyles } from '../functions/src/services/app-build';
import type { GatheredStyles } from '../web/src/theme/server-styles';

const WEB = join(__dirname, '..', 'web');
const SERVER = join(WEB, 'dist-server');

/** The renderer, which adds each render's rules to what the build gathers when asked to. */
interface GatheringRenderer extends AppRenderer {
  render(request: RenderRequest & { gather?: GatheredStyles }): ReturnType<AppRenderer['render']>;
}

async function main(): Promise<void> {
  // The handler logs every render. Silenced before the logger loads (it keeps the console functions it finds).
  const report = console.log.bind(console);
  for (const level of ['debug', 'info', 'log', 'warn'] as const) console[level] = () => undefined;
  const { demoPages } = await import('./lib/demo-pages');
  const { SHARED_STYLES_FILE } = await import('../functions/src/services/app-build');

  const gathered: GatheredStyles = { globals: new Map(), rules: new Map() };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(join(SERVER, 'entry-server.cjs')) as GatheringRenderer;
  const gathering: AppRenderer = { ...renderer, render: (request) => renderer.render({ ...request, gather: gathered }) };
  const pages = demoPages(gathering, readFileSync(join(WEB, 'dist-template', 'index.html'), 'utf8'));

  const brand = pages.cars[0]!.name;
  for (const lang of LANGUAGES) {
    for (const key of PUBLIC_ROUTE_KEYS) await pages.get(localizedPath(lang, key));
    await pages.get(`${localizedPath(lang, 'cars')}?${FILTER_QUERY_KEYS.brand}=${encodeURIComponent(brand)}`);
    // A car out of the fleet is not found.
    for (const car of pages.cars) await pages.get(localizedPath(lang, 'car', buildCarSlug(car.name, car.model, car.id)), car.isAvailable ? 200 : 404);
    await pages.get(`/${lang}/no-such-page`, 404);
  }
  await pages.get(PAYMENT_SUCCESS_PATH);

  const css = [...gathered.globals.values(), ...gathered.rules.values()].join('');
  const file = `site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(join(WEB, 'dist', 'assets', file), css);
  const shared: SharedStyles = { href: `/assets/${file}`, globals: [...gathered.globals.keys()], ids: [...gathered.rules.keys()] };
  writeFileSync(join(SERVER, SHARED_STYLES_FILE), JSON.stringify(shared));
  report(
    `site stylesheet: /assets/${file}, ${(css.length / 1024).toFixed(0)} KB (${(gzipSync(css).length / 1024).toFixed(0)} KB gzip), ` +
      `${shared.globals.length} global styles and ${shared.ids.length} classes and keyframes`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

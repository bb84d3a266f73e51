/**
 * The chunk the home, fleet and car pages share (web/build/public-chunk.ts),
 * read from the web build (run after `npm run build`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_SHARED } from '../../web/build/public-chunk';
import { closure, keyOfFile, loaderChunks, manifest, WEB } from './web-build';

const ROOT = join(WEB, '..');
const PAGES = ['src/app/routes/home.tsx', 'src/app/routes/cars.tsx', 'src/app/routes/car.tsx'];
const first = closure(loaderChunks().map(keyOfFile));
/** What a page loads beyond the first load, as keys of the manifest. */
const pageLoad = (page: string) => [...closure([page])].filter((key) => !first.has(key));

function files(dir: string, recursive: boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive }).map((name) => join(ROOT, dir, String(name)));
}

describe('the public pages’ shared chunk', () => {
  it('names modules that exist: a renamed one fails here, not silently', () => {
    const candidates = [
      ...files('web/src', true),
      ...files('domain/src', true),
      ...files('node_modules/@mui/material', true),
      ...files('node_modules/@mui/system', true),
      ...files('node_modules/@mui/icons-material', false),
    ];
    const unmatched = PUBLIC_SHARED.filter((pattern) => !candidates.some((file) => pattern.test(file)));
    expect(unmatched).toEqual([]);
  });

  it('is the one chunk home, fleet and car pages share beyond the first load', () => {
    const [home, ...others] = PAGES.map(pageLoad);
    const shared = home!.filter((key) => others.every((load) => load.includes(key)));
    expect(shared.map((key) => manifest[key]!.name)).toEqual(['public']);
  });

  it('leaves each of those pages a handful of chunks to fetch beyond the first load', () => {
    const counts = PAGES.map((page) => [page, pageLoad(page).length]);
    expect(counts.filter(([, count]) => (count as number) > 8)).toEqual([]);
  });
});

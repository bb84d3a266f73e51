/**
 * Every text a public page can show is in the catalogs that page loads: the
 * public one and its own (lingui.config.ts, web/src/app/router.tsx). Read
 * from the web build (run after `npm run build`): the code a page loads
 * first and all it may load later (its dialogs, drawers and parts), up to
 * another page's module, names its texts by id; each id that some catalog
 * holds must be in one of that page's. A text left to a catalog the page
 * does not load would show as its id.
 */
import type { Messages } from '@lingui/core';
import { closure, code, keyOfFile, loaderChunks, manifest } from './web-build';

/** The web app's catalogs in English (the e-mails' never reach a browser), by name. */
const CATALOG_NAMES = ['messages', 'home', 'about', 'contact', 'booking', 'payment', 'gifts', 'legal', 'compare', 'staff', 'customer'];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogs are named above, one module each
const catalogs = new Map(CATALOG_NAMES.map((name) => [name, (require(`../../locales/en/${name}`) as { messages: Messages }).messages]));
const allIds = new Set([...catalogs.values()].flatMap((messages) => Object.keys(messages)));

/** The public pages' modules and the catalog of each page's own texts, as the router loads them. */
const PAGES: [string, string | null][] = [
  ['home', 'home'],
  ['cars', null],
  ['car', 'booking'],
  ['compare', 'compare'],
  ['gift-cards', 'gifts'],
  ['legal', 'legal'],
  ['about', 'about'],
  ['contact', 'contact'],
  ['payment-success', 'payment'],
];

/** A page's module, or the admin area's frame (which loads the staff catalog with it). */
const isRouteModule = (key: string) => key.startsWith('src/app/routes/') || key === 'src/app/layout/admin-shell.tsx';
/** The pages' frame (the shell, the router) may load any page: each page is followed from its own module. */
const frame = closure(loaderChunks().map(keyOfFile), { dynamic: true, stop: isRouteModule });

/**
 * The chunks the customer's own pages load too. The build shares code between
 * pages by chunk, not by module: such a chunk may hold the customer catalog's
 * texts (a form's rules, say) that a public page loading it never shows, and
 * this test cannot tell which of its modules a page runs.
 */
const CUSTOMER_PAGES = ['account', 'auth', 'manage-booking', 'order'].map((page) => `src/app/routes/${page}.tsx`);
const sharedWithCustomer = closure(CUSTOMER_PAGES, { dynamic: true, stop: (key) => isRouteModule(key) && !CUSTOMER_PAGES.includes(key) });
const customerTexts = catalogs.get('customer')!;

/** The ids of texts in some catalog that a chunk's code names (ids are quoted strings in the build). */
function textIds(key: string): string[] {
  return [...code(manifest[key]!.file).matchAll(/[`'"]([^`'"\\\n]{1,80})[`'"]/g)].map((match) => match[1]!).filter((id) => allIds.has(id));
}

describe('the texts of a public page', () => {
  it('are found in its code (the ids this test reads are there)', () => {
    const home = closure(['src/app/routes/home.tsx'], { dynamic: true, stop: isRouteModule });
    expect([...home].flatMap((key) => textIds(key)).length).toBeGreaterThan(20);
  });

  it.each(PAGES)('%s: all are in the public catalog or its own (%s)', (page, own) => {
    const keys = closure([`src/app/routes/${page}.tsx`], { dynamic: true, stop: (key) => isRouteModule(key) && key !== `src/app/routes/${page}.tsx` });
    const loaded = { ...catalogs.get('messages'), ...(own ? catalogs.get(own) : {}) };
    const missing = [...new Set([...frame, ...keys])]
      .filter((key) => !key.includes('locales/'))
      .flatMap((key) => textIds(key).filter((id) => !(sharedWithCustomer.has(key) && id in customerTexts)).map((id) => `${id} (${key})`))
      .filter((entry) => !(entry.split(' ')[0]! in loaded));
    expect(missing).toEqual([]);
  });
});

/**
 * Every text a page can show is in the catalogs that page loads: the public
 * one, and the page's own, the customer's or the staff's
 * (lingui.config.ts, web/src/app/router.tsx). Read from the web build (run
 * after `npm run build`): the code a page loads first and all it may load
 * later (its dialogs, drawers and parts), up to another page's module, names
 * its texts by id; each id that some catalog holds must be in one of that
 * page's. A text left to a catalog the page does not load would show as its
 * id.
 */
import { PAGE_META } from '@costa/domain';
import type { Messages } from '@lingui/core';
import { closure, code, keyOfFile, loaderChunks, manifest } from './web-build';

/** The web app's catalogs in English (the e-mails' never reach a browser), by name. */
const CATALOG_NAMES = ['messages', 'home', 'about', 'contact', 'booking', 'payment', 'gifts', 'legal', 'compare', 'staff', 'customer'];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogs are named above, one module each
const catalogs = new Map(CATALOG_NAMES.map((name) => [name, (require(`../../locales/en/${name}`) as { messages: Messages }).messages]));
const allIds = new Set([...catalogs.values()].flatMap((messages) => Object.keys(messages)));

const STAFF_PAGES = ['admin', 'admin-calendar', 'admin-cars', 'admin-fleet', 'admin-inbox', 'admin-legal', 'admin-orders', 'admin-settings', 'translate'];
/** Each page's module and the catalogs the router loads with it besides the public one. */
const PAGES: [string, string[]][] = [
  ['home', ['home']],
  ['cars', []],
  ['car', ['booking']],
  ['compare', ['compare']],
  ['gift-cards', ['gifts']],
  ['legal', ['legal']],
  ['about', ['about']],
  ['contact', ['contact']],
  ['payment-success', ['payment']],
  // Paths outside the route table (the 404 page), and the error page in place of one that failed.
  ['fallback', []],
  ['route-error-page', []],
  ['account', ['customer']],
  ['auth', ['customer']],
  ['manage-booking', ['customer']],
  ['order', ['customer', 'booking']],
  ...STAFF_PAGES.map((page): [string, string[]] => [page, ['staff']]),
];

const ADMIN_SHELL = 'src/app/layout/admin-shell.tsx';
/** A page's module, or the admin area's frame (which loads the staff catalog with it). */
const isRouteModule = (key: string) => key.startsWith('src/app/routes/') || key === ADMIN_SHELL;
/** The pages' frame (the shell, the router) may load any page: each page is followed from its own module. */
const frame = closure(loaderChunks().map(keyOfFile), { dynamic: true, stop: isRouteModule });

/**
 * The chunks the customer's own pages load too. The build shares code between
 * pages by chunk, not by module: such a chunk may hold the customer catalog's
 * texts (a form's rules, say) that a public page loading it never shows, and
 * this test cannot tell which of its modules a page runs.
 */
const CUSTOMER_PAGES = PAGES.filter(([, own]) => own.includes('customer')).map(([page]) => `src/app/routes/${page}.tsx`);
const sharedWithCustomer = closure(CUSTOMER_PAGES, { dynamic: true, stop: (key) => isRouteModule(key) && !CUSTOMER_PAGES.includes(key) });
const customerTexts = catalogs.get('customer')!;

/** The ids of texts in some catalog that a chunk's code names (ids are quoted strings in the build). */
function textIds(key: string): string[] {
  return [...code(manifest[key]!.file).matchAll(/[`'"]([^`'"\\\n]{1,80})[`'"]/g)].map((match) => match[1]!).filter((id) => allIds.has(id));
}

describe('the texts of a page', () => {
  it('are found in its code (the ids this test reads are there)', () => {
    const home = closure(['src/app/routes/home.tsx'], { dynamic: true, stop: isRouteModule });
    expect([...home].flatMap((key) => textIds(key)).length).toBeGreaterThan(20);
  });

  it('are checked for every page the build has', () => {
    const pages = Object.keys(manifest).filter(isRouteModule).filter((key) => key !== ADMIN_SHELL);
    expect(pages.sort()).toEqual(PAGES.map(([page]) => `src/app/routes/${page}.tsx`).sort());
  });

  it.each(PAGES)('%s: all are in the public catalog or in %j', (page, own) => {
    const module = `src/app/routes/${page}.tsx`;
    const start = STAFF_PAGES.includes(page) ? [module, ADMIN_SHELL] : [module];
    const keys = closure(start, { dynamic: true, stop: (key) => isRouteModule(key) && !start.includes(key) });
    const loaded = Object.assign({}, catalogs.get('messages'), ...own.map((name) => catalogs.get(name)));
    const missing = [...new Set([...frame, ...keys])]
      .filter((key) => !key.includes('locales/'))
      .flatMap((key) => textIds(key).filter((id) => !(sharedWithCustomer.has(key) && id in customerTexts)).map((id) => `${id} (${key})`))
      .filter((entry) => !(entry.split(' ')[0]! in loaded));
    expect(missing).toEqual([]);
  });
});

describe("the domain's texts in the browser's build", () => {
  it('are named by id alone: their English is in the catalogs, not in the code (web/build/descriptor-ids.ts)', () => {
    const { id, message } = PAGE_META.home.title;
    const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !chunk.src?.includes('locales/'));
    expect(chunks.some((chunk) => code(chunk.file).includes(id))).toBe(true);
    expect(chunks.filter((chunk) => code(chunk.file).includes(message!)).map((chunk) => chunk.file)).toEqual([]);
  });
});

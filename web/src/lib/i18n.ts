/**
 * Lingui set-up: only the active language's compiled catalogs (locales/, at the
 * repository's top, shared with the functions) are loaded, each a separate
 * chunk. English is the source and the fallback.
 *
 * The public catalog (`messages`) loads with every page, and a page whose
 * texts no other page shows loads its own as well (`loadPageCatalog`). The staff catalog
 * loads only once an admin page asks for it (`loadStaffCatalog`, awaited by
 * the admin shell's route), and the customer catalog (`customer`: sign-in,
 * account, order, payment and manage-booking pages) once one of those pages
 * asks for it (`loadCustomerCatalog`, awaited by their routes); from then on
 * each comes with every language the tab switches to, so the public pages
 * carry neither.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '@costa/domain';

/**
 * A catalog's compiled texts in one language. Each `import()` names one
 * catalog, so the bundler makes a chunk per language of that catalog and
 * nothing else (the e-mails' catalog never becomes a browser chunk).
 */
type Catalog = (lang: Lang) => Promise<{ messages: Messages }>;

const PUBLIC: Catalog = (lang) => import(`../../../locales/${lang}/messages.ts`);
const STAFF: Catalog = (lang) => import(`../../../locales/${lang}/staff.ts`);
const CUSTOMER: Catalog = (lang) => import(`../../../locales/${lang}/customer.ts`);

/** The texts only one public page shows (`PAGE_CATALOGS` in lingui.config.ts), loaded with that page. */
const PAGE = {
  home: (lang) => import(`../../../locales/${lang}/home.ts`),
  about: (lang) => import(`../../../locales/${lang}/about.ts`),
  contact: (lang) => import(`../../../locales/${lang}/contact.ts`),
  booking: (lang) => import(`../../../locales/${lang}/booking.ts`),
  payment: (lang) => import(`../../../locales/${lang}/payment.ts`),
  gifts: (lang) => import(`../../../locales/${lang}/gifts.ts`),
  legal: (lang) => import(`../../../locales/${lang}/legal.ts`),
  compare: (lang) => import(`../../../locales/${lang}/compare.ts`),
} satisfies Record<string, Catalog>;
export type PageCatalog = keyof typeof PAGE;
/** Every page's own catalog: what the server loads, rendering any public page. */
export const PAGE_CATALOGS = Object.keys(PAGE) as PageCatalog[];

/** The catalogs loaded on demand, by name. */
const EXTRA = { staff: STAFF, customer: CUSTOMER, ...PAGE } as const;
export type ExtraCatalog = keyof typeof EXTRA;

const wanted = new Set<ExtraCatalog>();
/** The language being activated, so a catalog asked for meanwhile joins it. */
let activating: { lang: Lang; done: Promise<void> } | null = null;

/** A language's public catalog, with the texts of the `extra` catalogs. */
export async function loadCatalogs(lang: Lang, extra: readonly ExtraCatalog[]): Promise<Messages> {
  const parts = await Promise.all([PUBLIC(lang), ...extra.map((name) => EXTRA[name](lang))]);
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

function catalogsFor(lang: Lang): Promise<Messages> {
  return loadCatalogs(lang, [...wanted]);
}

export async function activateLanguage(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  const run = catalogsFor(lang).then((messages) => {
    i18n.loadAndActivate({ locale: lang, messages });
    document.documentElement.lang = lang;
  });
  const current = { lang, done: run };
  activating = current;
  try {
    await run;
  } finally {
    if (activating === current) activating = null;
  }
}

/** Adds a catalog's texts to the active language (and to every language activated later). */
async function loadExtraCatalog(name: ExtraCatalog): Promise<void> {
  wanted.add(name);
  // Fetched alongside the language's own catalogs, not after them (the first page's waits on both).
  const lang = activating?.lang ?? (i18n.locale as Lang | undefined);
  if (!lang) return; // the first activation will include it
  const catalog = EXTRA[name](lang);
  await activating?.done;
  const { messages } = await catalog;
  // Another language may have been chosen meanwhile: its activation included this catalog.
  if (i18n.locale !== lang) return;
  // `load` merges into the language's messages and re-renders the provider.
  i18n.load(lang, messages);
}

/** The back office's texts. */
export const loadStaffCatalog = () => loadExtraCatalog('staff');

/** The texts of the customer's own pages (sign-in, account, order, payment, manage booking). */
export const loadCustomerCatalog = () => loadExtraCatalog('customer');

/** The texts of one public page (its own catalog). */
export const loadPageCatalog = (name: PageCatalog) => loadExtraCatalog(name);

export { i18n };

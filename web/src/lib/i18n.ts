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

type Catalog = () => Promise<{ messages: Messages }>;

const PUBLIC: Record<Lang, Catalog> = {
  en: () => import('../../../locales/en/messages'),
  es: () => import('../../../locales/es/messages'),
  de: () => import('../../../locales/de/messages'),
  fr: () => import('../../../locales/fr/messages'),
  it: () => import('../../../locales/it/messages'),
};

const STAFF: Record<Lang, Catalog> = {
  en: () => import('../../../locales/en/staff'),
  es: () => import('../../../locales/es/staff'),
  de: () => import('../../../locales/de/staff'),
  fr: () => import('../../../locales/fr/staff'),
  it: () => import('../../../locales/it/staff'),
};

const CUSTOMER: Record<Lang, Catalog> = {
  en: () => import('../../../locales/en/customer'),
  es: () => import('../../../locales/es/customer'),
  de: () => import('../../../locales/de/customer'),
  fr: () => import('../../../locales/fr/customer'),
  it: () => import('../../../locales/it/customer'),
};

/** The texts only one public page shows (`PAGE_CATALOGS` in lingui.config.ts), loaded with that page. */
const PAGE = {
  home: {
    en: () => import('../../../locales/en/home'),
    es: () => import('../../../locales/es/home'),
    de: () => import('../../../locales/de/home'),
    fr: () => import('../../../locales/fr/home'),
    it: () => import('../../../locales/it/home'),
  },
  about: {
    en: () => import('../../../locales/en/about'),
    es: () => import('../../../locales/es/about'),
    de: () => import('../../../locales/de/about'),
    fr: () => import('../../../locales/fr/about'),
    it: () => import('../../../locales/it/about'),
  },
  contact: {
    en: () => import('../../../locales/en/contact'),
    es: () => import('../../../locales/es/contact'),
    de: () => import('../../../locales/de/contact'),
    fr: () => import('../../../locales/fr/contact'),
    it: () => import('../../../locales/it/contact'),
  },
  booking: {
    en: () => import('../../../locales/en/booking'),
    es: () => import('../../../locales/es/booking'),
    de: () => import('../../../locales/de/booking'),
    fr: () => import('../../../locales/fr/booking'),
    it: () => import('../../../locales/it/booking'),
  },
  payment: {
    en: () => import('../../../locales/en/payment'),
    es: () => import('../../../locales/es/payment'),
    de: () => import('../../../locales/de/payment'),
    fr: () => import('../../../locales/fr/payment'),
    it: () => import('../../../locales/it/payment'),
  },
} satisfies Record<string, Record<Lang, Catalog>>;
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
  const parts = await Promise.all([PUBLIC[lang](), ...extra.map((name) => EXTRA[name][lang]())]);
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
  const catalog = EXTRA[name][lang]();
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

/**
 * Lingui set-up: only the active language's compiled catalogs (locales/, at the
 * repository's top, shared with the functions) are loaded, each a separate
 * chunk. English is the source and the fallback.
 *
 * The public catalog (`messages`) loads with every page. The staff catalog
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

/** The catalogs loaded on demand, by name. */
const EXTRA = { staff: STAFF, customer: CUSTOMER } as const;
export type ExtraCatalog = keyof typeof EXTRA;

const wanted = new Set<ExtraCatalog>();
/** The language being activated, so a catalog asked for meanwhile joins it. */
let activating: Promise<void> | null = null;

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
  activating = run;
  try {
    await run;
  } finally {
    if (activating === run) activating = null;
  }
}

/** Adds a catalog's texts to the active language (and to every language activated later). */
async function loadExtraCatalog(name: ExtraCatalog): Promise<void> {
  wanted.add(name);
  if (activating) await activating;
  const lang = i18n.locale as Lang | undefined;
  if (!lang) return; // the first activation will include it
  const { messages } = await EXTRA[name][lang]();
  // `load` merges into the language's messages and re-renders the provider.
  i18n.load(lang, messages);
}

/** The back office's texts. */
export const loadStaffCatalog = () => loadExtraCatalog('staff');

/** The texts of the customer's own pages (sign-in, account, order, payment, manage booking). */
export const loadCustomerCatalog = () => loadExtraCatalog('customer');

export { i18n };

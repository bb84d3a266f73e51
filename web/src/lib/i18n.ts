/**
 * Lingui set-up: only the active language's compiled catalogs (locales/, at the
 * repository's top, shared with the functions) are loaded, each a separate
 * chunk. English is the source and the fallback.
 *
 * The public catalog (`messages`) loads with every page. The staff catalog
 * loads only once an admin page asks for it (`loadStaffCatalog`, awaited by
 * the admin shell's route), and from then on with every language the tab
 * switches to, so the public pages never carry the back office's texts.
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

let staffWanted = false;
/** The language being activated, so a staff catalog asked for meanwhile joins it. */
let activating: Promise<void> | null = null;

/** A language's public catalog, with the staff catalog's texts when `staff`. */
export async function loadCatalogs(lang: Lang, staff: boolean): Promise<Messages> {
  const parts = await Promise.all([PUBLIC[lang](), ...(staff ? [STAFF[lang]()] : [])]);
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

function catalogsFor(lang: Lang): Promise<Messages> {
  return loadCatalogs(lang, staffWanted);
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

/** Adds the back office's texts to the active language (and to every language activated later). */
export async function loadStaffCatalog(): Promise<void> {
  staffWanted = true;
  if (activating) await activating;
  const lang = i18n.locale as Lang | undefined;
  if (!lang) return; // the first activation will include it
  const { messages } = await STAFF[lang]();
  // `load` merges into the language's messages and re-renders the provider.
  i18n.load(lang, messages);
}

export { i18n };

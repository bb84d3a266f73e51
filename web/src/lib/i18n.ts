/**
 * Lingui set-up: only the active language's compiled catalog is loaded, as a
 * separate chunk. English is the source and the fallback.
 */
import { i18n } from '@lingui/core';
import type { Lang } from '@costa/domain';

const loaders: Record<Lang, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../locales/en/messages'),
  es: () => import('../locales/es/messages'),
  de: () => import('../locales/de/messages'),
  fr: () => import('../locales/fr/messages'),
  it: () => import('../locales/it/messages'),
};

export async function activateLanguage(lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  const { messages } = await loaders[lang]();
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  document.documentElement.lang = lang;
}

export { i18n };

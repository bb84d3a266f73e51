/**
 * The five languages of the site. English is the source language and the
 * fallback for every translated text.
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'it'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
/** Languages a car's content is machine- or hand-translated into. */
export const TARGET_LANGS = ['es', 'de', 'fr', 'it'] as const satisfies readonly Lang[];

/** Names as the product gives them: each language in its own words. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

/** Open Graph locale of each language, for the coast's audience. */
export const OG_LOCALES: Record<Lang, string> = {
  en: 'en_GB',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

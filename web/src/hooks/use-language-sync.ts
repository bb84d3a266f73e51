import type { Lang } from '@costa/domain';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { activateLanguage } from '../lib/i18n';
import { rememberLanguage } from '../lib/language-preference';

/**
 * Keeps `<html lang>` and the active catalog on the page's language. They only
 * differ after history navigation across languages (a language switch itself
 * reloads the page).
 */
export function useLanguageSync(lang: Lang): void {
  const { i18n } = useLingui();
  const active = i18n.locale;
  useEffect(() => {
    document.documentElement.lang = lang;
    if (active === lang) return;
    rememberLanguage(lang);
    activateLanguage(lang).catch((error: unknown) => {
      console.error(`Could not load the ${lang} texts`, error);
    });
  }, [lang, active]);
}

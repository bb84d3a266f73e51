/**
 * The page's language and its catalog request, started as the very first
 * thing the app evaluates (entry-client.tsx imports this module before anything
 * else), so the catalog downloads while React and MUI are still evaluating.
 */
import { DEFAULT_LANG, isLang, langOfPath, PAYMENT_SUCCESS_PATH, type Lang } from '@costa/domain';
import { activateLanguage } from './i18n';
import { rememberLanguage, storedLanguage } from './language-preference';

/** The path's prefix; on the unprefixed payment page, `?lang=` or the last one used. */
function initialLanguage(): Lang {
  const { pathname, search } = window.location;
  if (pathname.startsWith(PAYMENT_SUCCESS_PATH)) {
    const fromQuery = new URLSearchParams(search).get('lang');
    return isLang(fromQuery) ? fromQuery : (storedLanguage() ?? DEFAULT_LANG);
  }
  return langOfPath(pathname);
}

export const bootLanguage: Lang = initialLanguage();
rememberLanguage(bootLanguage);
export const languageReady: Promise<void> = activateLanguage(bootLanguage);

import { DEFAULT_LANG, isLang, langOfPath, PAYMENT_SUCCESS_PATH, type Lang } from '@costa/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage } from './lib/i18n';
import { rememberLanguage, storedLanguage } from './lib/language-preference';

/** The language to start in: the path's prefix; on the unprefixed payment page, `?lang=` or the last one used. */
function initialLanguage(): Lang {
  const { pathname, search } = window.location;
  if (pathname.startsWith(PAYMENT_SUCCESS_PATH)) {
    const fromQuery = new URLSearchParams(search).get('lang');
    return isLang(fromQuery) ? fromQuery : (storedLanguage() ?? DEFAULT_LANG);
  }
  return langOfPath(pathname);
}

const lang = initialLanguage();
rememberLanguage(lang);
await activateLanguage(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

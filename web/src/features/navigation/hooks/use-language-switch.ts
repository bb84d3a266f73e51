import { localizedPath, PAYMENT_SUCCESS_PATH, switchLanguagePath, type Lang } from '@costa/domain';
import { useCallback } from 'react';
import { useLocation } from '../../../lib/router';
import { useRouteInfo } from '../../../hooks/use-route-info';
import { rememberLanguage } from '../../../lib/language-preference';

/**
 * Changing language reloads the page on the same route in the other
 * language, query string kept. A 404 goes to that language's home; the
 * unprefixed payment page keeps its path and carries the language in `?lang=`.
 */
export function useLanguageSwitch() {
  const { lang, key, param } = useRouteInfo();
  const { pathname, search } = useLocation();

  const hrefFor = useCallback(
    (target: Lang): string => {
      if (pathname.replace(/\/$/, '') === PAYMENT_SUCCESS_PATH) {
        const query = new URLSearchParams(search);
        query.set('lang', target);
        return `${PAYMENT_SUCCESS_PATH}?${query.toString()}`;
      }
      const path = key ? switchLanguagePath({ lang, key, param }, target) : localizedPath(target, 'home');
      return path + search;
    },
    [pathname, search, lang, key, param],
  );

  const switchTo = useCallback(
    (target: Lang) => {
      rememberLanguage(target);
      window.location.assign(hrefFor(target));
    },
    [hrefFor],
  );

  return { current: lang, hrefFor, switchTo };
}

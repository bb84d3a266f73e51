/** Localized paths for links: the domain's route table bound to the page's language. */
import { localizedPath, type RouteKey } from '@costa/domain';
import { useCallback } from 'react';
import { useLang } from '../hooks/use-route-info';

export function usePaths() {
  const lang = useLang();
  return useCallback((key: RouteKey, param?: string) => localizedPath(lang, key, param), [lang]);
}

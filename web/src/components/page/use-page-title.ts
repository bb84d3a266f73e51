import { PAGE_META, type RouteKey } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';

/** The page's title as its head shows it (PAGE_META), in the active language. */
export function usePageTitle(key: RouteKey): string {
  const { i18n } = useLingui();
  return i18n._(PAGE_META[key].title);
}

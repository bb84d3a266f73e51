import type { RouteKey } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { usePaths } from '../../../config/paths';
import { useRouteInfo } from '../../../hooks/use-route-info';

export interface NavItem {
  key: RouteKey;
  label: string;
  to: string;
  /** The page being shown; rendered with `aria-current="page"`. */
  current: boolean;
}

/** The five main pages, in the page's language. */
export function useNavItems(): NavItem[] {
  const { t } = useLingui();
  const paths = usePaths();
  const { key: currentKey } = useRouteInfo();
  const items: [RouteKey, string][] = [
    ['home', t`Home`],
    ['cars', t`Cars`],
    ['about', t`About`],
    ['contact', t`Contact`],
    ['giftCards', t`Gift cards`],
  ];
  return items.map(([key, label]) => ({ key, label, to: paths(key), current: key === currentKey }));
}

/** Links of the signed-in visitor's menu; admins get the translation manager and the admin panel. */
export function useAccountItems(isAdmin: boolean): NavItem[] {
  const { t } = useLingui();
  const paths = usePaths();
  const { key: currentKey } = useRouteInfo();
  const items: [RouteKey, string][] = [['account', t`My account`]];
  if (isAdmin) items.push(['translate', t`Translation manager`], ['admin', t`Admin panel`]);
  return items.map(([key, label]) => ({ key, label, to: paths(key), current: key === currentKey }));
}

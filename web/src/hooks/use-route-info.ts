import { isLang, langOfPath, type Lang, type RouteKey } from '@costa/domain';
import { useLingui } from '@lingui/react';
import { useLocation, useParams, useRouteHandle } from '../lib/router';
import type { RouteHandle } from '../lib/route-handle';

export interface RouteInfo {
  /** The language of the page: the path's prefix, or the active one on unprefixed pages. */
  lang: Lang;
  key: RouteKey | null;
  param: string | undefined;
}

export function useRouteInfo(): RouteInfo {
  const handle = useRouteHandle() as RouteHandle | null | undefined;
  const { param } = useParams();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const lang = handle?.lang ?? (isLang(pathname.split('/')[1]) ? langOfPath(pathname) : (i18n.locale as Lang));
  return { lang, key: handle?.key ?? null, param };
}

/** Current language only, for components that build links. */
export function useLang(): Lang {
  return useRouteInfo().lang;
}

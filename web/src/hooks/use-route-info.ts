import { isLang, langOfPath, type Lang, type RouteKey } from '@costa/domain';
import { useLingui } from '@lingui/react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../lib/route-handle';

export interface RouteInfo {
  /** The language of the page: the path's prefix, or the active one on unprefixed pages. */
  lang: Lang;
  key: RouteKey | null;
  param: string | undefined;
}

export function useRouteInfo(): RouteInfo {
  const matches = useMatches();
  const { param } = useParams();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as RouteHandle | undefined;
  const lang = handle?.lang ?? (isLang(pathname.split('/')[1]) ? langOfPath(pathname) : (i18n.locale as Lang));
  return { lang, key: handle?.key ?? null, param };
}

/** Current language only, for components that build links. */
export function useLang(): Lang {
  return useRouteInfo().lang;
}

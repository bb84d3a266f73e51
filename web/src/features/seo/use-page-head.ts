/**
 * Sets the page's head tags from the domain's builder. Pages call it with their
 * route key, or with their own texts (the car page). The server sent the same
 * tags already; this keeps them right while the visitor navigates. The
 * builder's code loads apart, at the first change: on the page the server
 * rendered, the tags are the server's until then, and they are the same.
 */
import { DEFAULT_SOCIAL_IMAGE, PAGE_META, type MessageDescriptor, type RouteKey } from '@costa/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { env } from '../../config/env';
import { isHydrating, whenHydrated } from '../../lib/hydration';
import { preloadable } from '../../lib/idle';
import { useRouteInfo } from '../../hooks/use-route-info';

const loadHeadTags = preloadable(() => import('./apply-page-head'));

interface PageHeadOptions {
  /** Defaults to the route's key; `null` for pages outside the route table. */
  key?: RouteKey | null;
  meta?: { title: MessageDescriptor; description: MessageDescriptor };
  title?: string;
  description?: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
  path?: string;
  /** Overrides the route's parameter, e.g. the car page's canonical slug. */
  param?: string;
  /** False while the page's own texts load: the server's tags stay until then. */
  enabled?: boolean;
}

export function usePageHead(options: PageHeadOptions = {}): void {
  const route = useRouteInfo();
  const { i18n } = useLingui();
  const key = options.key === undefined ? route.key : options.key;
  const meta = options.meta ?? (key ? PAGE_META[key] : undefined);
  const title = options.title ?? (meta ? i18n._(meta.title) : '');
  const description = options.description ?? (meta ? i18n._(meta.description) : '');
  const { lang } = route;
  const param = options.param ?? route.param;
  const { image = DEFAULT_SOCIAL_IMAGE, imageAlt, type, noindex, path, enabled = true } = options;
  const fromServer = useRef(isHydrating());

  useEffect(() => {
    // The server's tags are those of the page as it hydrates: the builder's code waits for the
    // first change (a navigation, another language, the page's own texts).
    const first = fromServer.current;
    fromServer.current = false;
    if (!enabled || first) return;
    const input = { origin: env.siteOrigin, lang, key, param, path: path ?? window.location.pathname, title, description, image, imageAlt, type, noindex };
    let current = true;
    whenHydrated(() => {
      // A failed load keeps the tags there are: stale after a navigation, but the page works.
      loadHeadTags().then(({ applyPageHead }) => current && applyPageHead(input), () => {});
    });
    return () => {
      current = false;
    };
  }, [enabled, lang, key, param, path, title, description, image, imageAlt, type, noindex]);
}

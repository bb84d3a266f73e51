/**
 * Routes come from the domain's route table: every key in every language,
 * each page a lazily loaded chunk. Anything else falls to `Fallback`, which
 * redirects unprefixed English paths or shows the 404 page.
 */
import { LANGUAGES, PAYMENT_SUCCESS_PATH, ROUTE_KEYS, routePattern, type Lang, type RouteKey } from '@costa/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { isAdminRouteKey } from './layout/admin-routes';
import { AppShell } from './layout/app-shell';
import { Fallback } from './routes/fallback';
import { RouteError } from './routes/route-error';

export interface RouteHandle {
  key: RouteKey | null;
  lang: Lang | null;
}

type PageModule = () => Promise<{ default: React.ComponentType }>;

const pages: Record<RouteKey, PageModule> = {
  home: () => import('./routes/home'),
  cars: () => import('./routes/cars'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  giftCards: () => import('./routes/gift-cards'),
  car: () => import('./routes/car'),
  compare: () => import('./routes/compare'),
  translate: () => import('./routes/translate'),
  account: () => import('./routes/account'),
  adminCars: () => import('./routes/admin-cars'),
  order: () => import('./routes/order'),
  auth: () => import('./routes/auth'),
  admin: () => import('./routes/admin'),
};

function lazyPage(load: PageModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  // The admin pages have their own top bar and access gate instead of the site's header and footer.
  const adminChildren: RouteObject[] = [];
  for (const lang of LANGUAGES) {
    for (const key of ROUTE_KEYS) {
      const handle: RouteHandle = { key, lang };
      (isAdminRouteKey(key) ? adminChildren : children).push({ path: routePattern(lang, key), lazy: lazyPage(pages[key]), handle });
    }
  }
  const paymentHandle: RouteHandle = { key: null, lang: null };
  children.push({
    path: PAYMENT_SUCCESS_PATH,
    lazy: lazyPage(() => import('./routes/payment-success')),
    handle: paymentHandle,
  });
  children.push({ path: '*', Component: Fallback });
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        { lazy: async () => ({ Component: (await import('./layout/admin-shell')).AdminShell }), children: adminChildren },
        { Component: AppShell, children },
      ],
    },
  ];
}

/**
 * Lazy pages get `PageLoader` as their hydrate fallback: on the first load the
 * shell (header, footer) paints at once and the page area shows the loader
 * until its chunk arrives, instead of a blank document. Later navigations keep
 * the current page and show the shell's progress bar.
 */
function withPageLoader(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return route.lazy ? { ...route, HydrateFallback: PageLoader } : route;
    return {
      ...route,
      ...(route.lazy ? { HydrateFallback: PageLoader } : {}),
      ...(route.children ? { children: withPageLoader(route.children) } : {}),
    };
  });
}

export function createRouter() {
  return createBrowserRouter(withPageLoader(buildRoutes()));
}

/**
 * Routes come from the domain's route table: every key in every language,
 * each page a lazily loaded chunk. Anything else falls to `Fallback`, which
 * redirects unprefixed English paths or shows the 404 page.
 */
import { LANGUAGES, PAYMENT_SUCCESS_PATH, ROUTE_KEYS, routePattern, type RouteKey } from '@costa/domain';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader';
import { loadCustomerCatalog, loadStaffCatalog } from '../lib/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { isAdminRouteKey } from './layout/admin-routes';
import { AppShell } from './layout/app-shell';
import { Fallback } from './routes/fallback';
import { RouteError } from './routes/route-error';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/** The page modules, each its own chunk; keyed by path, the name the build manifest gives them too. */
const routeModules = import.meta.glob<{ default: React.ComponentType }>([
  './routes/*.tsx',
  '!./routes/fallback.tsx',
  '!./routes/not-found.tsx',
  '!./routes/route-error.tsx',
]);

const PAGE_FILES: Record<RouteKey, string> = {
  home: './routes/home.tsx',
  cars: './routes/cars.tsx',
  about: './routes/about.tsx',
  contact: './routes/contact.tsx',
  giftCards: './routes/gift-cards.tsx',
  car: './routes/car.tsx',
  compare: './routes/compare.tsx',
  translate: './routes/translate.tsx',
  account: './routes/account.tsx',
  adminCars: './routes/admin-cars.tsx',
  order: './routes/order.tsx',
  auth: './routes/auth.tsx',
  admin: './routes/admin.tsx',
  adminOrders: './routes/admin-orders.tsx',
  adminInbox: './routes/admin-inbox.tsx',
  adminSettings: './routes/admin-settings.tsx',
  adminCalendar: './routes/admin-calendar.tsx',
  adminFleet: './routes/admin-fleet.tsx',
  manageBooking: './routes/manage-booking.tsx',
  terms: './routes/legal.tsx',
  privacy: './routes/legal.tsx',
  cookies: './routes/legal.tsx',
  legalNotice: './routes/legal.tsx',
  adminLegal: './routes/admin-legal.tsx',
};
const PAYMENT_SUCCESS_FILE = './routes/payment-success.tsx';

/** The customer's own pages: their texts are the customer catalog's (lingui.config.ts), loaded with them. */
const CUSTOMER_PAGES: ReadonlySet<RouteKey> = new Set<RouteKey>(['account', 'auth', 'manageBooking', 'order']);

function lazyPage(file: string, key: RouteKey | null = null): RouteObject['lazy'] {
  const load: PageModule | undefined = routeModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  if (key && CUSTOMER_PAGES.has(key)) return async () => ({ Component: (await Promise.all([load(), loadCustomerCatalog()]))[0].default });
  return async () => ({ Component: (await load()).default });
}

/** The admin area's frame, with the staff catalog its pages' texts come from. */
const loadAdminShell: RouteObject['lazy'] = async () => {
  const [{ AdminShell }] = await Promise.all([import('./layout/admin-shell'), loadStaffCatalog()]);
  return { Component: AdminShell };
};

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  // The admin pages have their own top bar and access gate instead of the site's header and footer.
  const adminChildren: RouteObject[] = [];
  for (const lang of LANGUAGES) {
    for (const key of ROUTE_KEYS) {
      const handle: RouteHandle = { key, lang };
      (isAdminRouteKey(key) ? adminChildren : children).push({ path: routePattern(lang, key), lazy: lazyPage(PAGE_FILES[key], key), handle });
    }
  }
  const paymentHandle: RouteHandle = { key: null, lang: null };
  children.push({
    path: PAYMENT_SUCCESS_PATH,
    lazy: lazyPage(PAYMENT_SUCCESS_FILE),
    handle: paymentHandle,
  });
  children.push({ path: '*', Component: Fallback });
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        { lazy: loadAdminShell, children: adminChildren },
        { Component: AppShell, children },
      ],
    },
  ];
}

/**
 * Lazy pages get `PageLoader` as their hydrate fallback: on the first load of
 * a page the browser renders itself (sign in, account, admin), the shell
 * paints at once and the page area shows the loader until its chunk arrives.
 * Server-rendered pages load their chunk before hydrating and never show it.
 * Later navigations keep the current page and show the shell's progress bar.
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

/** The route table of both routers: the browser's (entry-client) and the server's (entry-server). */
export function createRoutes(): RouteObject[] {
  return withPageLoader(buildRoutes());
}

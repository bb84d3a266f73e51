/**
 * What each location shows, from the domain's route table (`resolvePath`):
 * every key in every language, each page a lazily loaded chunk, framed by
 * the site's shell or the admin area's. Anything else is `Fallback`, which
 * redirects unprefixed English paths or shows the 404 page. The router
 * (lib/router.tsx) asks `resolveRoute` for each location; a page whose code
 * has loaded resolves at once.
 */
import { PAYMENT_SUCCESS_PATH, resolvePath, type RouteKey } from '@costa/domain';
import type { ComponentType } from 'react';
import { PageLoader } from '../components/ui/page-loader';
import { loadCustomerCatalog, loadPageCatalog, loadStaffCatalog, type PageCatalog } from '../lib/i18n';
import { preloadable } from '../lib/idle';
import type { RouteHandle } from '../lib/route-handle';
import { createPath, OutletProvider, type RouterLocation, type RouteView } from '../lib/router';
import { WIDE_QUERY } from '../theme/tokens';
import { isAdminRouteKey } from './layout/admin-routes';
import { AppShell } from './layout/app-shell';
import { RouteError, RouteErrorBoundary } from './routes/route-error';

/** The page modules, each its own chunk; keyed by path, the name the build manifest gives them too. */
const routeModules = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/not-found.tsx',
  '!./routes/route-error.tsx',
  '!./routes/route-error-page.tsx',
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
/** Paths outside the route table (a redirect, a file the server serves, or the 404 page): rare, so loaded apart too. */
const FALLBACK_FILE = './routes/fallback.tsx';

/** The customer's own pages: their texts are the customer catalog's (lingui.config.ts), loaded with them. */
const CUSTOMER_PAGES: ReadonlySet<RouteKey> = new Set<RouteKey>(['account', 'auth', 'manageBooking', 'order']);

/** The pages with texts of their own (lingui.config.ts), loaded with them; the order page shows the booking panel's prices and places. */
const PAGE_CATALOG: Partial<Record<RouteKey, PageCatalog>> = {
  home: 'home',
  about: 'about',
  contact: 'contact',
  car: 'booking',
  order: 'booking',
  giftCards: 'gifts',
  compare: 'compare',
  terms: 'legal',
  privacy: 'legal',
  cookies: 'legal',
  legalNotice: 'legal',
};

/**
 * The pages that may format no date, amount or plural while they hydrate
 * (a browser test holds them to it): the home page, and the fleet on a phone
 * (a wide screen hydrates its filter sidebar, whose ranges show numbers).
 * Their counts and prices are static parts, and the seasons' window waits
 * for the live query. A page's first Intl formatter sets up the browser's
 * locale data, a long task on a phone; on every other page the entry makes
 * one in a task of its own before hydrating, so that no slice of it does.
 */
const FORMATS_WHILE_HYDRATING: Partial<Record<RouteKey, () => boolean>> = {
  home: () => false,
  cars: () => window.matchMedia(WIDE_QUERY).matches,
};

export function formatsWhileHydrating({ pathname, search }: Pick<RouterLocation, 'pathname' | 'search'>): boolean {
  const resolution = resolvePath(pathname, search);
  const formats = resolution.kind === 'route' ? FORMATS_WHILE_HYDRATING[resolution.match.key] : undefined;
  return formats ? formats() : true;
}

/** Where a location leads: the page's module, its frame, and what hooks read of it. */
interface Target {
  /** The page's identity: its route key and language (a loaded page is kept under it). */
  id: string;
  file: string;
  handle: RouteHandle | null;
  params: RouteView['params'];
  admin: boolean;
  customer: boolean;
  /** The page's own catalog, if it has one. */
  catalog: PageCatalog | null;
}

function targetOf({ pathname, search }: Pick<RouterLocation, 'pathname' | 'search'>): Target {
  const resolution = resolvePath(pathname, search);
  if (resolution.kind === 'route') {
    const { key, lang, param } = resolution.match;
    return {
      id: `${lang}:${key}`,
      file: PAGE_FILES[key],
      handle: { key, lang },
      params: { param },
      admin: isAdminRouteKey(key),
      customer: CUSTOMER_PAGES.has(key),
      catalog: PAGE_CATALOG[key] ?? null,
    };
  }
  if (resolution.kind === 'paymentSuccess') {
    const handle = { key: null, lang: null };
    return { id: PAYMENT_SUCCESS_PATH, file: PAYMENT_SUCCESS_FILE, handle, params: {}, admin: false, customer: false, catalog: 'payment' };
  }
  return { id: 'fallback', file: FALLBACK_FILE, handle: null, params: {}, admin: false, customer: false, catalog: null };
}

/** The module of the page a location shows, as the build's manifest names it (`src/app/routes/…`). */
export function pageModuleOf(location: Pick<RouterLocation, 'pathname' | 'search'>): string {
  return `src/app/${targetOf(location).file.slice('./'.length)}`;
}

interface LoadedPage {
  Page: ComponentType;
  /** The admin area's frame, with the staff catalog its pages' texts come from; the site's shell otherwise. */
  Shell: ComponentType;
}

const loadAdminShell = preloadable(() =>
  Promise.all([import('./layout/admin-shell'), loadStaffCatalog()]).then(([module]): ComponentType => module.AdminShell),
);

async function loadPage(target: Target): Promise<LoadedPage> {
  const load = routeModules[target.file];
  if (!load) throw new Error(`No page module ${target.file}`);
  const [module, Shell] = await Promise.all([
    load(),
    target.admin ? loadAdminShell() : AppShell,
    target.customer ? loadCustomerCatalog() : null,
    target.catalog ? loadPageCatalog(target.catalog) : null,
  ]);
  return { Page: module.default, Shell };
}

/** Each page's load, by `Target.id` (tried again after a failure), and the pages that have arrived. */
const loads = new Map<string, () => Promise<LoadedPage>>();
const loaded = new Map<string, LoadedPage>();

function view(target: Target, location: RouterLocation, { Page, Shell }: LoadedPage): RouteView {
  return {
    params: target.params,
    handle: target.handle,
    element: (
      <RouteErrorBoundary location={createPath(location)}>
        <OutletProvider page={<Page />}>
          <Shell />
        </OutletProvider>
      </RouteErrorBoundary>
    ),
  };
}

/** What `location` shows: at once when its page's code is here, else once it has loaded. */
export function resolveRoute(location: RouterLocation): RouteView | Promise<RouteView> {
  const target = targetOf(location);
  const page = loaded.get(target.id);
  if (page) return view(target, location, page);
  let load = loads.get(target.id);
  if (!load) {
    load = preloadable(() =>
      loadPage(target).then((done) => {
        loaded.set(target.id, done);
        return done;
      }),
    );
    loads.set(target.id, load);
  }
  return load().then(
    (done) => view(target, location, done),
    // The next visit tries again (a chunk that failed to arrive may arrive then).
    (error: unknown) => ({ params: target.params, handle: target.handle, element: <RouteError error={error} /> }),
  );
}

/**
 * On the first load of a page the browser renders itself (sign in, account,
 * admin), the shell paints at once and the page area shows the loader until
 * its chunk arrives (the admin area, whose frame is lazy too, shows only the
 * loader). Server-rendered pages load their chunk before hydrating and never
 * show it. Later navigations keep the current page and show the shell's
 * progress bar.
 */
export function placeholderRoute(location: RouterLocation): RouteView {
  const target = targetOf(location);
  if (target.admin) return { params: target.params, handle: target.handle, element: <PageLoader /> };
  return view(target, location, { Page: PageLoader, Shell: AppShell });
}

/**
 * The localized route table and the only code that turns a route
 * into a path or a path into a route. The web router, the language switcher,
 * the server's head rendering and the sitemap all go through here.
 */
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './languages';

export const ROUTE_KEYS = [
  'home',
  'cars',
  'about',
  'contact',
  'giftCards',
  'car',
  'compare',
  'translate',
  'account',
  'adminCars',
  'order',
  'auth',
  'admin',
  'adminOrders',
  'adminInbox',
  'adminSettings',
  'adminCalendar',
  'adminFleet',
  'manageBooking',
  'terms',
  'privacy',
  'cookies',
  'legalNotice',
  'adminLegal',
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** Localized first segment(s) of each route. `auth`, `admin` and the back office's pages are the same everywhere. */
export const ROUTE_SEGMENTS: Record<RouteKey, Record<Lang, string>> = {
  home: { en: '', es: '', de: '', fr: '', it: '' },
  cars: { en: 'cars', es: 'coches', de: 'autos', fr: 'voitures', it: 'auto' },
  about: { en: 'about', es: 'acerca-de', de: 'uber-uns', fr: 'a-propos', it: 'chi-siamo' },
  contact: { en: 'contact', es: 'contacto', de: 'kontakt', fr: 'contact', it: 'contatto' },
  giftCards: {
    en: 'gift-cards',
    es: 'tarjetas-regalo',
    de: 'geschenkkarten',
    fr: 'cartes-cadeaux',
    it: 'buoni-regalo',
  },
  car: { en: 'car', es: 'coche', de: 'auto', fr: 'voiture', it: 'auto' },
  compare: { en: 'compare', es: 'comparar', de: 'vergleichen', fr: 'comparer', it: 'confronta' },
  translate: { en: 'translate', es: 'traducir', de: 'ubersetzen', fr: 'traduire', it: 'traduci' },
  account: { en: 'account', es: 'cuenta', de: 'konto', fr: 'compte', it: 'account' },
  adminCars: {
    en: 'admin/cars',
    es: 'admin/coches',
    de: 'admin/autos',
    fr: 'admin/voitures',
    it: 'admin/auto',
  },
  order: { en: 'order', es: 'pedido', de: 'bestellung', fr: 'commande', it: 'ordine' },
  auth: { en: 'auth', es: 'auth', de: 'auth', fr: 'auth', it: 'auth' },
  admin: { en: 'admin', es: 'admin', de: 'admin', fr: 'admin', it: 'admin' },
  // The back office's pages keep one segment in every language.
  adminOrders: { en: 'admin/orders', es: 'admin/orders', de: 'admin/orders', fr: 'admin/orders', it: 'admin/orders' },
  adminInbox: { en: 'admin/inbox', es: 'admin/inbox', de: 'admin/inbox', fr: 'admin/inbox', it: 'admin/inbox' },
  adminSettings: { en: 'admin/settings', es: 'admin/settings', de: 'admin/settings', fr: 'admin/settings', it: 'admin/settings' },
  adminCalendar: { en: 'admin/calendar', es: 'admin/calendar', de: 'admin/calendar', fr: 'admin/calendar', it: 'admin/calendar' },
  adminFleet: { en: 'admin/fleet', es: 'admin/fleet', de: 'admin/fleet', fr: 'admin/fleet', it: 'admin/fleet' },
  manageBooking: { en: 'my-booking', es: 'mi-reserva', de: 'meine-buchung', fr: 'ma-reservation', it: 'la-mia-prenotazione' },
  terms: { en: 'terms', es: 'condiciones', de: 'agb', fr: 'conditions', it: 'condizioni' },
  privacy: { en: 'privacy', es: 'privacidad', de: 'datenschutz', fr: 'confidentialite', it: 'privacy' },
  cookies: { en: 'cookies', es: 'cookies', de: 'cookies', fr: 'cookies', it: 'cookie' },
  legalNotice: { en: 'legal-notice', es: 'aviso-legal', de: 'impressum', fr: 'mentions-legales', it: 'note-legali' },
  adminLegal: { en: 'admin/legal', es: 'admin/legal', de: 'admin/legal', fr: 'admin/legal', it: 'admin/legal' },
};

/** Routes whose path ends with one parameter: the car's slug or id, the order's car id. */
const PARAM_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>(['car', 'order']);
/** Routes the English table offers without a language prefix (the translation manager has none). */
const UNPREFIXED_KEYS: readonly RouteKey[] = ROUTE_KEYS.filter((key) => key !== 'translate');

/** Public, indexable pages: listed in the sitemap, crawlable. */
export const PUBLIC_ROUTE_KEYS = [
  'home',
  'cars',
  'about',
  'contact',
  'giftCards',
  'compare',
  'terms',
  'privacy',
  'cookies',
  'legalNotice',
] as const satisfies readonly RouteKey[];

/** Paths the server answers itself; the web router never handles them. */
export const SERVER_PATHS = ['/sitemap.xml', '/robots.txt', '/sitemaps'] as const;
export const PAYMENT_SUCCESS_PATH = '/payment-success';

export interface RouteMatch {
  lang: Lang;
  key: RouteKey;
  /** Slug or id for `car`, car id for `order`. */
  param?: string;
}

export type PathResolution =
  | { kind: 'route'; match: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'paymentSuccess' }
  | { kind: 'server' }
  | { kind: 'notFound'; lang: Lang };

/** The path of a route in a language, e.g. `('es', 'car', 'ferrari-roma-ab12cd')` -> `/es/coche/ferrari-roma-ab12cd`. */
export function localizedPath(lang: Lang, key: RouteKey, param?: string): string {
  const segment = ROUTE_SEGMENTS[key][lang];
  let path = segment ? `/${lang}/${segment}` : `/${lang}`;
  if (PARAM_ROUTES.has(key)) {
    if (!param) throw new Error(`Route "${key}" needs a parameter`);
    path += `/${encodeURIComponent(param)}`;
  }
  return path;
}

function splitPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

function matchSegments(lang: Lang, parts: string[], keys: readonly RouteKey[]): RouteMatch | null {
  for (const key of keys) {
    const segment = ROUTE_SEGMENTS[key][lang];
    const own = segment ? segment.split('/') : [];
    const wantsParam = PARAM_ROUTES.has(key);
    if (parts.length !== own.length + (wantsParam ? 1 : 0)) continue;
    if (!own.every((part, i) => part === parts[i])) continue;
    const param = wantsParam ? parts[own.length] : undefined;
    if (wantsParam && !param) continue;
    return param === undefined ? { lang, key } : { lang, key, param };
  }
  return null;
}

/** What a path means: a page, a redirect to the English page, the payment page, a server file, or nothing (404). */
export function resolvePath(pathname: string, search = ''): PathResolution {
  const clean = pathname.replace(/\/{2,}/g, '/');
  if ((SERVER_PATHS as readonly string[]).includes(clean.replace(/\/$/, '') || '/')) return { kind: 'server' };
  if (clean.replace(/\/$/, '') === PAYMENT_SUCCESS_PATH) return { kind: 'paymentSuccess' };
  const parts = splitPath(clean);
  const [first, ...rest] = parts;
  if (isLang(first)) {
    const match = matchSegments(first, rest, ROUTE_KEYS);
    return match ? { kind: 'route', match } : { kind: 'notFound', lang: first };
  }
  const english = matchSegments(DEFAULT_LANG, parts, UNPREFIXED_KEYS);
  if (english) {
    return { kind: 'redirect', to: localizedPath(DEFAULT_LANG, english.key, english.param) + search };
  }
  return { kind: 'notFound', lang: DEFAULT_LANG };
}

/** The same page in another language; used by the language switcher. */
export function switchLanguagePath(match: RouteMatch, lang: Lang): string {
  return localizedPath(lang, match.key, match.param);
}

/** Every language's path of a route, for hreflang alternates and the sitemap. */
export function alternatePaths(key: RouteKey, param?: string): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localizedPath(lang, key, param)])) as Record<
    Lang,
    string
  >;
}

/** The language a path is in, English when it has no prefix. */
export function langOfPath(pathname: string): Lang {
  const first = splitPath(pathname)[0];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The router pattern of a route, e.g. `/es/coche/:param`. */
export function routePattern(lang: Lang, key: RouteKey): string {
  const segment = ROUTE_SEGMENTS[key][lang];
  const base = segment ? `/${lang}/${segment}` : `/${lang}`;
  return PARAM_ROUTES.has(key) ? `${base}/:param` : base;
}

/**
 * The HTML of every page. Public pages (home, fleet, car, compare, about,
 * contact, gift cards, payment success, 404) are rendered here with the web
 * app's own components, in the URL's language, from what the page shows,
 * read here and embedded for hydration; their head carries title,
 * description, canonical, hreflang alternates, social tags and structured
 * data, since crawlers and link previews (WhatsApp, Instagram) run no
 * scripts. Private pages (sign in, account, order, admin) get their head and
 * are left to the browser. What each path means comes from the domain's
 * `resolvePath`; this decides the status, the data, the head and how long
 * the answer may be cached.
 */
import {
  breadcrumbJsonLd,
  businessJsonLd,
  buildCarSlug,
  buildHead,
  CAR_IMAGE_SIZES,
  carForList,
  carForPage,
  carHeadTexts,
  carImages,
  carJsonLd,
  DEFAULT_CAR_IMAGE,
  dayPrice,
  DEFAULT_LANG,
  DEFAULT_SOCIAL_IMAGE,
  filterCars,
  filtersFromQuery,
  formatEUR,
  fromPriceWindow,
  isLang,
  isLegalDocument,
  isPublicRoute,
  jsonLdScript,
  LATEST_CARS_LIMIT,
  legalPageText,
  localizedPath,
  NOT_FOUND_META,
  PAGE_META,
  pageDataKeys,
  parseCarParam,
  parseLegalVersion,
  PAYMENT_SUCCESS_META,
  PAYMENT_SUCCESS_PATH,
  resolvePath,
  responsiveCarImage,
  type Head,
  type Lang,
  type PageData,
  type RouteMatch,
  type SeasonWindow,
  type SiteSettings,
  type Translate,
  todayIn,
} from '@costa/domain';
import { translatorFor } from '../i18n';
import { pageAppRenderFailed, pageNotFound, pageRendered, pageRenderFailed, type NotFoundReason } from '../logs';
import { renderBareShell, renderPageHtml } from '../render/page-html';
import type { AppRenderer, RenderedApp } from '../services/app-build';
import type { StorefrontReads } from '../services/cars';
import type { SiteSettingsSource } from '../services/site-settings';
import { rejectUnlessRead, requestOrigin, searchOf, sendCompressed, type HttpRequest, type HttpResponse } from './http';

/**
 * Fresh for 5 minutes in the browser and 10 at the CDN; for 10 minutes more a
 * stale copy is served at once while a fresh one is fetched (the live data the
 * page subscribes to corrects prices and availability meanwhile). See
 * docs/decisions/0001-page-function-settings.md.
 */
export const CACHE_PUBLIC = 'public, max-age=300, s-maxage=600, stale-while-revalidate=600';
export const CACHE_PRIVATE = 'private, no-store';
/** Short, so a car an admin makes available again is found within a minute. */
export const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=60';
export const CACHE_REDIRECT = 'public, max-age=3600, s-maxage=86400';

/** A page the server renders: in what language, from what data, with which picture first in view. */
export interface PageRender {
  lang: Lang;
  data: PageData;
  /** The photo that is the page's largest paint, preloaded at high priority. */
  leadImage: { src: string; sizes: string } | null;
  jsonLd: object[];
}

export type PageOutcome =
  | { status: 301; location: string; cacheControl: string }
  | { status: 200; head: Head; cacheControl: string; render: PageRender | null }
  | { status: 404; head: Head; cacheControl: string; reason: NotFoundReason; render: PageRender | null };

export interface PageRequest {
  /** URL-encoded path, as received. */
  path: string;
  /** Query string with its `?`, or ''. */
  search: string;
  origin: string;
}

function notFound(request: PageRequest, lang: Lang, reason: NotFoundReason, render: PageRender | null): PageOutcome {
  const t = translatorFor(lang);
  const head = buildHead({
    origin: request.origin,
    lang,
    key: null,
    path: request.path,
    title: t(NOT_FOUND_META.title),
    description: t(NOT_FOUND_META.description),
    image: DEFAULT_SOCIAL_IMAGE,
    noindex: true,
  });
  return { status: 404, head, cacheControl: CACHE_NOT_FOUND, reason, render };
}

function renderOf(lang: Lang, data: PageData = {}, extra: Partial<PageRender> = {}): PageRender {
  return { lang, data, leadImage: null, jsonLd: [], ...extra };
}

function fleetCrumbs(t: Translate, origin: string, lang: Lang) {
  return [
    { name: t(PAGE_META.home.title), url: `${origin}${localizedPath(lang, 'home')}` },
    { name: t(PAGE_META.cars.title), url: `${origin}${localizedPath(lang, 'cars')}` },
  ];
}

async function carPage(request: PageRequest, match: RouteMatch, store: StorefrontReads): Promise<PageOutcome> {
  const { lang } = match;
  const param = match.param ?? '';
  const ref = parseCarParam(param);
  const car = ref.kind === 'slug' ? await store.carBySlugKey(ref.slugKey) : await store.carById(ref.id);
  if (!car) {
    // The car page itself says so ("Car not found"), as it would in the browser.
    return notFound(request, lang, 'car-not-found', renderOf(lang, { [pageDataKeys.car(param)]: null }));
  }
  const today = todayIn();
  const [blocked, discounts, seasons] = await Promise.all([
    store.blockedRanges(car.id),
    store.activeDiscounts(),
    store.carSeasons(car, today),
  ]);
  // What a day costs today, as the calendar and the head say it: the season's price if one covers today.
  const todayPrice = dayPrice(car, today, seasons).price;
  const t = translatorFor(lang);
  const texts = carHeadTexts(t, {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: formatEUR(todayPrice, lang),
  });
  // Reached by id or by an outdated slug, the page still names one canonical URL.
  const slug = buildCarSlug(car.name, car.model, car.id);
  const head = buildHead({
    origin: request.origin,
    lang,
    key: 'car',
    param: slug,
    title: texts.title,
    description: texts.description,
    image: car.images[0] ?? DEFAULT_CAR_IMAGE,
    imageAlt: car.name,
    type: 'product',
  });
  const path = localizedPath(lang, 'car', slug);
  const render = renderOf(
    lang,
    {
      [pageDataKeys.car(param)]: carForPage(car, lang),
      [pageDataKeys.blockedRanges(car.id)]: blocked,
      [pageDataKeys.discounts()]: discounts,
      [pageDataKeys.carSeasons(car.id, car.category)]: seasons,
    },
    {
      leadImage: { src: carImages(car)[0]!, sizes: CAR_IMAGE_SIZES.gallery },
      jsonLd: [
        carJsonLd({ origin: request.origin, lang, car, path, todayPrice }),
        breadcrumbJsonLd([...fleetCrumbs(t, request.origin, lang), { name: car.name, url: `${request.origin}${path}` }]),
      ],
    },
  );
  return { status: 200, head, cacheControl: CACHE_PUBLIC, render };
}

/**
 * A legal text: its current version, or the numbered one a `?version=` asks
 * for (the one an order's customer accepted), which is not indexed. A version
 * that does not exist is a 404; a text never published shows the page's own
 * "not published yet".
 */
async function legalPage(request: PageRequest, match: RouteMatch, store: StorefrontReads): Promise<PageOutcome> {
  const { lang, key } = match;
  if (!isLegalDocument(key)) throw new Error(`${key} is not a legal text`);
  const asked = new URLSearchParams(request.search).get('version');
  const version = parseLegalVersion(asked);
  const found = asked === null || version !== null ? await store.legalText(key, version) : null;
  const data = { [pageDataKeys.legalText(key, lang, version)]: found ? legalPageText(found, lang) : null };
  if (asked !== null && !found) return notFound(request, lang, 'legal-version-not-found', renderOf(lang, data));
  return { status: 200, head: routeHead(request, match, { noindex: asked !== null }), cacheControl: CACHE_PUBLIC, render: renderOf(lang, data) };
}

/** A route's head: its translated title and description, its canonical and alternates. */
function routeHead(request: PageRequest, { lang, key, param }: RouteMatch, { noindex = false }: { noindex?: boolean } = {}) {
  const t = translatorFor(lang);
  const meta = PAGE_META[key];
  return buildHead({
    origin: request.origin,
    lang,
    key,
    param,
    title: t(meta.title),
    description: t(meta.description),
    image: DEFAULT_SOCIAL_IMAGE,
    ...(noindex && { noindex }),
  });
}

/** The seasons of the next FROM_PRICE_DAYS days, for the cards' "from" prices. */
async function seasonsAhead(store: StorefrontReads): Promise<SeasonWindow> {
  const window = fromPriceWindow(todayIn());
  return { ...window, seasons: await store.seasonsWithin(window.from, window.to) };
}

async function routeRender(
  request: PageRequest,
  match: RouteMatch,
  store: StorefrontReads,
  settings: SiteSettings | null,
): Promise<PageRender | null> {
  const { lang, key } = match;
  if (!isPublicRoute(key)) return null;
  if (key === 'home') {
    // The featured cars, and the FAQ's ranges of the rental terms across the fleet (one summary document).
    const [latest, ranges, ahead] = await Promise.all([store.latestCars(LATEST_CARS_LIMIT), store.rentalTermsRanges(), seasonsAhead(store)]);
    const cars = latest.map(carForList);
    const data = { [pageDataKeys.latestCars()]: cars, [pageDataKeys.rentalTermsRanges()]: ranges, [pageDataKeys.seasonsAhead()]: ahead };
    return renderOf(lang, data, {
      jsonLd: settings ? [businessJsonLd({ origin: request.origin, lang, settings })] : [],
    });
  }
  if (key === 'cars') {
    const [available, ahead] = await Promise.all([store.availableCars(), seasonsAhead(store)]);
    const cars = available.map(carForList);
    const first = filterCars(cars, filtersFromQuery(new URLSearchParams(request.search)))[0];
    return renderOf(lang, { [pageDataKeys.availableCars()]: cars, [pageDataKeys.seasonsAhead()]: ahead }, {
      leadImage: first ? { src: carImages(first)[0]!, sizes: CAR_IMAGE_SIZES.card } : null,
      jsonLd: [breadcrumbJsonLd(fleetCrumbs(translatorFor(lang), request.origin, lang))],
    });
  }
  return renderOf(lang);
}

async function routePage(
  request: PageRequest,
  match: RouteMatch,
  store: StorefrontReads,
  settings: SiteSettings | null,
): Promise<PageOutcome> {
  const render = await routeRender(request, match, store, settings);
  return { status: 200, head: routeHead(request, match), cacheControl: isPublicRoute(match.key) ? CACHE_PUBLIC : CACHE_PRIVATE, render };
}

function paymentSuccessPage(request: PageRequest): PageOutcome {
  const requested = new URLSearchParams(request.search).get('lang');
  const lang = isLang(requested) ? requested : DEFAULT_LANG;
  const t = translatorFor(lang);
  const head = buildHead({
    origin: request.origin,
    lang,
    key: null,
    path: PAYMENT_SUCCESS_PATH,
    title: t(PAYMENT_SUCCESS_META.title),
    description: t(PAYMENT_SUCCESS_META.description),
    image: DEFAULT_SOCIAL_IMAGE,
    noindex: true,
  });
  return { status: 200, head, cacheControl: CACHE_PRIVATE, render: renderOf(lang) };
}

/** What to answer for a path: a redirect, or a page with its head and what to render it from. */
export async function decidePage(
  request: PageRequest,
  store: StorefrontReads,
  settings: SiteSettings | null,
): Promise<PageOutcome> {
  const resolution = resolvePath(request.path, request.search);
  switch (resolution.kind) {
    case 'redirect':
      return { status: 301, location: resolution.to, cacheControl: CACHE_REDIRECT };
    case 'route':
      if (resolution.match.key === 'car') return carPage(request, resolution.match, store);
      if (isLegalDocument(resolution.match.key)) return legalPage(request, resolution.match, store);
      return routePage(request, resolution.match, store, settings);
    case 'paymentSuccess':
      return paymentSuccessPage(request);
    case 'notFound':
      return notFound(request, resolution.lang, 'unknown-path', renderOf(resolution.lang));
    case 'server':
      // Hosting sends these to their own functions; only a misconfiguration lands here.
      return notFound(request, DEFAULT_LANG, 'server-path', null);
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The lead photo's preload: fetched at high priority with the HTML, in the
 * size the page's `<img>` will pick (same `srcset` and `sizes`), before the
 * browser has laid anything out. The app's scripts come after the first paint.
 */
export function leadImagePreload(image: { src: string; sizes: string }): string {
  const { src, sources } = responsiveCarImage(image.src);
  const best = sources[0];
  const srcset = best
    ? ` imagesrcset="${escapeAttribute(best.srcSet)}" imagesizes="${escapeAttribute(image.sizes)}" type="${best.type}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${srcset} fetchpriority="high">`;
}

/**
 * What the page cost, in the standard header a browser's developer tools
 * show: Firestore documents read, and the time to read and render.
 */
export function serverTiming(reads: number, renderMs: number): string {
  return `firestore;desc="${reads} reads", render;dur=${renderMs}`;
}

/** The number of documents a page's Server-Timing header says it read. */
export function readsOf(header: string | null | undefined): number | null {
  const match = /firestore;desc="(\d+) reads"/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

export interface PageDeps {
  /** A reader per request (it counts the request's reads). */
  storefront: () => StorefrontReads;
  siteSettings: SiteSettingsSource;
  template: () => string;
  renderer: () => AppRenderer | null;
  /** SITE_ORIGIN; '' to use the host of the request. */
  configuredOrigin: () => string;
  /** The app pages' Content-Security-Policy (services/content-security.ts). */
  contentSecurityPolicy: () => string;
}

/**
 * A file Hosting did not find (an old build's chunk, a mistyped image): pages
 * never have a dot in their last segment. Answered with a bare 404, without
 * rendering a page or reading Firestore.
 */
export function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

async function renderApp(
  deps: PageDeps,
  request: PageRequest,
  render: PageRender,
  settings: SiteSettings | null,
): Promise<RenderedApp | null> {
  const renderer = deps.renderer();
  if (!renderer) return null;
  try {
    const url = `${request.origin || 'http://localhost'}${request.path}${request.search}`;
    // The settings travel in their own element of every page (rendered or not); the app reads them like the rest.
    const data = { ...render.data, [pageDataKeys.siteSettings()]: settings };
    return await renderer.render({ url, lang: render.lang, data });
  } catch (error) {
    // The browser can still render the page from the same data; a broken render must not cost the visit.
    pageAppRenderFailed(request.path, error);
    return null;
  }
}

export function createPageHandler(deps: PageDeps) {
  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    if (rejectUnlessRead(req, res)) return;
    const { path } = req;
    res.set('Content-Security-Policy', deps.contentSecurityPolicy());
    if (isFilePath(path)) {
      pageNotFound(path, 'missing-file');
      res.status(404).set('Content-Type', 'text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=60').send('Not Found');
      return;
    }
    const started = Date.now();
    try {
      const request: PageRequest = {
        path,
        search: searchOf(req.url),
        origin: requestOrigin(deps.configuredOrigin(), req.headers),
      };
      const store = deps.storefront();
      const settings = await deps.siteSettings();
      const outcome = await decidePage(request, store, settings);
      if (outcome.status === 301) {
        res.status(301).set('Location', outcome.location).set('Cache-Control', outcome.cacheControl).send('');
        return;
      }
      if (outcome.status === 404) pageNotFound(path, outcome.reason);
      const { render } = outcome;
      const app = render ? await renderApp(deps, request, render, settings) : null;
      const html = renderPageHtml(deps.template(), {
        head: outcome.head,
        settings,
        headExtra: render?.jsonLd.map((data) => jsonLdScript(data)) ?? [],
        preloads: app && render?.leadImage ? [leadImagePreload(render.leadImage)] : [],
        app,
        data: render?.data ?? null,
      });
      const renderMs = Date.now() - started;
      pageRendered(path, outcome.status, store.reads, renderMs);
      res
        .status(outcome.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', outcome.cacheControl)
        .set('Server-Timing', serverTiming(store.reads, renderMs));
      sendCompressed(req, res, html);
    } catch (error) {
      pageRenderFailed(path, error);
      res
        .status(500)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(renderBareShell(deps.template()));
    }
  };
}

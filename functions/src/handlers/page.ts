/**
 * The HTML of every page, with its head tags already in it: crawlers and link
 * previews (WhatsApp, Instagram) run no scripts, so title, description,
 * canonical, hreflang alternates and social tags must come from the server.
 * What each path means comes from the domain's `resolvePath`; this decides the
 * status, the head and how long the answer may be cached.
 */
import {
  buildCarSlug,
  buildHead,
  carHeadTexts,
  DEFAULT_CAR_IMAGE,
  DEFAULT_LANG,
  DEFAULT_SOCIAL_IMAGE,
  formatEUR,
  isLang,
  isPublicRoute,
  NOT_FOUND_META,
  PAGE_META,
  parseCarParam,
  PAYMENT_SUCCESS_META,
  PAYMENT_SUCCESS_PATH,
  resolvePath,
  type Head,
  type Lang,
  type RouteMatch,
} from '@costa/domain';
import { translatorFor } from '../i18n';
import { pageNotFound, pageRenderFailed, type NotFoundReason } from '../logs';
import { renderBareShell, renderPageHtml } from '../render/page-html';
import type { CarStore } from '../services/cars';
import type { SiteSettingsSource } from '../services/site-settings';
import { rejectUnlessRead, requestOrigin, searchOf, type HttpRequest, type HttpResponse } from './http';

export const CACHE_PUBLIC = 'public, max-age=300, s-maxage=600';
export const CACHE_PRIVATE = 'private, no-store';
/** Short, so a car an admin makes available again is found within a minute. */
export const CACHE_NOT_FOUND = 'public, max-age=60, s-maxage=60';
export const CACHE_REDIRECT = 'public, max-age=3600, s-maxage=86400';

export type PageOutcome =
  | { status: 301; location: string; cacheControl: string }
  | { status: 200; head: Head; cacheControl: string }
  | { status: 404; head: Head; cacheControl: string; reason: NotFoundReason };

export interface PageRequest {
  /** URL-encoded path, as received. */
  path: string;
  /** Query string with its `?`, or ''. */
  search: string;
  origin: string;
}

type CarLookup = Pick<CarStore, 'findAvailableBySlugKey' | 'getAvailableById'>;

function notFound(request: PageRequest, lang: Lang, reason: NotFoundReason): PageOutcome {
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
  return { status: 404, head, cacheControl: CACHE_NOT_FOUND, reason };
}

async function carPage(request: PageRequest, match: RouteMatch, cars: CarLookup): Promise<PageOutcome> {
  const { lang } = match;
  const ref = parseCarParam(match.param ?? '');
  const car =
    ref.kind === 'slug' ? await cars.findAvailableBySlugKey(ref.slugKey) : await cars.getAvailableById(ref.id);
  if (!car) return notFound(request, lang, 'car-not-found');
  const texts = carHeadTexts(translatorFor(lang), {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: formatEUR(car.dailyPrice, lang),
  });
  const head = buildHead({
    origin: request.origin,
    lang,
    key: 'car',
    // Reached by id or by an outdated slug, the page still names one canonical URL.
    param: buildCarSlug(car.name, car.model, car.id),
    title: texts.title,
    description: texts.description,
    image: car.images[0] ?? DEFAULT_CAR_IMAGE,
    imageAlt: car.name,
    type: 'product',
  });
  return { status: 200, head, cacheControl: CACHE_PUBLIC };
}

function routePage(request: PageRequest, match: RouteMatch): PageOutcome {
  const { lang, key, param } = match;
  const t = translatorFor(lang);
  const meta = PAGE_META[key];
  const head = buildHead({
    origin: request.origin,
    lang,
    key,
    param,
    title: t(meta.title),
    description: t(meta.description),
    image: DEFAULT_SOCIAL_IMAGE,
  });
  return { status: 200, head, cacheControl: isPublicRoute(key) ? CACHE_PUBLIC : CACHE_PRIVATE };
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
  return { status: 200, head, cacheControl: CACHE_PRIVATE };
}

/** What to answer for a path: a redirect, a page with its head, or a 404 page. */
export async function decidePage(request: PageRequest, cars: CarLookup): Promise<PageOutcome> {
  const resolution = resolvePath(request.path, request.search);
  switch (resolution.kind) {
    case 'redirect':
      return { status: 301, location: resolution.to, cacheControl: CACHE_REDIRECT };
    case 'route':
      return resolution.match.key === 'car'
        ? carPage(request, resolution.match, cars)
        : routePage(request, resolution.match);
    case 'paymentSuccess':
      return paymentSuccessPage(request);
    case 'notFound':
      return notFound(request, resolution.lang, 'unknown-path');
    case 'server':
      // Hosting sends these to their own functions; only a misconfiguration lands here.
      return notFound(request, DEFAULT_LANG, 'server-path');
  }
}

export interface PageDeps {
  cars: CarLookup;
  siteSettings: SiteSettingsSource;
  template: () => string;
  /** SITE_ORIGIN; '' to use the host of the request. */
  configuredOrigin: () => string;
}

/**
 * A file Hosting did not find (an old build's chunk, a mistyped image): pages
 * never have a dot in their last segment. Answered with a bare 404, without
 * rendering a page or reading Firestore.
 */
export function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

export function createPageHandler(deps: PageDeps) {
  return async (req: HttpRequest, res: HttpResponse): Promise<void> => {
    if (rejectUnlessRead(req, res)) return;
    const { path } = req;
    if (isFilePath(path)) {
      pageNotFound(path, 'missing-file');
      res.status(404).set('Content-Type', 'text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=60').send('Not Found');
      return;
    }
    try {
      const request: PageRequest = {
        path,
        search: searchOf(req.url),
        origin: requestOrigin(deps.configuredOrigin(), req.headers),
      };
      const [outcome, settings] = await Promise.all([decidePage(request, deps.cars), deps.siteSettings()]);
      if (outcome.status === 301) {
        res.status(301).set('Location', outcome.location).set('Cache-Control', outcome.cacheControl).send('');
        return;
      }
      if (outcome.status === 404) pageNotFound(path, outcome.reason);
      res
        .status(outcome.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', outcome.cacheControl)
        .send(renderPageHtml(deps.template(), outcome.head, settings));
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

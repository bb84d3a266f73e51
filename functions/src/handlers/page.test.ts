import {
  buildCarSlug,
  DEFAULT_CAR_IMAGE,
  formatEUR,
  LATEST_CARS_LIMIT,
  NOT_FOUND_META,
  PAGE_META,
  pageDataKeys,
  PAYMENT_SUCCESS_META,
  addDays,
  fromPriceWindow,
  rentalTermsRanges,
  scopeKeysOf,
  seasonScopeKey,
  seasonsWithin,
  todayIn,
  type BlockedRange,
  type Season,
  type Car,
  type Head,
  type LegalDocument,
  type LegalVersion,
} from '@costa/domain';
import { buildCar, buildDiscount, buildSiteSettings } from '../../../tests/builders';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { translatorFor } from '../i18n';
import { pageAppRenderFailed, pageNotFound, pageRenderFailed } from '../logs';
import type { AppRenderer } from '../services/app-build';
import type { StorefrontReads } from '../services/cars';
import { fakeResponse, hostingRequest } from '../testing/fake-http';
import {
  CACHE_NOT_FOUND,
  CACHE_PRIVATE,
  CACHE_PUBLIC,
  createPageHandler,
  decidePage,
  readsOf,
  type PageOutcome,
} from './page';

jest.mock('../logs');

const ORIGIN = 'http://127.0.0.1:5000';
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en" data-theme="dark">',
  '<head>',
  '<!--head-->',
  '<!--preload-->',
  '<!--styles-->',
  '</head>',
  '<body><div id="root"><!--app--></div><!--data--></body>',
  '</html>',
].join('\n');

const roma = buildCar({
  id: 'Xy12ZwRomaCar',
  name: 'Ferrari Roma',
  model: 'Roma',
  dailyPrice: 1200,
  images: ['/cars/ferrari-roma-1.jpg', '/cars/ferrari-roma-2.jpg'],
  descriptionTranslations: { en: 'A grand tourer.', es: 'Un gran turismo.', de: 'Ein Gran Turismo.' },
  createdAt: 3,
});
const bare = buildCar({ id: 'Qq77PpBare', name: 'Porsche 911 GT3', brand: 'Porsche', model: '911 GT3', images: [], createdAt: 2 });
const urus = buildCar({ id: 'Uu55UrusCar', name: 'Lamborghini Urus S', brand: 'Lamborghini', model: 'Urus S', createdAt: 1 });
const ROMA_BLOCKS: BlockedRange[] = [{ startDate: '2030-07-10', endDate: '2030-07-12' }];
const TIERS = [buildDiscount({ id: 'd1', minDays: 1, maxDays: 1, discountPercentage: 0 })];
const TODAY = todayIn();
/** The Roma costs 2,000 € a day from today for ten days; the fleet costs more in 100 days, beyond the "from" prices' window. */
const SEASONS: Season[] = [
  {
    id: 'roma-now',
    names: { en: 'Event week' },
    startDate: TODAY,
    endDate: addDays(TODAY, 10),
    scope: 'car',
    target: 'Xy12ZwRomaCar',
    rate: { kind: 'fixed', value: 2000 },
    weekendRate: null,
  },
  {
    id: 'later',
    names: { en: 'High season' },
    startDate: addDays(TODAY, 100),
    endDate: addDays(TODAY, 160),
    scope: 'fleet',
    target: '',
    rate: { kind: 'multiplier', value: 1.3 },
    weekendRate: null,
  },
];
const TERMS_V1: LegalVersion = { document: 'terms', version: 1, publishedAt: '2026-11-01T09:00:00.000Z', texts: { en: 'Terms', es: 'Condiciones' } };

/** An in-memory reader over `cars`, counting reads as Firestore bills them. */
function fakeStore(cars: Car[] = [roma, bare, urus]) {
  let reads = 0;
  const read = <T,>(value: T, docs: number): T => {
    reads += Math.max(1, docs);
    return value;
  };
  const newest = [...cars].sort((a, b) => b.createdAt - a.createdAt);
  const store = {
    get reads() {
      return reads;
    },
    latestCars: jest.fn(async (limit: number) => {
      const found = newest.slice(0, limit);
      return read(found, found.length);
    }),
    availableCars: jest.fn(async () => read(newest, newest.length)),
    carBySlugKey: jest.fn(async (key: string) => read(cars.find((car) => car.slugKey === key) ?? null, 1)),
    carById: jest.fn(async (id: string) => read(cars.find((car) => car.id === id) ?? null, 1)),
    blockedRanges: jest.fn(async (carId: string) => (carId === roma.id ? read(ROMA_BLOCKS, ROMA_BLOCKS.length) : read([], 0))),
    activeDiscounts: jest.fn(async () => read(TIERS, TIERS.length)),
    carSeasons: jest.fn(async (car: Pick<Car, 'id' | 'category'>, from: string) => {
      const found = SEASONS.filter((x) => scopeKeysOf(car).includes(seasonScopeKey(x.scope, x.target)) && x.endDate >= from);
      return read(found, found.length);
    }),
    seasonsWithin: jest.fn(async (from: string, to: string) => {
      const found = seasonsWithin(SEASONS, from, to);
      return read(found, found.length);
    }),
    legalText: jest.fn(async (document: LegalDocument, version: number | null) =>
      read(version === null || version === TERMS_V1.version ? (document === 'terms' ? TERMS_V1 : null) : null, 1),
    ),
    rentalTermsRanges: jest.fn(async () => read(rentalTermsRanges(cars), 1)),
  };
  return store satisfies StorefrontReads;
}

function decide(url: string, store: StorefrontReads = fakeStore(), settings = buildSiteSettings()): Promise<PageOutcome> {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  return decidePage({ path, search: at === -1 ? '' : url.slice(at), origin: ORIGIN }, store, settings);
}

function renderOf(outcome: PageOutcome) {
  if (outcome.status === 301) throw new Error(`expected a page, got a redirect to ${outcome.location}`);
  return outcome.render;
}

function headOf(outcome: PageOutcome): Head {
  if (outcome.status === 301) throw new Error(`expected a page, got a redirect to ${outcome.location}`);
  return outcome.head;
}

function tag(head: Head, key: string): string | undefined {
  for (const t of head.tags) {
    if (t.tag === 'meta' && ('name' in t ? t.name : t.property) === key) return t.content;
    if (t.tag === 'link' && t.rel === key) return t.href;
  }
  return undefined;
}

describe('page decisions', () => {
  it('renders a public page in its language, cacheable', async () => {
    const outcome = await decide('/es/coches');
    const t = translatorFor('es');
    expect(outcome).toMatchObject({ status: 200, cacheControl: CACHE_PUBLIC });
    const head = headOf(outcome);
    expect(head.lang).toBe('es');
    expect(head.title).toBe(`${t(PAGE_META.cars.title)} | Costa Prestige`);
    expect(tag(head, 'canonical')).toBe(`${ORIGIN}/es/coches`);
    expect(tag(head, 'og:image')).toBe(`${ORIGIN}/og-image.jpg`);
    expect(tag(head, 'robots')).toBeUndefined();
  });

  it.each(['/de/konto', '/fr/auth', '/it/admin', '/es/admin/coches', '/en/translate', '/de/bestellung/abc'])(
    'renders the private page %s noindex and uncacheable',
    async (path) => {
      const outcome = await decide(path);
      expect(outcome).toMatchObject({ status: 200, cacheControl: CACHE_PRIVATE });
      expect(tag(headOf(outcome), 'robots')).toBe('noindex, nofollow');
    },
  );

  it('redirects an unprefixed path to English, keeping the query', async () => {
    expect(await decide('/cars?brand=Ferrari')).toMatchObject({ status: 301, location: '/en/cars?brand=Ferrari' });
    expect(await decide('/')).toMatchObject({ status: 301, location: '/en' });
  });

  it('answers an unknown path with a 404 page in the path’s language', async () => {
    const outcome = await decide('/es/nada');
    expect(outcome).toMatchObject({ status: 404, reason: 'unknown-path', cacheControl: CACHE_NOT_FOUND });
    const head = headOf(outcome);
    expect(head.lang).toBe('es');
    expect(head.title).toBe(`${translatorFor('es')(NOT_FOUND_META.title)} | Costa Prestige`);
    expect(tag(head, 'robots')).toBe('noindex, nofollow');
    expect(headOf(await decide('/nope')).lang).toBe('en');
  });

  it("shows a car reached by slug with its name, today's price and first photo", async () => {
    const cars = fakeStore();
    const outcome = await decide('/de/auto/ferrari-roma-xy12zw', cars);
    expect(cars.carBySlugKey).toHaveBeenCalledWith('xy12zw');
    expect(cars.carById).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ status: 200, cacheControl: CACHE_PUBLIC });
    const head = headOf(outcome);
    expect(head.title).toContain('Ferrari Roma');
    expect(tag(head, 'og:title')).toBe(head.title);
    // Today's price is its season's. The description collapses whitespace, so the price's no-break space arrives as a space.
    expect(tag(head, 'description')).toContain(formatEUR(2000, 'de').replace(/\s/g, ' '));
    expect(tag(head, 'og:image')).toBe(`${ORIGIN}/cars/ferrari-roma-1.jpg`);
    expect(tag(head, 'og:type')).toBe('product');
    expect(tag(head, 'canonical')).toBe(`${ORIGIN}/de/auto/${buildCarSlug('Ferrari Roma', 'Roma', roma.id)}`);
  });

  it('names the slug URL as canonical when a car is reached by id', async () => {
    const cars = fakeStore();
    const head = headOf(await decide(`/en/car/${roma.id}`, cars));
    expect(cars.carById).toHaveBeenCalledWith(roma.id);
    expect(tag(head, 'canonical')).toBe(`${ORIGIN}/en/car/ferrari-roma-xy12zw`);
    expect(tag(head, 'og:url')).toBe(`${ORIGIN}/en/car/ferrari-roma-xy12zw`);
  });

  it('uses the stock photo for a car without images', async () => {
    const head = headOf(await decide(`/it/auto/${bare.id}`));
    expect(tag(head, 'og:image')).toBe(`${ORIGIN}${DEFAULT_CAR_IMAGE}`);
  });

  it('answers 404 for a car that is missing or unavailable', async () => {
    const outcome = await decide('/fr/voiture/ferrari-roma-zzzzzz');
    expect(outcome).toMatchObject({ status: 404, reason: 'car-not-found' });
    expect(headOf(outcome).lang).toBe('fr');
  });

  it('renders payment success noindex in the language of ?lang=, else English', async () => {
    const german = await decide('/payment-success?session_id=cs_test_1&lang=de');
    expect(german).toMatchObject({ status: 200, cacheControl: CACHE_PRIVATE });
    expect(headOf(german).lang).toBe('de');
    expect(headOf(german).title).toBe(`${translatorFor('de')(PAYMENT_SUCCESS_META.title)} | Costa Prestige`);
    expect(tag(headOf(german), 'robots')).toBe('noindex, nofollow');
    expect(headOf(await decide('/payment-success?session_id=x&lang=xx')).lang).toBe('en');
    expect(headOf(await decide('/payment-success')).lang).toBe('en');
  });

  it('answers 404 for the server’s own paths should they ever reach the page', async () => {
    expect(await decide('/sitemap.xml')).toMatchObject({ status: 404, reason: 'server-path' });
  });
});

describe('what a page is rendered from', () => {
  it('renders the home page from the latest cars and the fleet summary of rental terms, with the business as structured data', async () => {
    const store = fakeStore();
    const render = renderOf(await decide('/es', store));
    expect(store.latestCars).toHaveBeenCalledWith(LATEST_CARS_LIMIT);
    const cars = render?.data[pageDataKeys.latestCars()] as Car[];
    expect(cars.map((car) => car.id)).toEqual([roma.id, bare.id, urus.id]);
    // Cards show no description: the page does not carry any.
    expect(cars[0]).toMatchObject({ name: 'Ferrari Roma', description: '', descriptionTranslations: {} });
    expect(render?.jsonLd).toEqual([expect.objectContaining({ '@type': 'AutoRental' })]);
    expect(render?.data[pageDataKeys.rentalTermsRanges()]).toEqual(rentalTermsRanges(cars));
    // The cards' "from" prices: only the seasons of the next 30 days.
    expect(render?.data[pageDataKeys.seasonsAhead()]).toEqual({ ...fromPriceWindow(TODAY), seasons: [SEASONS[0]] });
    // Three cars, the one summary document and the one season ahead: never the whole fleet.
    expect(store.reads).toBe(5);
  });

  it('renders the fleet from every available car and preloads the first photo the URL’s filters let through', async () => {
    const store = fakeStore();
    const render = renderOf(await decide('/en/cars?brand=Lamborghini', store));
    expect((render?.data[pageDataKeys.availableCars()] as Car[]).map((car) => car.id)).toEqual([roma.id, bare.id, urus.id]);
    expect(render?.leadImage?.src).toBe(urus.images[0]);
    expect(render?.jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
    expect(render?.data[pageDataKeys.seasonsAhead()]).toEqual({ ...fromPriceWindow(TODAY), seasons: [SEASONS[0]] });
    // Three cars and one season.
    expect(store.reads).toBe(4);
  });

  it('renders a car page from the car in its language, its blocked days and the discount tiers', async () => {
    const store = fakeStore();
    const render = renderOf(await decide('/es/coche/ferrari-roma-xy12zw', store));
    const car = render?.data[pageDataKeys.car('ferrari-roma-xy12zw')] as Car;
    expect(car.descriptionTranslations).toEqual({ en: 'A grand tourer.', es: 'Un gran turismo.' });
    expect(render?.data[pageDataKeys.blockedRanges(roma.id)]).toEqual(ROMA_BLOCKS);
    expect(render?.data[pageDataKeys.discounts()]).toEqual(TIERS);
    expect(render?.leadImage?.src).toBe('/cars/ferrari-roma-1.jpg');
    expect(render?.jsonLd.map((data) => (data as { '@type': unknown })['@type'])).toEqual([['Product', 'Car'], 'BreadcrumbList']);
    // Its own season and the fleet's later one price its calendar; today's price is its season's.
    expect(render?.data[pageDataKeys.carSeasons(roma.id, roma.category)]).toEqual(SEASONS);
    expect(render?.jsonLd[0]).toMatchObject({ offers: { price: 2000 } });
    // The car, its one blocked range, one discount tier, two seasons.
    expect(store.reads).toBe(5);
  });

  it('renders a hidden or unknown car as the car page saying so, with a 404', async () => {
    const outcome = await decide('/en/car/ferrari-roma-zzzzzz');
    expect(outcome.status).toBe(404);
    expect(renderOf(outcome)?.data).toEqual({ [pageDataKeys.car('ferrari-roma-zzzzzz')]: null });
  });

  it.each(['/en/about', '/de/kontakt', '/it/buoni-regalo', '/fr/comparer', '/payment-success?session_id=x', '/en/nothing-here'])(
    'renders %s without reading a document',
    async (path) => {
      const store = fakeStore();
      expect(renderOf(await decide(path, store))).not.toBeNull();
      expect(store.reads).toBe(0);
    },
  );

  it('renders a legal text from its current version, in the page’s language, reading one document', async () => {
    const store = fakeStore();
    const outcome = await decide('/es/condiciones', store);
    expect(outcome.status).toBe(200);
    expect(headOf(outcome).title).toContain(translatorFor('es')(PAGE_META.terms.title));
    expect(renderOf(outcome)?.data).toEqual({
      [pageDataKeys.legalText('terms', 'es', null)]: { document: 'terms', version: 1, publishedAt: TERMS_V1.publishedAt, lang: 'es', text: 'Condiciones' },
    });
    expect(store.legalText).toHaveBeenCalledWith('terms', null);
    expect(store.reads).toBe(1);
  });

  it('renders an earlier version a ?version= names, not indexed, and a missing one as a 404', async () => {
    const kept = await decide('/de/agb?version=1');
    expect(kept.status).toBe(200);
    expect(headOf(kept).tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex, nofollow' });
    // German has no text of its own in that version: the English one stands in.
    expect(renderOf(kept)?.data[pageDataKeys.legalText('terms', 'de', 1)]).toMatchObject({ lang: 'en', text: 'Terms' });
    const store = fakeStore();
    for (const search of ['?version=7', '?version=abc', '?version=0']) expect((await decide(`/en/terms${search}`, store)).status).toBe(404);
    // A version that is not a number is not looked up.
    expect(store.legalText).toHaveBeenCalledTimes(1);
  });

  it('renders a legal text never published as its page, saying so', async () => {
    const outcome = await decide('/fr/mentions-legales');
    expect(outcome.status).toBe(200);
    expect(renderOf(outcome)?.data).toEqual({ [pageDataKeys.legalText('legalNotice', 'fr', null)]: null });
  });

  it.each(['/en/account', '/en/auth', '/en/admin', '/en/order/abc'])('leaves the private page %s to the browser', async (path) => {
    const store = fakeStore();
    expect(renderOf(await decide(path, store))).toBeNull();
    expect(store.reads).toBe(0);
  });
});

describe('page handler', () => {
  beforeEach(() => jest.clearAllMocks());

  const APP_POLICY = "default-src 'self'; script-src 'self' 'sha256-test'";

  const renderer: AppRenderer = {
    render: jest.fn(async ({ lang }) => ({ html: `<main data-lang="${lang}">app</main>`, styles: '<style>.a{}</style>' })),
  };

  function handler(store: StorefrontReads = fakeStore(), settings = buildSiteSettings(), app: AppRenderer | null = renderer) {
    return createPageHandler({
      storefront: () => store,
      siteSettings: async () => settings,
      template: () => TEMPLATE,
      renderer: () => app,
      configuredOrigin: () => '',
      contentSecurityPolicy: () => APP_POLICY,
    });
  }

  it('sends the HTML with head, language and site settings', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/fr/a-propos'), res);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sent.headers['cache-control']).toBe(CACHE_PUBLIC);
    expect(sent.body).toContain('<html lang="fr"');
    expect(sent.body).toContain('<link data-head rel="canonical" href="http://127.0.0.1:5000/fr/a-propos">');
    expect(sent.body).toContain('<script id="site-settings" type="application/json">{"address":');
  });

  it('sends a rendered page with its app, data, lead photo preload and structured data', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/de/autos'), res);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('<div id="root"><main data-lang="de">app</main></div>');
    expect(sent.body).toContain('<style>.a{}</style>');
    expect(sent.body).toContain('<script type="application/ld+json">');
    expect(sent.body).toMatch(/<link rel="preload" as="image" href="\/cars\/ferrari-roma-1.jpg" imagesrcset="[^"]+-480\.webp 480w/);
    expect(sent.body).toContain('<script id="page-data" type="application/json">');
  });

  it.each(['/en', '/en/account', '/en/missing.js'])('sends the app pages’ Content-Security-Policy with %s', async (path) => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest(path), res);
    expect(sent.headers['content-security-policy']).toBe(APP_POLICY);
  });

  it('says in its Server-Timing header how many documents the page read', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/en'), res);
    expect(readsOf(sent.headers['server-timing'])).toBe(5);
    expect(sent.headers['server-timing']).toMatch(/render;dur=\d+/);
  });

  it('leaves the page to the browser, with its head and without data, when the app cannot be rendered', async () => {
    const failing: AppRenderer = { render: jest.fn().mockRejectedValue(new Error('boom')) };
    const { res, sent } = fakeResponse();
    await handler(fakeStore(), buildSiteSettings(), failing)(hostingRequest('/en/cars'), res);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('<div id="root"></div>');
    expect(sent.body).not.toContain('page-data');
    expect(sent.body).not.toContain('rel="preload" as="image"');
    expect(sent.body).toContain('<link data-head rel="canonical"');
    expect(pageAppRenderFailed).toHaveBeenCalledWith('/en/cars', expect.any(Error));
  });

  it('compresses the page the way the browser accepts, and says so', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const { res, sent } = fakeResponse();
      await handler()(hostingRequest('/fr/a-propos', { headers: { ...hostingRequest('/').headers, 'accept-encoding': accept } }), res);
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sent.headers.vary).toBe('Accept-Encoding');
      expect(decode(sent.bytes!).toString('utf8')).toContain('<html lang="fr"');
    }
  });

  it('sends a 301 with the Location of the English page', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/cars?brand=Ferrari'), res);
    expect(sent.status).toBe(301);
    expect(sent.headers.location).toBe('/en/cars?brand=Ferrari');
  });

  it('logs every 404 with its path', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/es/nada'), res);
    expect(sent.status).toBe(404);
    expect(pageNotFound).toHaveBeenCalledWith('/es/nada', 'unknown-path');
  });

  it('sends the bare app shell with a 500 when the car cannot be read', async () => {
    const broken = { ...fakeStore(), carBySlugKey: jest.fn().mockRejectedValue(new Error('unavailable')) };
    const { res, sent } = fakeResponse();
    await handler(broken)(hostingRequest('/en/car/ferrari-roma-xy12zw'), res);
    expect(sent.status).toBe(500);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toContain('<title>Costa Prestige</title>');
    expect(pageRenderFailed).toHaveBeenCalledWith('/en/car/ferrari-roma-xy12zw', expect.any(Error));
  });

  it('answers a missing file with a bare 404, without reading any car', async () => {
    const cars = fakeStore();
    for (const path of ['/assets/index-0ld.js', '/cars/ferrari-roma/9.jpg', '/favicon.ico']) {
      const { res, sent } = fakeResponse();
      await handler(cars)(hostingRequest(path), res);
      expect(sent.status).toBe(404);
      expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(sent.body).toBe('Not Found');
      expect(pageNotFound).toHaveBeenCalledWith(path, 'missing-file');
    }
    expect(cars.reads).toBe(0);
  });

  it('still renders page paths, which have no file extension', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/en/car/ferrari-roma-xy12zw'), res);
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const { res, sent } = fakeResponse();
    await handler()(hostingRequest('/en', { method: 'POST' }), res);
    expect(sent.status).toBe(405);
  });
});

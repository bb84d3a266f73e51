import {
  buildCarSlug,
  formatEUR,
  NOT_FOUND_META,
  PAGE_META,
  PAYMENT_SUCCESS_META,
  type Head,
} from '@costa/domain';
import { buildCar, buildSiteSettings, docData } from '../../../tests/builders';
import { translatorFor } from '../i18n';
import { pageNotFound, pageRenderFailed } from '../logs';
import { toCarHeadRecord, type CarHeadRecord } from '../services/cars';
import { fakeResponse, hostingRequest } from '../testing/fake-http';
import {
  CACHE_NOT_FOUND,
  CACHE_PRIVATE,
  CACHE_PUBLIC,
  createPageHandler,
  decidePage,
  type PageOutcome,
} from './page';
import { DEFAULT_CAR_IMAGE } from '@costa/domain';

jest.mock('../logs');

const ORIGIN = 'http://127.0.0.1:5000';
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en" data-theme="dark">',
  '<head>',
  '<!--head-->',
  '</head>',
  '<body></body>',
  '</html>',
].join('\n');

const roma = buildCar({
  id: 'Xy12ZwRomaCar',
  name: 'Ferrari Roma',
  model: 'Roma',
  dailyPrice: 1200,
  images: ['/cars/roma/1.webp', '/cars/roma/2.webp'],
});
const bare = buildCar({ id: 'Qq77PpBare', name: 'Porsche 911 GT3', brand: 'Porsche', model: '911 GT3', images: [] });

function fakeCars(cars: CarHeadRecord[]) {
  return {
    findAvailableBySlugKey: jest.fn(
      async (key: string) => cars.find((car) => car.id.slice(0, 6).toLowerCase() === key) ?? null,
    ),
    getAvailableById: jest.fn(async (id: string) => cars.find((car) => car.id === id) ?? null),
  };
}

const fleet = () => fakeCars([toCarHeadRecord(roma.id, docData(roma)), toCarHeadRecord(bare.id, docData(bare))]);

function decide(url: string, cars = fleet()): Promise<PageOutcome> {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  return decidePage({ path, search: at === -1 ? '' : url.slice(at), origin: ORIGIN }, cars);
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

  it('shows a car reached by slug with its name, price and first photo', async () => {
    const cars = fleet();
    const outcome = await decide('/de/auto/ferrari-roma-xy12zw', cars);
    expect(cars.findAvailableBySlugKey).toHaveBeenCalledWith('xy12zw');
    expect(cars.getAvailableById).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ status: 200, cacheControl: CACHE_PUBLIC });
    const head = headOf(outcome);
    expect(head.title).toContain('Ferrari Roma');
    expect(tag(head, 'og:title')).toBe(head.title);
    // The description collapses whitespace, so the price's no-break space arrives as a space.
    expect(tag(head, 'description')).toContain(formatEUR(1200, 'de').replace(/\s/g, ' '));
    expect(tag(head, 'og:image')).toBe(`${ORIGIN}/cars/roma/1.webp`);
    expect(tag(head, 'og:type')).toBe('product');
    expect(tag(head, 'canonical')).toBe(`${ORIGIN}/de/auto/${buildCarSlug('Ferrari Roma', 'Roma', roma.id)}`);
  });

  it('names the slug URL as canonical when a car is reached by id', async () => {
    const cars = fleet();
    const head = headOf(await decide(`/en/car/${roma.id}`, cars));
    expect(cars.getAvailableById).toHaveBeenCalledWith(roma.id);
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

describe('page handler', () => {
  beforeEach(() => jest.clearAllMocks());

  function handler(cars = fleet(), settings = buildSiteSettings()) {
    return createPageHandler({
      cars,
      siteSettings: async () => settings,
      template: () => TEMPLATE,
      configuredOrigin: () => '',
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
    const broken = {
      findAvailableBySlugKey: jest.fn().mockRejectedValue(new Error('unavailable')),
      getAvailableById: jest.fn(),
    };
    const { res, sent } = fakeResponse();
    await handler(broken)(hostingRequest('/en/car/ferrari-roma-xy12zw'), res);
    expect(sent.status).toBe(500);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toContain('<title>Costa Prestige</title>');
    expect(pageRenderFailed).toHaveBeenCalledWith('/en/car/ferrari-roma-xy12zw', expect.any(Error));
  });

  it('answers a missing file with a bare 404, without reading any car', async () => {
    const cars = fleet();
    const lookup = jest.spyOn(cars, 'findAvailableBySlugKey');
    for (const path of ['/assets/index-0ld.js', '/cars/ferrari-roma/9.jpg', '/favicon.ico']) {
      const { res, sent } = fakeResponse();
      await handler(cars)(hostingRequest(path), res);
      expect(sent.status).toBe(404);
      expect(sent.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(sent.body).toBe('Not Found');
      expect(pageNotFound).toHaveBeenCalledWith(path, 'missing-file');
    }
    expect(lookup).not.toHaveBeenCalled();
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

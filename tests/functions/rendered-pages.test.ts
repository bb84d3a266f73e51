/**
 * The public pages as the server renders them, through the hosting emulator:
 * before any script runs, the HTML already holds what the page shows (the
 * latest cars, the fleet as the URL filters it, a car with its price and
 * specifications), the data to hydrate from, valid structured data, and it
 * reads no more documents than it shows.
 */
import {
  buildCarSlug,
  filterCars,
  filtersFromQuery,
  formatEUR,
  LANGUAGES,
  LATEST_CARS_LIMIT,
  localizedPath,
  PAGE_DATA_ELEMENT_ID,
  pageDataKeys,
  type Car,
  type Season,
  type SeasonWindow,
  type Lang,
} from '@costa/domain';
import { readsOf } from '../../functions/src/handlers/page';
import { buildCar, docData } from '../builders';
import { adminFirestore, getPage, HOSTING, uniqueId, type FetchedPage } from './support';

const { db, close } = adminFirestore();

/** Every available car, newest first, as the pages list them. */
async function availableCars(): Promise<Car[]> {
  const snapshot = await db.collection('cars').where('isAvailable', '==', true).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Omit<Car, 'id'>), id: doc.id }));
}

/** The markup inside `<div id="root">`, as sent. */
function appMarkup(page: FetchedPage): string {
  const start = page.html.indexOf('<div id="root">');
  const end = page.html.indexOf(`<script id="site-settings"`);
  expect(start).toBeGreaterThan(0);
  return page.html.slice(start, end > start ? end : undefined);
}

function carLinks(markup: string): string[] {
  return [...markup.matchAll(/href="(\/[a-z]{2}\/[^"/]+\/[^"]+)"/g)].map((match) => match[1]!);
}

function jsonLd(page: FetchedPage): Record<string, unknown>[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function pageData(page: FetchedPage): Record<string, unknown> {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(page.html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

const carHref = (lang: Lang, car: Car) => localizedPath(lang, 'car', buildCarSlug(car.name, car.model, car.id));

describe.each(LANGUAGES.map((lang) => [lang]))('the home page in %s', (lang) => {
  let page: FetchedPage;
  let latest: Car[];

  beforeAll(async () => {
    [page, latest] = await Promise.all([getPage(localizedPath(lang, 'home')), availableCars()]);
    latest = latest.slice(0, LATEST_CARS_LIMIT);
  });

  it('holds the latest available cars, linked, before any script runs', () => {
    expect(page.status).toBe(200);
    const links = carLinks(appMarkup(page));
    for (const car of latest) expect(links).toContain(carHref(lang, car));
  });

  it('embeds those cars and the fleet summary of rental terms for hydration, and read no more documents than it shows', () => {
    const embedded = pageData(page)[pageDataKeys.latestCars()] as Car[];
    expect(embedded.map((car) => car.id)).toEqual(latest.map((car) => car.id));
    expect(pageData(page)[pageDataKeys.rentalTermsRanges()]).toMatchObject({ minDriverAge: { min: expect.any(Number), max: expect.any(Number) } });
    // The cars it shows, the one summary document the questions quote, and the seasons of the coming 30 days that price
    // the cards' "from" (a query that finds none still costs one read).
    const ahead = pageData(page)[pageDataKeys.seasonsAhead()] as SeasonWindow;
    expect(readsOf(page.headers.get('server-timing'))).toBe(latest.length + 1 + Math.max(1, ahead.seasons.length));
  });

  it('describes the boutique as an AutoRental', () => {
    const [business] = jsonLd(page);
    expect(business).toMatchObject({ '@type': 'AutoRental', name: 'Costa Prestige', url: expect.stringMatching(new RegExp(`/${lang}$`)) });
    expect(business?.openingHoursSpecification).toHaveLength(3);
  });
});

describe('the fleet page', () => {
  it('links every available car in the server HTML of /en/cars, and reads each once', async () => {
    const [page, cars] = await Promise.all([getPage('/en/cars'), availableCars()]);
    const links = carLinks(appMarkup(page));
    for (const car of cars) expect(links).toContain(carHref('en', car));
    // Each car, and the seasons of the coming 30 days (one read for an empty answer).
    const ahead = pageData(page)[pageDataKeys.seasonsAhead()] as SeasonWindow;
    expect(readsOf(page.headers.get('server-timing'))).toBe(cars.length + Math.max(1, ahead.seasons.length));
    expect(jsonLd(page)).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
  });

  it.each([
    ['es', '?brand=Ferrari'],
    ['de', '?type=on_request'],
  ] as const)('in %s with the filter %s lists only the cars it lets through', async (lang, query) => {
    const [page, cars] = await Promise.all([getPage(`${localizedPath(lang, 'cars')}${query}`), availableCars()]);
    const shown = filterCars(cars, filtersFromQuery(new URLSearchParams(query)));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(cars.length);
    const links = carLinks(appMarkup(page)).filter((href) => href.startsWith(localizedPath(lang, 'car', 'x').slice(0, -1)));
    expect(new Set(links)).toEqual(new Set(shown.map((car) => carHref(lang, car))));
    // The whole fleet is embedded: the filter panel offers the options of every car.
    expect((pageData(page)[pageDataKeys.availableCars()] as Car[]).length).toBe(cars.length);
  });
});

/**
 * A public page links the site's stylesheet (one cached file of the rules the
 * pages have in common, made by the build) and inlines only the rules it
 * lacks, at most 40 KB of CSS.
 */
describe("a public page's styles", () => {
  const INLINE_CSS_BUDGET = 40 * 1024;
  const inlineCss = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((size, match) => size + match[1]!.length, 0);

  it.each([['/en'], ['/es/coches'], ['/de/uber-uns']])('%s inlines at most 40 KB of CSS and links the stylesheet', async (path) => {
    const page = await getPage(path);
    expect(page.status).toBe(200);
    expect(inlineCss(page.html)).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
    const href = /<link rel="stylesheet" href="(\/assets\/site-[0-9a-f]+\.css)"/.exec(page.html)?.[1];
    expect(href).toBeDefined();
    const sheet = await fetch(`${HOSTING}${href}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sheet.headers.get('cache-control')).toContain('immutable');
    // The stylesheet holds the global styles: the theme's colour variables.
    expect(await sheet.text()).toContain('--mui-palette-primary-main');
  });

  it('a car page does too', async () => {
    const [car] = await availableCars();
    const page = await getPage(carHref('en', car!));
    expect(inlineCss(page.html)).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
    expect(page.html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]+\.css"/);
  });
});


describe('a car page', () => {
  const car = buildCar({
    id: uniqueId(),
    name: 'McLaren Artura Spider',
    brand: 'McLaren',
    model: 'Artura Spider',
    year: 2025,
    dailyPrice: 1780,
    images: ['/cars/mclaren-artura-1.jpg'],
    descriptionTranslations: { en: 'A hybrid supercar with a folding roof.', fr: 'Une supercar hybride au toit rigide escamotable.' },
    specifications: { horsepower: 700, engine: '3.0L twin-turbo V6 hybrid', acceleration: '3.0 s', topSpeed: '330 km/h' },
    createdAt: 1,
  });
  const hidden = buildCar({ id: uniqueId(), name: 'Bugatti Mistral', brand: 'Bugatti', model: 'Mistral', isAvailable: false });
  const range = { startDate: '2031-03-10', endDate: '2031-03-12' };
  let page: FetchedPage;

  beforeAll(async () => {
    await Promise.all([
      db.collection('cars').doc(car.id).set(docData(car)),
      db.collection('cars').doc(hidden.id).set(docData(hidden)),
      db.collection('cars').doc(car.id).collection('blockedRanges').doc('test-range').set(range),
    ]);
    page = await getPage(localizedPath('fr', 'car', buildCarSlug(car.name, car.model, car.id)));
  });

  afterAll(async () => {
    await db.collection('cars').doc(car.id).collection('blockedRanges').doc('test-range').delete();
    await Promise.all([db.collection('cars').doc(car.id).delete(), db.collection('cars').doc(hidden.id).delete()]);
    await close();
  });

  it('holds the name, the price, the description and the specifications before any script runs', () => {
    expect(page.status).toBe(200);
    const markup = appMarkup(page);
    expect(markup).toContain('McLaren Artura Spider');
    expect(markup).toContain(formatEUR(1780, 'fr'));
    expect(markup).toContain('Une supercar hybride au toit rigide escamotable.');
    expect(markup).toContain('3.0L twin-turbo V6 hybrid');
    expect(markup).toContain('data-spec="topSpeed"');
  });

  it('embeds the car in its language, its blocked days and the discount tiers', async () => {
    const data = pageData(page);
    const embedded = data[pageDataKeys.car(buildCarSlug(car.name, car.model, car.id))] as Car;
    expect(embedded.descriptionTranslations).toEqual(car.descriptionTranslations);
    expect(data[pageDataKeys.blockedRanges(car.id)]).toEqual([range]);
    const tiers = await db.collection('discounts').where('isActive', '==', true).get();
    expect(data[pageDataKeys.discounts()]).toHaveLength(tiers.size);
    // The seasons that can price its calendar: its own, its category's and the fleet's, not over yet.
    const seasons = data[pageDataKeys.carSeasons(car.id, car.category)] as Season[];
    // The car, its one blocked range, the tiers, those seasons: nothing else.
    expect(readsOf(page.headers.get('server-timing'))).toBe(1 + 1 + tiers.size + Math.max(1, seasons.length));
  });

  it('describes the car as a Product with its daily price, and the trail to it', () => {
    const [product, trail] = jsonLd(page);
    expect(product).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'McLaren Artura Spider',
      brand: { '@type': 'Brand', name: 'McLaren' },
      offers: { '@type': 'Offer', price: 1780, priceCurrency: 'EUR' },
      speed: { value: 330, unitCode: 'KMH' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as unknown[]).length).toBe(3);
  });

  it('preloads its first photo, in the size the page will show, at high priority', () => {
    expect(page.html).toMatch(/<link rel="preload" as="image" href="\/cars\/mclaren-artura-1\.jpg" imagesrcset="[^"]*mclaren-artura-1-720\.webp 720w[^"]*"[^>]*fetchpriority="high">/);
  });

  it('of a hidden car is a 404 that says the car is not found', async () => {
    const missing = await getPage(localizedPath('en', 'car', buildCarSlug(hidden.name, hidden.model, hidden.id)));
    expect(missing.status).toBe(404);
    expect(appMarkup(missing)).toContain('Car not found');
    expect(missing.html).not.toContain('Bugatti Mistral');
  });
});

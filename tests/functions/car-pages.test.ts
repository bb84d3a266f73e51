/**
 * A car's page as a link preview sees it: its name, price and photo in the
 * HTML, one canonical slug URL whether reached by slug or by id, and 404 for
 * a car that is not available.
 */
import {
  buildCarSlug,
  carHeadTexts,
  formatEUR,
  localizedPath,
  NOT_FOUND_META,
  SITE_NAME,
  type Car,
  type Lang,
} from '@costa/domain';
import { buildCar, docData } from '../builders';
import {
  adminFirestore,
  canonicalOf,
  expectedDescription,
  getPage,
  HOSTING,
  translator,
  uniqueId,
  type FetchedPage,
} from './support';

const { db, close } = adminFirestore();

const available = buildCar({
  id: uniqueId(),
  name: 'Ferrari Roma Spider',
  brand: 'Ferrari',
  model: 'Roma Spider',
  year: 2024,
  dailyPrice: 1450,
  images: ['/cars/test/roma-spider-front.webp', '/cars/test/roma-spider-back.webp'],
});
const withoutPhotos = buildCar({
  id: uniqueId(),
  name: 'Porsche 911 GT3 RS',
  brand: 'Porsche',
  model: '911 GT3 RS',
  images: [],
});
const unavailable = buildCar({
  id: uniqueId(),
  name: 'Lamborghini Revuelto',
  brand: 'Lamborghini',
  model: 'Revuelto',
  isAvailable: false,
});
const cars: Car[] = [available, withoutPhotos, unavailable];

const slugOf = (car: Car) => buildCarSlug(car.name, car.model, car.id);

beforeAll(async () => {
  await Promise.all(cars.map((car) => db.collection('cars').doc(car.id).set(docData(car))));
});

afterAll(async () => {
  await Promise.all(cars.map((car) => db.collection('cars').doc(car.id).delete()));
  await close();
});

function expectedTexts(car: Car, lang: Lang) {
  const texts = carHeadTexts(translator(lang), {
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: formatEUR(car.dailyPrice, lang),
  });
  return { title: `${texts.title} | ${SITE_NAME}`, description: expectedDescription(texts.description) };
}

describe.each([
  ['slug', 'es' as Lang, () => localizedPath('es', 'car', slugOf(available))],
  ['id', 'en' as Lang, () => localizedPath('en', 'car', available.id)],
])('an available car reached by %s', (_, lang, path) => {
  let page: FetchedPage;
  beforeAll(async () => {
    page = await getPage(path());
  });

  it('shows its name in the title and og:title, and its price in the description', () => {
    const expected = expectedTexts(available, lang);
    expect(page.status).toBe(200);
    expect(page.head.lang).toBe(lang);
    expect(page.head.title).toBe(expected.title);
    expect(page.head.title).toContain('Ferrari Roma Spider');
    expect(page.head.meta['og:title']).toBe(expected.title);
    expect(page.head.meta.description).toBe(expected.description);
    expect(page.head.meta['og:type']).toBe('product');
  });

  it('shows its first photo as an absolute URL', () => {
    expect(page.head.meta['og:image']).toBe(`${HOSTING}/cars/test/roma-spider-front.webp`);
    expect(page.head.meta['twitter:image']).toBe(`${HOSTING}/cars/test/roma-spider-front.webp`);
  });

  it('names the slug URL as canonical', () => {
    const canonical = HOSTING + localizedPath(lang, 'car', slugOf(available));
    expect(canonicalOf(page.head)).toBe(canonical);
    expect(page.head.meta['og:url']).toBe(canonical);
  });
});

describe('a car without photos', () => {
  it('shows the stock photo', async () => {
    const page = await getPage(localizedPath('de', 'car', slugOf(withoutPhotos)));
    expect(page.status).toBe(200);
    expect(page.head.meta['og:image']).toBe(`${HOSTING}/cars/default.jpg`);
  });
});

describe('a car that is not available', () => {
  it.each([
    ['slug', () => localizedPath('fr', 'car', slugOf(unavailable))],
    ['id', () => localizedPath('fr', 'car', unavailable.id)],
  ])('has no page when reached by %s', async (_, path) => {
    const page = await getPage(path());
    expect(page.status).toBe(404);
    expect(page.head.title).toBe(`${translator('fr')(NOT_FOUND_META.title)} | ${SITE_NAME}`);
    expect(page.html).not.toContain('Revuelto');
  });

  it('is as absent as a car that never existed', async () => {
    expect((await getPage(localizedPath('it', 'car', `ferrari-roma-${uniqueId().slice(0, 6)}`))).status).toBe(404);
    expect((await getPage(localizedPath('it', 'car', uniqueId()))).status).toBe(404);
  });
});

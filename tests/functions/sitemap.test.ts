/** `/sitemap.xml`, `/sitemaps` and `/robots.txt` through the emulators. */
import { alternatePaths, buildCarSlug, LANGUAGES, PUBLIC_ROUTE_KEYS, ROUTE_SEGMENTS } from '@costa/domain';
import { buildCar, docData } from '../builders';
import { adminFirestore, HOSTING, uniqueId } from './support';

const { db, close } = adminFirestore();
const listed = buildCar({ id: uniqueId(), name: 'McLaren Artura', brand: 'McLaren', model: 'Artura' });
const hidden = buildCar({
  id: uniqueId(),
  name: 'Bugatti Chiron',
  brand: 'Bugatti',
  model: 'Chiron',
  isAvailable: false,
});

beforeAll(async () => {
  await Promise.all([listed, hidden].map((car) => db.collection('cars').doc(car.id).set(docData(car))));
});

afterAll(async () => {
  await Promise.all([listed, hidden].map((car) => db.collection('cars').doc(car.id).delete()));
  await close();
});

function urlBlocks(xml: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1];
    if (loc) blocks.set(loc, body);
  }
  return blocks;
}

function alternatesIn(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
}

describe('sitemap.xml', () => {
  let response: Response;
  let blocks: Map<string, string>;

  beforeAll(async () => {
    response = await fetch(`${HOSTING}/sitemap.xml`);
    blocks = urlBlocks(await response.text());
  });

  it('is XML', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  });

  it.each(PUBLIC_ROUTE_KEYS)('lists the %s page in all five languages, each with its alternates', (key) => {
    const paths = alternatePaths(key);
    for (const lang of LANGUAGES) {
      const block = blocks.get(HOSTING + paths[lang]);
      expect(block).toBeDefined();
      expect(alternatesIn(block!)).toEqual({
        ...Object.fromEntries(LANGUAGES.map((other) => [other, HOSTING + paths[other]])),
        'x-default': HOSTING + paths.en,
      });
    }
  });

  it('lists an available car in all five languages by its slug', () => {
    const paths = alternatePaths('car', buildCarSlug(listed.name, listed.model, listed.id));
    for (const lang of LANGUAGES) {
      expect(alternatesIn(blocks.get(HOSTING + paths[lang]) ?? '')).toMatchObject({ 'x-default': HOSTING + paths.en });
    }
  });

  it('leaves out a car that is not available', () => {
    const key = hidden.slugKey;
    expect([...blocks.keys()].filter((loc) => loc.endsWith(`-${key}`) || loc.endsWith(`/${hidden.id}`))).toEqual([]);
  });
});

describe('sitemap index', () => {
  it('points to the sitemap', async () => {
    const response = await fetch(`${HOSTING}/sitemaps`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${HOSTING}/sitemap.xml</loc>`);
  });
});

describe('robots.txt', () => {
  it('is served by hosting: everything allowed but the private sections in every language, with the sitemap', async () => {
    const response = await fetch(`${HOSTING}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    const rules = text.split('\n').filter((line) => line.startsWith('Disallow: '));
    for (const lang of LANGUAGES) {
      for (const key of ['auth', 'account', 'admin', 'translate', 'order'] as const) {
        expect(rules).toContain(`Disallow: /${lang}/${ROUTE_SEGMENTS[key][lang]}`);
      }
    }
    expect(text).toContain(`Sitemap: ${HOSTING}/sitemap.xml`);
  });
});

/**
 * The HTML the server sends for each page, through the hosting emulator:
 * crawlers and link previews must find title, description, canonical,
 * hreflang alternates and social tags without running scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import {
  alternatePaths,
  LANGUAGES,
  NOT_FOUND_META,
  PAGE_META,
  PAYMENT_SUCCESS_META,
  SITE_NAME,
  type Lang,
  type RouteKey,
  type SiteSettings,
} from '@costa/domain';
import { buildSiteSettings } from '../builders';
import {
  adminFirestore,
  alternatesOf,
  canonicalOf,
  expectedDescription,
  getPage,
  HOSTING,
  translator,
  type FetchedPage,
  type PageHead,
} from './support';

/** The web build the server renders with (run after `npm run build`). */
const WEB = join(__dirname, '..', '..', 'web');

const { db, close } = adminFirestore();
const settingsRef = db.collection('settings').doc('site');
let createdSettings = false;
let storedSettings: SiteSettings;
let settingsChangedAt: number;
const SETTINGS_CACHE_MS = 5 * 60_000 + 10_000;

// Before any page is fetched, so the server finds the settings on its first read.
beforeAll(async () => {
  const snapshot = await settingsRef.get();
  if (snapshot.exists) {
    storedSettings = snapshot.data() as SiteSettings;
    settingsChangedAt = snapshot.updateTime?.toMillis() ?? Date.now();
  } else {
    // A project not seeded yet: provide the document, and remove it afterwards.
    storedSettings = buildSiteSettings();
    await settingsRef.set(storedSettings);
    settingsChangedAt = Date.now();
    createdSettings = true;
  }
});

afterAll(async () => {
  if (createdSettings) await settingsRef.delete();
  await close();
});

const PAGES: [string, Lang, RouteKey][] = [
  ['/en', 'en', 'home'],
  ['/es/coches', 'es', 'cars'],
  ['/de/autos', 'de', 'cars'],
  ['/it/auto', 'it', 'cars'],
  ['/fr/a-propos', 'fr', 'about'],
  ['/es/contacto', 'es', 'contact'],
  ['/de/geschenkkarten', 'de', 'giftCards'],
  ['/it/confronta', 'it', 'compare'],
];

describe.each(PAGES)('the page %s', (path, lang, key) => {
  const t = translator(lang);
  const title = `${t(PAGE_META[key].title)} | ${SITE_NAME}`;
  const description = expectedDescription(t(PAGE_META[key].description));
  let page: FetchedPage;
  let head: PageHead;

  beforeAll(async () => {
    page = await getPage(path);
    head = page.head;
  });

  it(`is sent as HTML in ${lang}, cacheable by the CDN`, () => {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600, stale-while-revalidate=600');
    expect(page.html).toContain(`<html lang="${lang}"`);
    expect(page.html).not.toContain('<!--head-->');
  });

  it('has the title and description of the compiled catalog, the description at most 160 characters', () => {
    expect(head.title).toBe(title);
    expect(head.meta.description).toBe(description);
    expect(head.meta.description!.length).toBeLessThanOrEqual(160);
    expect(head.meta.robots).toBeUndefined();
  });

  it('names its own URL canonical and lists the five languages plus x-default', () => {
    const paths = alternatePaths(key);
    expect(canonicalOf(head)).toBe(HOSTING + path);
    expect(alternatesOf(head)).toEqual({
      ...Object.fromEntries(LANGUAGES.map((other) => [other, HOSTING + paths[other]])),
      'x-default': HOSTING + paths.en,
    });
  });

  it('carries Open Graph and Twitter tags with absolute URLs', () => {
    expect(head.meta).toMatchObject({
      'og:title': title,
      'og:description': description,
      'og:url': HOSTING + path,
      'og:image': `${HOSTING}/og-image.jpg`,
      'og:type': 'website',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': `${HOSTING}/og-image.jpg`,
    });
  });
});

describe("the page's code", () => {
  it('is listed for the loader to fetch with the first chunks: the page\'s own chunk and those it imports, files of the web build', async () => {
    const manifest = JSON.parse(readFileSync(join(WEB, 'dist-template', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const { html } = await getPage('/es/coches');
    const json = /<script id="page-modules" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const modules = JSON.parse(json ?? '[]') as string[];
    expect(modules).toContain(`/${manifest['src/app/routes/cars.tsx']!.file}`);
    // The first load's chunks are the loader's own list, not repeated.
    expect(modules).not.toContain(`/${manifest['index.html']!.file}`);
    for (const file of modules) expect(existsSync(join(WEB, 'dist', file))).toBe(true);
  });
});

describe('private pages', () => {
  it.each(['/de/konto', '/es/auth', '/fr/admin/voitures', '/es/mi-reserva', '/it/admin/legal'])('%s is noindex and never cached', async (path) => {
    const page = await getPage(path);
    expect(page.status).toBe(200);
    expect(page.head.meta.robots).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('unprefixed paths', () => {
  it('redirect permanently to the English page, keeping the query', async () => {
    const response = await fetch(`${HOSTING}/cars?brand=Ferrari`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, HOSTING).href).toBe(`${HOSTING}/en/cars?brand=Ferrari`);
  });
});

describe('unknown paths', () => {
  it.each([
    ['/nope', 'en'],
    ['/es/nada', 'es'],
  ] as const)('%s answers 404 with the not-found page in %s', async (path, lang) => {
    const page = await getPage(path);
    expect(page.status).toBe(404);
    expect(page.head.lang).toBe(lang);
    expect(page.head.title).toBe(`${translator(lang)(NOT_FOUND_META.title)} | ${SITE_NAME}`);
    expect(page.head.meta.robots).toBe('noindex, nofollow');
  });
});

describe('payment success', () => {
  it('is in the language of ?lang=, noindex and private', async () => {
    const page = await getPage('/payment-success?session_id=cs_test_x&lang=de');
    expect(page.status).toBe(200);
    expect(page.head.lang).toBe('de');
    expect(page.head.title).toBe(`${translator('de')(PAYMENT_SUCCESS_META.title)} | ${SITE_NAME}`);
    expect(page.head.meta.robots).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('falls back to English for an unknown language', async () => {
    expect((await getPage('/payment-success?session_id=x&lang=xx')).head.lang).toBe('en');
  });
});

describe('site settings', () => {
  async function embeddedSettings(): Promise<string | undefined> {
    const { html } = await getPage('/en/contact');
    return /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  }

  it('are embedded in the page as JSON the web app reads', async () => {
    // A server instance that found no document looks again after 30 s.
    const deadline = Date.now() + 40_000;
    let raw = await embeddedSettings();
    while ((!raw || !isDeepStrictEqual(JSON.parse(raw), storedSettings)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      raw = await embeddedSettings();
    }
    expect(raw).toBeDefined();
    expect(raw).not.toContain('<');
    const embedded = JSON.parse(raw!) as SiteSettings;
    if (!isDeepStrictEqual(embedded, storedSettings)) {
      // Instances read the document at most every 5 minutes: only one changed
      // within that window may still be served in its previous version.
      expect(Date.now() - settingsChangedAt).toBeLessThan(SETTINGS_CACHE_MS);
      expect(Object.keys(embedded).sort()).toEqual(Object.keys(storedSettings).sort());
    }
  });
});

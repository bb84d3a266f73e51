/**
 * Every page has title, description (<= 160), canonical,
 * hreflang alternates for the five languages plus x-default, Open Graph and
 * Twitter tags; in the browser, after client-side navigation, and already in
 * the HTML the server sends (crawlers and link previews run no script).
 */
import { expect, test, type Page } from './support/test';
import { capDescription, localizedPath, PAGE_META, type Lang, type RouteKey } from '../../domain/src/index';
import {
  documentIsMarked,
  domHead,
  expectPage,
  headProblems,
  markDocument,
  serverHead,
  sitemapCarSlug,
  slugWords,
  type ExpectedHead,
} from './support/app';

/** Titles the product names for English pages. */
const SPEC_TITLES: Partial<Record<RouteKey, string>> = {
  home: 'Luxury Super Car Rentals',
  cars: 'Luxury Cars Fleet',
};

function englishTitle(key: RouteKey): string {
  return SPEC_TITLES[key] ?? PAGE_META[key].title.message!;
}

async function expectDomHead(page: Page, expected: ExpectedHead): Promise<void> {
  await expect
    .poll(async () => headProblems(await domHead(page), expected), {
      message: `head tags of ${localizedPath(expected.lang, expected.key, expected.param)}`,
    })
    .toEqual([]);
}

async function titleOf(page: Page): Promise<string> {
  return (await domHead(page)).titles[0] ?? '';
}

test.describe('head tags in the browser', () => {
  const pages: RouteKey[] = ['home', 'cars', 'about', 'car'];
  const langs: Lang[] = ['en', 'es'];
  for (const lang of langs) {
    for (const key of pages) {
      test(`the ${key} page in ${lang} has its own head tags`, async ({ page, request }) => {
        const param = key === 'car' ? await sitemapCarSlug(request) : undefined;
        await page.goto(localizedPath(lang, key, param));
        await expectPage(page, key, lang);

        await expectDomHead(page, { lang, key, param });

        if (key === 'car') {
          // That it names the car: see 'car page head' below.
          expect(await titleOf(page)).not.toBe('');
        } else if (lang === 'en') {
          await expect(page).toHaveTitle(new RegExp(escapeRegExp(englishTitle(key))));
          const head = await domHead(page);
          expect(head.names.description?.[0]).toBe(capDescription(PAGE_META[key].description.message!));
        } else {
          await expect(page, 'the title is translated').not.toHaveTitle(new RegExp(escapeRegExp(englishTitle(key))));
        }
      });
    }
  }

  test('after client-side navigation in English the head describes the new page', async ({ page }) => {
    await page.goto('/en');
    await expectPage(page, 'home', 'en');
    await expectDomHead(page, { lang: 'en', key: 'home' });
    await markDocument(page);

    await page.locator('a[href="/en/cars"]').filter({ visible: true }).first().click();

    await expectPage(page, 'cars', 'en');
    expect(await documentIsMarked(page), 'navigation stayed in the app (no reload)').toBe(true);
    await expect(page).toHaveTitle(/Luxury Cars Fleet/);
    await expectDomHead(page, { lang: 'en', key: 'cars' });
  });

  test('after client-side navigation in Spanish the head describes the new page', async ({ page }) => {
    await page.goto('/es/coches');
    await expectPage(page, 'cars', 'es');
    await expectDomHead(page, { lang: 'es', key: 'cars' });
    const carsTitle = await titleOf(page);
    await markDocument(page);

    await page.locator('a[href="/es/acerca-de"]').filter({ visible: true }).first().click();

    await expectPage(page, 'about', 'es');
    expect(await documentIsMarked(page), 'navigation stayed in the app (no reload)').toBe(true);
    await expectDomHead(page, { lang: 'es', key: 'about' });
    expect(await titleOf(page)).not.toBe(carsTitle);
  });
});

test.describe("head tags in the server's HTML", () => {
  const cases: { path: string; lang: Lang; key: RouteKey }[] = [
    { path: '/es/coches', lang: 'es', key: 'cars' },
    { path: '/de/uber-uns', lang: 'de', key: 'about' },
    { path: '/en', lang: 'en', key: 'home' },
    { path: '/en/cars', lang: 'en', key: 'cars' },
  ];
  for (const { path, lang, key } of cases) {
    test(`${path} is served with its head tags and lang="${lang}"`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const head = serverHead(await response.text());

      expect(headProblems(head, { lang, key })).toEqual([]);
      const title = head.titles[0] ?? '';
      if (lang === 'en') expect(title).toContain(englishTitle(key));
      else expect(title, 'the title is translated').not.toContain(englishTitle(key));
      expect(head.properties['og:title']?.[0]).toContain(title.split(' | ')[0]);
    });
  }

  test('a car page is served with the car in its title and an absolute photo', async ({ request }) => {
    const slug = await sitemapCarSlug(request);
    const path = localizedPath('en', 'car', slug);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const head = serverHead(await response.text());

    expect(headProblems(head, { lang: 'en', key: 'car', param: slug })).toEqual([]);
    const ogTitle = head.properties['og:title']?.[0] ?? '';
    expect(ogTitle).not.toContain(PAGE_META.car.title.message);
    expect(slugWords(ogTitle), 'og:title names the car of the slug').toMatch(
      new RegExp(`^${escapeRegExp(slug.split('-')[0]!)}\\b`),
    );

    const image = new URL(head.properties['og:image']?.[0] ?? '');
    expect(image.protocol).toMatch(/^https?:$/);
    expect(image.pathname).toMatch(/\.jpg$/i);
    const photo = await request.get(image.pathname + image.search);
    expect(photo.status(), `the photo ${image.pathname} is served`).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\/jpe?g/);
  });
});

test.describe('car page head', () => {
  test('in the browser the title and og:title name the car, as the server sent them', async ({ page, request }) => {
    const slug = await sitemapCarSlug(request);
    const path = localizedPath('en', 'car', slug);
    const served = serverHead(await (await request.get(path)).text());
    const ogTitle = served.properties['og:title']?.[0] ?? '';

    await page.goto(path);
    await expectPage(page, 'car', 'en');

    await expectDomHead(page, { lang: 'en', key: 'car', param: slug });
    await expect
      .poll(async () => (await domHead(page)).properties['og:title']?.[0], { message: 'og:title in the browser' })
      .toBe(ogTitle);
    await expect(page).toHaveTitle(served.titles[0] ?? '');
    expect(await titleOf(page)).not.toContain(PAGE_META.car.title.message);
  });

  test('in Spanish the title names the car', async ({ page, request }) => {
    const slug = await sitemapCarSlug(request);
    await page.goto(localizedPath('es', 'car', slug));
    await expectPage(page, 'car', 'es');
    const firstWord = slugWords(slug).split('-')[0]!;
    await expect.poll(async () => slugWords(await titleOf(page)), { message: 'the title names the car' }).toContain(firstWord);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { alternatePaths, buildCarSlug, LANGUAGES, PUBLIC_ROUTE_KEYS } from '@costa/domain';
import { renderSitemap, renderSitemapIndex, sitemapPages } from './sitemap';

const ORIGIN = 'https://costaprestige.com';

function urlBlocks(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('sitemap', () => {
  const cars = [
    { id: 'AbC123xyz', name: 'Ferrari Roma', model: 'Roma' },
    { id: 'zz9988qq', name: 'Lamborghini Huracán', model: 'EVO Spyder' },
  ];
  const xml = renderSitemap(ORIGIN, cars);

  it('lists every public page in all five languages', () => {
    const listed = locs(xml);
    for (const key of PUBLIC_ROUTE_KEYS) {
      for (const lang of LANGUAGES) {
        expect(listed).toContain(ORIGIN + alternatePaths(key)[lang]);
      }
    }
  });

  it('lists each available car in all five languages by its canonical slug', () => {
    const listed = locs(xml);
    expect(listed).toContain(`${ORIGIN}/es/coche/ferrari-roma-abc123`);
    expect(listed).toContain(`${ORIGIN}/de/auto/lamborghini-huracan-evo-spyder-zz9988`);
    expect(listed).toHaveLength((PUBLIC_ROUTE_KEYS.length + cars.length) * LANGUAGES.length);
  });

  it('gives every URL its five language versions and an English x-default', () => {
    const blocks = urlBlocks(xml);
    expect(blocks).toHaveLength((PUBLIC_ROUTE_KEYS.length + cars.length) * LANGUAGES.length);
    for (const block of blocks) {
      const hreflangs = [...block.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
      expect(hreflangs).toEqual(['en', 'es', 'de', 'fr', 'it', 'x-default']);
    }
    const frenchAbout = blocks.find((block) => block.includes(`<loc>${ORIGIN}/fr/a-propos</loc>`));
    expect(frenchAbout).toContain(`hreflang="it" href="${ORIGIN}/it/chi-siamo"`);
    expect(frenchAbout).toContain(`hreflang="x-default" href="${ORIGIN}/en/about"`);
  });

  it('declares the sitemap and xhtml namespaces', () => {
    const [declaration, urlset] = xml.split('\n');
    expect(declaration).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(urlset).toBe(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes XML special characters in URLs', () => {
    const escaped = renderSitemap('https://x.test/a&b', []);
    expect(escaped).toContain('<loc>https://x.test/a&amp;b/en</loc>');
    expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists only the public pages when no car is available', () => {
    expect(sitemapPages([])).toEqual(PUBLIC_ROUTE_KEYS.map((key) => ({ key })));
    expect(sitemapPages([cars[0]!])).toContainEqual({
      key: 'car',
      param: buildCarSlug('Ferrari Roma', 'Roma', 'AbC123xyz'),
    });
  });
});

describe('sitemap index', () => {
  it('points to the sitemap at the site origin', () => {
    const xml = renderSitemapIndex(ORIGIN);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});

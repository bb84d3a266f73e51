/**
 * The XML sitemap: every public page in every language, and every available
 * car's page by its slug. Each URL lists its five language versions plus
 * x-default (English) as `xhtml:link` alternates, as search engines expect of
 * a multilingual site. Also the sitemap index served at `/sitemaps`.
 */
import {
  alternatePaths,
  buildCarSlug,
  DEFAULT_LANG,
  LANGUAGES,
  PUBLIC_ROUTE_KEYS,
  type RouteKey,
} from '@costa/domain';
import { escapeXml } from './xml';

export interface SitemapCarInput {
  id: string;
  name: string;
  model: string;
}

export interface SitemapPage {
  key: RouteKey;
  param?: string;
}

/** The pages the sitemap lists, each once; languages are added by `renderSitemap`. */
export function sitemapPages(cars: readonly SitemapCarInput[]): SitemapPage[] {
  return [
    ...PUBLIC_ROUTE_KEYS.map((key) => ({ key })),
    ...cars.map((car) => ({ key: 'car' as const, param: buildCarSlug(car.name, car.model, car.id) })),
  ];
}

function urlBlock(origin: string, page: SitemapPage): string[] {
  const paths = alternatePaths(page.key, page.param);
  const links = [
    ...LANGUAGES.map((lang) => ({ hreflang: lang as string, href: origin + paths[lang] })),
    { hreflang: 'x-default', href: origin + paths[DEFAULT_LANG] },
  ].map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`);
  return LANGUAGES.map((lang) =>
    ['  <url>', `    <loc>${escapeXml(origin + paths[lang])}</loc>`, ...links, '  </url>'].join('\n'),
  );
}

export function renderSitemap(origin: string, cars: readonly SitemapCarInput[]): string {
  const urls = sitemapPages(cars).flatMap((page) => urlBlock(origin, page));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderSitemapIndex(origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '  <sitemap>',
    `    <loc>${escapeXml(`${origin}/sitemap.xml`)}</loc>`,
    '  </sitemap>',
    '</sitemapindex>',
    '',
  ].join('\n');
}

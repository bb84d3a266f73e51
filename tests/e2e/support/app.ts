/**
 * Helpers shared by the browser tests: what page is showing, where the browser
 * is, a real car from the sitemap, and the head tags of a page (live DOM or the
 * server's raw HTML) checked against the domain's route table.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  LANGUAGES,
  META_DESCRIPTION_MAX,
  localizedPath,
  type Lang,
  type RouteKey,
} from '../../../domain/src/index';

/** `data-page` of the pages outside the route table. */
export type PageKey = RouteKey | 'not-found' | 'payment-success';

/**
 * Waits for the page's root element and checks which page it is and the
 * document language, then for the app to have taken the page over: a
 * server-rendered page shows before its code runs, and a button pressed
 * before that does nothing.
 */
export async function expectPage(page: Page, key: PageKey, lang: Lang): Promise<void> {
  await expect(page.locator('[data-page]'), `the page shown is "${key}"`).toHaveAttribute('data-page', key);
  await expect(page.locator('html'), `<html lang> is "${lang}"`).toHaveAttribute('lang', lang);
  await expectAppReady(page);
}

/** Waits until the app has hydrated (or rendered) the page: `<html data-app-ready>`. */
export async function expectAppReady(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the app has taken the page over').toHaveAttribute('data-app-ready', '');
}

/** Path and query of a URL, e.g. `/en/cars?brand=Ferrari`. */
export function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Waits until the browser shows `expected` (path plus query) in the address bar. */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pathAndQuery(page.url()), { message: `the address is ${expected}` }).toBe(expected);
}

/** Marks the current document, to tell a client-side navigation (mark kept) from a full load (mark gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

// --- a real car, from the sitemap ------------------------------------------

let carSlugCache: Promise<string> | undefined;

async function fetchText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path} answers 2xx (got ${response.status()})`).toBe(true);
  return response.text();
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decodeXml(m[1] ?? ''));
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

async function findCarSlug(request: APIRequestContext): Promise<string> {
  const carPath = /^\/en\/car\/([^/?#]+)$/;
  const index = await fetchText(request, '/sitemap.xml');
  const pending = [index];
  const seen = new Set<string>();
  while (pending.length) {
    const xml = pending.shift()!;
    for (const loc of locs(xml)) {
      const url = new URL(loc, 'http://placeholder');
      const match = carPath.exec(url.pathname);
      if (match) return decodeURIComponent(match[1]!);
      // A sitemap index points at further sitemaps: read them through the emulator, whatever origin they name.
      const nested = url.pathname + url.search;
      if (/sitemap/i.test(nested) && !seen.has(nested)) {
        seen.add(nested);
        pending.push(await fetchText(request, nested));
      }
    }
  }
  throw new Error('The sitemap lists no /en/car/<slug> page: is the demo fleet seeded?');
}

/** The slug of a seeded car, as the sitemap lists it (`/en/car/<slug>`). */
export function sitemapCarSlug(request: APIRequestContext): Promise<string> {
  carSlugCache ??= findCarSlug(request).catch((error: unknown) => {
    carSlugCache = undefined;
    throw error;
  });
  return carSlugCache;
}

// --- head tags ---------------------------------------------------------------

export interface HeadSnapshot {
  lang: string | null;
  titles: string[];
  /** `<meta name>` contents by name. */
  names: Record<string, string[]>;
  /** `<meta property>` contents by property. */
  properties: Record<string, string[]>;
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
}

/** The head as the browser has it now. */
export async function domHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const names: Record<string, string[]> = {};
    const properties: Record<string, string[]> = {};
    document.querySelectorAll('meta').forEach((meta) => {
      const content = meta.getAttribute('content') ?? '';
      const name = meta.getAttribute('name');
      const property = meta.getAttribute('property');
      if (name) (names[name] ??= []).push(content);
      if (property) (properties[property] ??= []).push(content);
    });
    const links = Array.from(document.querySelectorAll('link'));
    return {
      lang: document.documentElement.getAttribute('lang'),
      titles: Array.from(document.querySelectorAll('head title')).map((t) => t.textContent ?? ''),
      names,
      properties,
      canonicals: links.filter((l) => l.rel === 'canonical').map((l) => l.getAttribute('href') ?? ''),
      alternates: links
        .filter((l) => l.rel === 'alternate' && l.hasAttribute('hreflang'))
        .map((l) => ({ hreflang: l.getAttribute('hreflang') ?? '', href: l.getAttribute('href') ?? '' })),
    };
  });
}

function decodeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/gi, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeHtml(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The head of a raw HTML document, as a crawler that runs no script sees it. */
export function serverHead(html: string): HeadSnapshot {
  const end = html.search(/<\/head>/i);
  const head = end >= 0 ? html.slice(0, end) : html;
  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  const names: Record<string, string[]> = {};
  const properties: Record<string, string[]> = {};
  const canonicals: string[] = [];
  const alternates: { hreflang: string; href: string }[] = [];
  for (const m of head.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = attributes(m[1] ?? '');
    const content = attrs.content ?? '';
    if (attrs.name) (names[attrs.name] ??= []).push(content);
    if (attrs.property) (properties[attrs.property] ??= []).push(content);
  }
  for (const m of head.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1] ?? '');
    const rel = (attrs.rel ?? '').toLowerCase();
    if (rel === 'canonical') canonicals.push(attrs.href ?? '');
    if (rel === 'alternate' && attrs.hreflang !== undefined) {
      alternates.push({ hreflang: attrs.hreflang, href: attrs.href ?? '' });
    }
  }
  return {
    lang: htmlTag ? (attributes(htmlTag[1] ?? '').lang ?? null) : null,
    titles: [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decodeHtml((m[1] ?? '').trim())),
    names,
    properties,
    canonicals,
    alternates,
  };
}

function absoluteHttp(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function single(list: string[] | undefined, label: string, problems: string[]): string | undefined {
  if (!list || list.length === 0) {
    problems.push(`${label} is missing`);
    return undefined;
  }
  if (list.length > 1) problems.push(`${label} appears ${list.length} times`);
  const value = list[0]!.trim();
  if (!value) problems.push(`${label} is empty`);
  return value;
}

export interface ExpectedHead {
  lang: Lang;
  key: RouteKey;
  param?: string;
}

/**
 * Everything wrong with a page's head, as readable sentences (empty when all is
 * right): title, description (<= 160), canonical of this page, alternates for
 * the five languages plus x-default, Open Graph and Twitter tags, `lang`.
 */
export function headProblems(head: HeadSnapshot, expected: ExpectedHead): string[] {
  const problems: string[] = [];
  const { lang, key, param } = expected;
  if (head.lang !== lang) problems.push(`<html lang> is ${JSON.stringify(head.lang)}, expected "${lang}"`);
  single(head.titles, '<title>', problems);

  const description = single(head.names.description, 'meta description', problems);
  if (description && description.length > META_DESCRIPTION_MAX) {
    problems.push(`meta description has ${description.length} characters (max ${META_DESCRIPTION_MAX})`);
  }

  const canonical = single(head.canonicals, 'link canonical', problems);
  const ownPath = localizedPath(lang, key, param);
  if (canonical !== undefined) {
    const url = absoluteHttp(canonical);
    if (!url) problems.push(`canonical "${canonical}" is not an absolute http(s) URL`);
    else if (url.pathname !== ownPath) problems.push(`canonical points at ${url.pathname}, expected ${ownPath}`);
  }

  const wanted = [...LANGUAGES, 'x-default'];
  const got = head.alternates.map((a) => a.hreflang);
  if ([...got].sort().join(',') !== [...wanted].sort().join(',')) {
    problems.push(`hreflang alternates are [${got.join(', ')}], expected [${wanted.join(', ')}]`);
  }
  for (const { hreflang, href } of head.alternates) {
    const target = hreflang === 'x-default' ? 'en' : hreflang;
    if (!(LANGUAGES as readonly string[]).includes(target)) continue;
    const path = localizedPath(target as Lang, key, param);
    const url = absoluteHttp(href);
    if (!url) problems.push(`alternate ${hreflang} "${href}" is not an absolute http(s) URL`);
    else if (url.pathname !== path) problems.push(`alternate ${hreflang} points at ${url.pathname}, expected ${path}`);
  }

  single(head.properties['og:title'], 'og:title', problems);
  single(head.properties['og:description'], 'og:description', problems);
  const image = single(head.properties['og:image'], 'og:image', problems);
  if (image && !absoluteHttp(image)) problems.push(`og:image "${image}" is not an absolute http(s) URL`);
  const ogUrl = single(head.properties['og:url'], 'og:url', problems);
  if (ogUrl !== undefined && canonical !== undefined && ogUrl !== canonical) {
    problems.push(`og:url "${ogUrl}" differs from the canonical "${canonical}"`);
  }
  single(head.names['twitter:card'], 'twitter:card', problems);
  return problems;
}

/** The words of a text the way slugs spell them: `Huracán EVO` -> `huracan-evo`. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Changes what the page sends to one of our callables before it reaches the
 * functions emulator, as a tampered browser would: the real server then
 * refuses it, and the page shows that refusal. The forms check with the same
 * schemas as the server, so only a changed request reaches the server's
 * field errors.
 */
export async function tamperCallable(page: Page, name: string, change: (data: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route(new RegExp(`/${name}$`), async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = request.postDataJSON() as { data: Record<string, unknown> };
    await route.continue({ postData: JSON.stringify({ ...body, data: change(body.data) }) });
  });
}

import { alternatePaths, LANGUAGES, localizedPath, PUBLIC_ROUTE_KEYS, ROUTE_SEGMENTS } from './index';
import { privatePathPrefixes, renderRobots } from './robots';

const disallowed = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

describe('robots.txt', () => {
  const text = renderRobots('https://costaprestige.com');

  it('lets every crawler in and names the sitemap', () => {
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('\nSitemap: https://costaprestige.com/sitemap.xml\n');
  });

  it.each(LANGUAGES)('keeps crawlers out of sign-in, account, admin, translation and order pages in %s', (lang) => {
    const rules = disallowed(text);
    for (const key of ['auth', 'account', 'admin', 'translate', 'order'] as const) {
      expect(rules).toContain(`/${lang}/${ROUTE_SEGMENTS[key][lang]}`);
    }
  });

  it('lists each private prefix once and leaves out those a shorter one covers', () => {
    const rules = privatePathPrefixes();
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules).not.toContain('/en/admin/cars');
    expect(rules).toContain('/en/admin');
    // auth, account, admin, translate, order and my-booking per language; admin/cars sits under admin.
    expect(rules).toHaveLength(LANGUAGES.length * 6);
  });

  it('blocks no public page and no car page', () => {
    const rules = disallowed(text);
    const publicPaths = LANGUAGES.flatMap((lang) => [
      ...PUBLIC_ROUTE_KEYS.map((key) => alternatePaths(key)[lang]),
      localizedPath(lang, 'car', 'ferrari-roma-abc123'),
    ]);
    for (const path of publicPaths) {
      expect(rules.filter((rule) => path.startsWith(rule))).toEqual([]);
    }
  });

  it('covers the admin car manager through the admin prefix', () => {
    const rules = disallowed(text);
    for (const lang of LANGUAGES) {
      expect(rules.some((rule) => localizedPath(lang, 'adminCars').startsWith(rule))).toBe(true);
    }
  });
});

import { LANGUAGES } from './languages';
import {
  alternatePaths,
  langOfPath,
  localizedPath,
  resolvePath,
  ROUTE_KEYS,
  ROUTE_SEGMENTS,
  routePattern,
  switchLanguagePath,
} from './routes';

describe('the localized route table', () => {
  it('gives every route a path in every language', () => {
    expect(localizedPath('es', 'cars')).toBe('/es/coches');
    expect(localizedPath('de', 'about')).toBe('/de/uber-uns');
    expect(localizedPath('fr', 'giftCards')).toBe('/fr/cartes-cadeaux');
    expect(localizedPath('it', 'compare')).toBe('/it/confronta');
    expect(localizedPath('de', 'translate')).toBe('/de/ubersetzen');
    expect(localizedPath('it', 'adminCars')).toBe('/it/admin/auto');
    expect(localizedPath('fr', 'order', 'abc')).toBe('/fr/commande/abc');
    expect(localizedPath('en', 'home')).toBe('/en');
    expect(localizedPath('es', 'auth')).toBe('/es/auth');
  });

  it('resolves every path it builds back to the same route', () => {
    for (const lang of LANGUAGES) {
      for (const key of ROUTE_KEYS) {
        const param = key === 'car' || key === 'order' ? 'ferrari-roma-ab12cd' : undefined;
        const resolution = resolvePath(localizedPath(lang, key, param));
        expect(resolution).toEqual({ kind: 'route', match: param ? { lang, key, param } : { lang, key } });
      }
    }
  });

  it('tells the Italian fleet list from an Italian car page, which share a segment', () => {
    expect(resolvePath('/it/auto')).toEqual({ kind: 'route', match: { lang: 'it', key: 'cars' } });
    expect(resolvePath('/it/auto/lotus-emira-x1y2z3')).toEqual({
      kind: 'route',
      match: { lang: 'it', key: 'car', param: 'lotus-emira-x1y2z3' },
    });
    expect(resolvePath('/de/autos')).toMatchObject({ match: { key: 'cars' } });
    expect(resolvePath('/de/auto/abc')).toMatchObject({ match: { key: 'car', param: 'abc' } });
  });

  it('keeps auth and admin the same in every language', () => {
    for (const lang of LANGUAGES) {
      expect(ROUTE_SEGMENTS.auth[lang]).toBe('auth');
      expect(ROUTE_SEGMENTS.admin[lang]).toBe('admin');
    }
  });

  it('redirects unprefixed English paths to the English page, keeping the query', () => {
    expect(resolvePath('/cars', '?brand=Ferrari')).toEqual({ kind: 'redirect', to: '/en/cars?brand=Ferrari' });
    expect(resolvePath('/')).toEqual({ kind: 'redirect', to: '/en' });
    expect(resolvePath('/car/ferrari-roma-ab12cd')).toEqual({ kind: 'redirect', to: '/en/car/ferrari-roma-ab12cd' });
    expect(resolvePath('/admin/cars')).toEqual({ kind: 'redirect', to: '/en/admin/cars' });
    expect(resolvePath('/order/abc', '?startDate=2026-12-01')).toEqual({
      kind: 'redirect',
      to: '/en/order/abc?startDate=2026-12-01',
    });
  });

  it('has no unprefixed translation manager, and 404s unknown paths in their language', () => {
    expect(resolvePath('/translate')).toEqual({ kind: 'notFound', lang: 'en' });
    expect(resolvePath('/es/nada')).toEqual({ kind: 'notFound', lang: 'es' });
    expect(resolvePath('/es/cars')).toEqual({ kind: 'notFound', lang: 'es' });
    expect(resolvePath('/en/car')).toEqual({ kind: 'notFound', lang: 'en' });
    expect(resolvePath('/coches')).toEqual({ kind: 'notFound', lang: 'en' });
  });

  it('leaves the payment page and server files alone', () => {
    expect(resolvePath('/payment-success', '?session_id=x')).toEqual({ kind: 'paymentSuccess' });
    expect(resolvePath('/sitemap.xml')).toEqual({ kind: 'server' });
    expect(resolvePath('/robots.txt')).toEqual({ kind: 'server' });
    expect(resolvePath('/sitemaps')).toEqual({ kind: 'server' });
  });

  it('switches language to the equivalent page, keeping the car slug', () => {
    expect(switchLanguagePath({ lang: 'es', key: 'cars' }, 'de')).toBe('/de/autos');
    expect(switchLanguagePath({ lang: 'en', key: 'car', param: 'lotus-emira-x1y2z3' }, 'fr')).toBe(
      '/fr/voiture/lotus-emira-x1y2z3',
    );
  });

  it('lists the alternates of a page in all five languages', () => {
    expect(alternatePaths('about')).toEqual({
      en: '/en/about',
      es: '/es/acerca-de',
      de: '/de/uber-uns',
      fr: '/fr/a-propos',
      it: '/it/chi-siamo',
    });
  });

  it('gives router patterns with a parameter only where the route takes one', () => {
    expect(routePattern('es', 'car')).toBe('/es/coche/:param');
    expect(routePattern('it', 'order')).toBe('/it/ordine/:param');
    expect(routePattern('fr', 'home')).toBe('/fr');
    expect(routePattern('de', 'adminCars')).toBe('/de/admin/autos');
  });

  it('reads the language of a path, English without a prefix', () => {
    expect(langOfPath('/it/chi-siamo')).toBe('it');
    expect(langOfPath('/payment-success')).toBe('en');
  });
});

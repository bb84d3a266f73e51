import type { MessageDescriptor, MessageValues } from './i18n';
import { buildHead, renderHeadHtml } from './head';
import { capDescription, carHeadTexts, isPublicRoute, PAGE_META } from './seo';
import { ROUTE_KEYS, type RouteKey } from './routes';

const english = (descriptor: MessageDescriptor, values: MessageValues = {}) =>
  descriptor.message!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

describe('head tags', () => {
  const head = buildHead({
    origin: 'https://costaprestige.com',
    lang: 'es',
    key: 'cars',
    title: 'Flota de coches de lujo',
    description: 'Descripción',
    image: '/og-image.jpg',
  });

  it('has the canonical, five hreflang alternates and x-default pointing to English', () => {
    const links = head.tags.filter((tag) => tag.tag === 'link');
    expect(links).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://costaprestige.com/es/coches' });
    const alternates = links.filter((tag) => tag.rel === 'alternate');
    expect(alternates.map((tag) => tag.hreflang)).toEqual(['en', 'es', 'de', 'fr', 'it', 'x-default']);
    expect(alternates.at(-1)?.href).toBe('https://costaprestige.com/en/cars');
  });

  it('has Open Graph and Twitter tags with an absolute image', () => {
    const content = (key: string) =>
      head.tags.find((tag) => tag.tag === 'meta' && ('property' in tag ? tag.property : tag.name) === key);
    expect(content('og:image')).toMatchObject({ content: 'https://costaprestige.com/og-image.jpg' });
    expect(content('og:locale')).toMatchObject({ content: 'es_ES' });
    expect(content('twitter:card')).toMatchObject({ content: 'summary_large_image' });
    expect(content('og:url')).toMatchObject({ content: 'https://costaprestige.com/es/coches' });
  });

  it('marks every page but the public ones noindex, as the robots file disallows them', () => {
    const robots = (key: RouteKey) =>
      buildHead({ origin: 'https://x.test', lang: 'en', key, param: 'p', title: 't', description: 'd', image: '/i.jpg' }).tags.some(
        (tag) => tag.tag === 'meta' && 'name' in tag && tag.name === 'robots',
      );
    expect(ROUTE_KEYS.filter(robots)).toEqual(ROUTE_KEYS.filter((key) => !isPublicRoute(key)));
    for (const key of ['account', 'manageBooking', 'adminLegal'] as const) expect(robots(key)).toBe(true);
    for (const key of ['cars', 'car', 'terms'] as const) expect(robots(key)).toBe(false);
  });

  it('uses the product titles for home and the fleet', () => {
    expect(PAGE_META.home.title.message).toBe('Luxury Super Car Rentals');
    expect(PAGE_META.cars.title.message).toBe('Luxury Cars Fleet');
  });

  it('keeps every page description within 160 characters', () => {
    for (const key of ROUTE_KEYS) expect(PAGE_META[key].description.message!.length).toBeLessThanOrEqual(160);
  });

  it('escapes what it renders into HTML', () => {
    const html = renderHeadHtml(
      buildHead({ origin: 'https://x.test', lang: 'en', key: null, path: '/p', title: '<b>"Rosso"</b>', description: 'a & b', image: '/i.jpg' }),
    );
    expect(html).toContain('<title>&lt;b&gt;&quot;Rosso&quot;&lt;/b&gt; | Costa Prestige</title>');
    expect(html).toContain('content="a &amp; b"');
    expect(html).not.toContain('<b>');
  });

  it('names the car, its price and model in a car page head', () => {
    const texts = carHeadTexts(english, { name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma', year: 2024, price: '€1,200' });
    expect(texts.title).toBe('Ferrari Roma rental in Marbella');
    expect(texts.description).toContain('Ferrari Roma (2024) from €1,200 per day');
  });
});

describe('capDescription', () => {
  it('leaves short texts alone and cuts long ones at a word to at most 160 characters', () => {
    expect(capDescription('  Short   text ')).toBe('Short text');
    const long = 'word '.repeat(60);
    const capped = capDescription(long);
    expect(capped.length).toBeLessThanOrEqual(160);
    expect(capped.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces hard', () => {
    expect(capDescription('x'.repeat(300)).length).toBe(160);
  });
});

import { buildCar, buildSiteSettings } from '../../tests/builders';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  carJsonLd,
  jsonForScript,
  jsonLdScript,
  leadingNumber,
  postalAddress,
} from './structured-data';

const ORIGIN = 'https://costaprestige.com';

type Node = Record<string, unknown>;

/**
 * The schema.org properties each type may carry here (from schema.org's type
 * pages, inherited ones included): a misspelt or invented property fails.
 */
const ALLOWED: Record<string, readonly string[]> = {
  AutoRental: ['@context', '@type', '@id', 'name', 'url', 'logo', 'image', 'telephone', 'email', 'address', 'openingHoursSpecification', 'sameAs', 'priceRange', 'areaServed'],
  PostalAddress: ['@type', 'streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry'],
  OpeningHoursSpecification: ['@type', 'dayOfWeek', 'opens', 'closes'],
  'Product,Car': [
    '@context', '@type', '@id', 'name', 'brand', 'model', 'vehicleModelDate', 'category', 'description', 'image', 'url',
    'vehicleEngine', 'vehicleTransmission', 'driveWheelConfiguration', 'fuelType', 'seatingCapacity', 'accelerationTime', 'speed',
    'additionalProperty', 'offers',
  ],
  PropertyValue: ['@type', 'name', 'value', 'unitCode', 'unitText'],
  Brand: ['@type', 'name'],
  EngineSpecification: ['@type', 'name', 'enginePower'],
  QuantitativeValue: ['@type', 'value', 'unitCode', 'valueReference'],
  Offer: ['@type', 'price', 'priceCurrency', 'availability', 'url', 'priceSpecification'],
  UnitPriceSpecification: ['@type', 'price', 'priceCurrency', 'unitCode', 'referenceQuantity'],
  BreadcrumbList: ['@context', '@type', 'itemListElement'],
  ListItem: ['@type', 'position', 'name', 'item'],
};

/** Every node with a `@type` in `value`, depth first. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Node;
  const children = Object.values(node).flatMap(nodes);
  return node['@type'] ? [node, ...children] : children;
}

/** Every leaf value, for the "nothing empty" rule. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.length ? value.flatMap(leaves) : [value];
  if (value && typeof value === 'object') {
    const entries = Object.values(value as Node);
    return entries.length ? entries.flatMap(leaves) : [value];
  }
  return [value];
}

function expectValidShapes(data: object) {
  for (const node of nodes(data)) {
    const type = String(node['@type']);
    const allowed = ALLOWED[type];
    expect(allowed).toBeDefined();
    expect(Object.keys(node).filter((key) => !allowed!.includes(key))).toEqual([]);
  }
  for (const leaf of leaves(data)) {
    expect(leaf).not.toBeUndefined();
    expect(leaf).not.toBeNull();
    expect(leaf).not.toBe('');
    expect(leaf).not.toEqual([]);
    expect(leaf).not.toEqual({});
  }
}

/** Every string that looks like a link: absolute http(s). */
function links(value: unknown): string[] {
  return leaves(value).filter((leaf): leaf is string => typeof leaf === 'string' && /^(https?:\/\/|\/)/.test(leaf));
}

const roma = buildCar({
  id: 'Xy12ZwRomaCar',
  name: 'Ferrari Roma Spider',
  brand: 'Ferrari',
  model: 'Roma Spider',
  year: 2024,
  dailyPrice: 1350,
  images: ['/cars/ferrari-roma-spider-1.jpg', '/cars/ferrari-roma-spider-2.jpg'],
  description: 'An elegant V8 convertible.',
  descriptionTranslations: { en: 'An elegant V8 convertible.', es: 'Un elegante descapotable V8.' },
  specifications: {
    horsepower: 620,
    engine: '3.9L twin-turbo V8',
    acceleration: '3.4 s',
    topSpeed: '320 km/h',
    transmission: 'Automatic',
    drivetrain: 'RWD',
    fuelType: 'Petrol',
    seatingCapacity: 4,
    weight: '1,556 kg',
  },
});

describe('the business on the home page', () => {
  const data = businessJsonLd({ origin: ORIGIN, lang: 'es', settings: buildSiteSettings({ address: 'Av. Ricardo Soriano 72, 29601 Marbella, Málaga, Spain' }) });

  it('is an AutoRental with its address, contacts and the page of its language', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoRental',
      name: 'Costa Prestige',
      url: `${ORIGIN}/es`,
      telephone: '+34 952 000 000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Ricardo Soriano 72',
        postalCode: '29601',
        addressLocality: 'Marbella',
        addressRegion: 'Málaga',
        addressCountry: 'ES',
      },
    });
    expectValidShapes(data);
  });

  it('states the opening hours: weekdays 09:00-20:00, Saturday 10:00-18:00, Sunday 10:00-16:00', () => {
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('links only absolute URLs', () => {
    for (const link of links(data)) expect(link).toMatch(/^https?:\/\//);
  });
});

describe('addresses', () => {
  it('keeps an address of another shape whole', () => {
    expect(postalAddress('Puerto Banús, Marbella')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Puerto Banús, Marbella' });
  });
});

describe('a car on its page', () => {
  const path = '/es/coche/ferrari-roma-spider-xy12zw';
  const data = carJsonLd({ origin: ORIGIN, lang: 'es', car: roma, path });

  it('is a Product and a Car with its brand, model, year, photos and page', () => {
    expect(data).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'Ferrari Roma Spider',
      brand: { '@type': 'Brand', name: 'Ferrari' },
      model: 'Roma Spider',
      vehicleModelDate: '2024',
      url: `${ORIGIN}${path}`,
      image: [`${ORIGIN}/cars/ferrari-roma-spider-1.jpg`, `${ORIGIN}/cars/ferrari-roma-spider-2.jpg`],
    });
    expectValidShapes(data);
    for (const link of links(data)) expect(link).toMatch(/^https?:\/\//);
  });

  it('describes the car in the page language, English where it has no translation', () => {
    expect(data.description).toBe('Un elegante descapotable V8.');
    expect(carJsonLd({ origin: ORIGIN, lang: 'de', car: roma, path }).description).toBe('An elegant V8 convertible.');
  });

  it('states the rental terms as property values with their units', () => {
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Security deposit', value: roma.rentalTerms.depositEur, unitText: 'EUR' },
      { '@type': 'PropertyValue', name: 'Kilometres included per day', value: roma.rentalTerms.includedKmPerDay, unitCode: 'KMT' },
      { '@type': 'PropertyValue', name: 'Price per extra kilometre', value: roma.rentalTerms.extraKmEur, unitText: 'EUR' },
      { '@type': 'PropertyValue', name: 'Minimum driver age', value: roma.rentalTerms.minDriverAge, unitCode: 'ANN' },
      { '@type': 'PropertyValue', name: 'Minimum years holding a driving licence', value: roma.rentalTerms.minLicenceYears, unitCode: 'ANN' },
      { '@type': 'PropertyValue', name: 'Insurance excess', value: roma.rentalTerms.insuranceExcessEur, unitText: 'EUR' },
    ]);
  });

  it('offers the daily price in euros, per day', () => {
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 1350,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}${path}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 1350,
        priceCurrency: 'EUR',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    });
  });

  it("offers today's day price when a season sets it", () => {
    const seasonal = carJsonLd({ origin: ORIGIN, lang: 'es', car: roma, path, todayPrice: 1755 });
    expect(seasonal.offers).toMatchObject({ price: 1755, priceSpecification: { price: 1755, unitCode: 'DAY' } });
  });

  it('states the engine, power, 0-100 time and top speed as numbers with units', () => {
    expect(data.vehicleEngine).toEqual({
      '@type': 'EngineSpecification',
      name: '3.9L twin-turbo V8',
      enginePower: { '@type': 'QuantitativeValue', value: 620, unitCode: 'BHP' },
    });
    expect(data.accelerationTime).toMatchObject({ '@type': 'QuantitativeValue', value: 3.4, unitCode: 'SEC' });
    expect(data.speed).toEqual({ '@type': 'QuantitativeValue', value: 320, unitCode: 'KMH' });
    expect(data).toMatchObject({ vehicleTransmission: 'Automatic', driveWheelConfiguration: 'RWD', fuelType: 'Petrol', seatingCapacity: 4 });
  });

  it('leaves out what the car does not state, or states in a form it cannot read', () => {
    const bare = carJsonLd({
      origin: ORIGIN,
      lang: 'en',
      car: buildCar({ specifications: { acceleration: 'quick', topSpeed: 'very high' }, images: [] }),
      path: '/en/car/x',
    });
    expect(bare).not.toHaveProperty('accelerationTime');
    expect(bare).not.toHaveProperty('speed');
    expect(bare).not.toHaveProperty('vehicleEngine');
    // No photos: the stock photo.
    expect(bare.image).toEqual([`${ORIGIN}/cars/default.jpg`]);
    expectValidShapes(bare);
  });
});

describe('breadcrumbs', () => {
  it('number the trail from 1, home first', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: `${ORIGIN}/en` },
      { name: 'Fleet', url: `${ORIGIN}/en/cars` },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'Fleet', item: `${ORIGIN}/en/cars` },
    ]);
    expectValidShapes(data);
  });
});

describe('numbers in specification texts', () => {
  it.each([
    ['2.9 s', 2.9],
    ['1,470 kg', 1470],
    ['330 km/h', 330],
    [620, 620],
    ['fast', null],
    [undefined, null],
  ])('%p reads as %p', (text, expected) => {
    expect(leadingNumber(text)).toBe(expected);
  });
});

describe('the script element', () => {
  it('cannot be closed or commented out by a value, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- \u2028' };
    const script = jsonLdScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const inner = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
    expect(JSON.parse(inner ?? 'null')).toEqual(data);
    expect(JSON.parse(jsonForScript(data))).toEqual(data);
  });
});

/**
 * Structured data (schema.org, JSON-LD) for the server-rendered pages: the
 * boutique as an `AutoRental` on the home page, a car as a `Product` and `Car`
 * with its daily price as an `Offer`, and breadcrumb trails. Search engines
 * read these without running scripts; every URL in them is absolute and no
 * property is ever empty, so a missing fact leaves its property out rather
 * than stating nothing.
 */
import { carDescription, carImages } from './car-content';
import type { Lang } from './languages';
import type { Car, OpeningHours, SiteSettings } from './model';
import type { RentalTerms } from './rental-terms';
import { localizedPath } from './routes';
import { DEFAULT_SOCIAL_IMAGE, SITE_NAME, SOCIAL_LINKS } from './site';

type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | JsonLd | JsonValue[];

const CONTEXT = 'https://schema.org';

/** Drops properties that are undefined, null, '' or empty lists, at every depth. */
function compact(value: unknown): JsonValue | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((item): item is JsonValue => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => [key, compact(entry)] as const)
      .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return value as JsonValue;
}

function node(value: Record<string, unknown>): JsonLd {
  return (compact(value) ?? {}) as JsonLd;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const COUNTRIES: Record<string, string> = { spain: 'ES', españa: 'ES', espana: 'ES' };

/**
 * "Street, Postcode Town, Region, Country" as a `PostalAddress`; an address in
 * another shape is kept whole as the street address.
 */
export function postalAddress(address: string): JsonLd {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const country = COUNTRIES[(parts[parts.length - 1] ?? '').toLowerCase()];
  const town = /^(\d{4,5})\s+(.+)$/.exec(parts[1] ?? '');
  if (parts.length === 4 && town && country) {
    return node({
      '@type': 'PostalAddress',
      streetAddress: parts[0],
      postalCode: town[1],
      addressLocality: town[2],
      addressRegion: parts[2],
      addressCountry: country,
    });
  }
  return node({ '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: country });
}

function openingHours(hours: OpeningHours): JsonLd[] {
  const spec = (dayOfWeek: string[], { open, close }: { open: string; close: string }) =>
    node({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: open, closes: close });
  return [
    spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], hours.weekdays),
    spec(['Saturday'], hours.saturday),
    spec(['Sunday'], hours.sunday),
  ];
}

export interface BusinessJsonLdInput {
  origin: string;
  lang: Lang;
  settings: SiteSettings;
}

/** The boutique, for the home page. */
export function businessJsonLd({ origin, lang, settings }: BusinessJsonLdInput): JsonLd {
  const image = absolute(origin, DEFAULT_SOCIAL_IMAGE);
  return node({
    '@context': CONTEXT,
    '@type': 'AutoRental',
    '@id': `${origin}/#business`,
    name: SITE_NAME,
    url: absolute(origin, localizedPath(lang, 'home')),
    logo: image,
    image,
    telephone: settings.phone,
    email: settings.email,
    address: postalAddress(settings.address),
    openingHoursSpecification: openingHours(settings.openingHours),
    sameAs: Object.values(SOCIAL_LINKS),
    priceRange: '€€€€',
    areaServed: 'Costa del Sol',
  });
}

/** `'2.9 s'` -> 2.9; `'1,470 kg'` -> 1470; null when the text has no number. */
export function leadingNumber(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const match = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

function quantity(value: number | null, unitCode: string, extra: Record<string, unknown> = {}): JsonLd | undefined {
  return value === null ? undefined : node({ '@type': 'QuantitativeValue', value, unitCode, ...extra });
}

export interface CarJsonLdInput {
  origin: string;
  lang: Lang;
  car: Car;
  /** The car page's canonical path in `lang`. */
  path: string;
  /** Today's day price (its season's, seasons.ts); the car's own daily price when absent. */
  todayPrice?: number;
}

/**
 * A car's rental terms as `PropertyValue`s of the product: schema.org has no
 * property of its own for a deposit, included kilometres, a driver's age or an
 * insurance excess, and `additionalProperty` is its way to state such values
 * (UN/CEFACT units: KMT kilometre, ANN year).
 */
function termProperties(terms: RentalTerms): JsonLd[] {
  const property = (name: string, value: number, unit: { unitCode: string } | { unitText: string }) => node({ '@type': 'PropertyValue', name, value, ...unit });
  return [
    property('Security deposit', terms.depositEur, { unitText: 'EUR' }),
    property('Kilometres included per day', terms.includedKmPerDay, { unitCode: 'KMT' }),
    property('Price per extra kilometre', terms.extraKmEur, { unitText: 'EUR' }),
    property('Minimum driver age', terms.minDriverAge, { unitCode: 'ANN' }),
    property('Minimum years holding a driving licence', terms.minLicenceYears, { unitCode: 'ANN' }),
    property('Insurance excess', terms.insuranceExcessEur, { unitText: 'EUR' }),
  ];
}

/** A car page's car: a `Product` (for the offer) that is also a `Car` (for its specifications). */
export function carJsonLd({ origin, lang, car, path, todayPrice }: CarJsonLdInput): JsonLd {
  const specs = car.specifications ?? {};
  const url = absolute(origin, path);
  const horsepower = leadingNumber(specs.horsepower);
  const topSpeed = typeof specs.topSpeed === 'string' && /km\/h/i.test(specs.topSpeed) ? leadingNumber(specs.topSpeed) : null;
  const acceleration =
    typeof specs.acceleration === 'string' && /\bs\b|sec/i.test(specs.acceleration) ? leadingNumber(specs.acceleration) : null;
  const seats = leadingNumber(specs.seatingCapacity);
  const price = { price: todayPrice ?? car.dailyPrice, priceCurrency: 'EUR' };
  return node({
    '@context': CONTEXT,
    '@type': ['Product', 'Car'],
    '@id': `${url}#car`,
    name: car.name,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    category: car.category,
    description: carDescription(car, lang),
    image: carImages(car).map((image) => absolute(origin, image)),
    url,
    vehicleEngine:
      specs.engine || horsepower !== null
        ? {
            '@type': 'EngineSpecification',
            name: specs.engine,
            enginePower: quantity(horsepower, 'BHP'),
          }
        : undefined,
    vehicleTransmission: specs.transmission,
    driveWheelConfiguration: specs.drivetrain,
    fuelType: specs.fuelType,
    seatingCapacity: seats ?? undefined,
    accelerationTime: quantity(acceleration, 'SEC', {
      valueReference: { '@type': 'QuantitativeValue', value: '0-100 km/h' },
    }),
    speed: quantity(topSpeed, 'KMH'),
    additionalProperty: termProperties(car.rentalTerms),
    offers: {
      '@type': 'Offer',
      ...price,
      availability: car.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        ...price,
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
  });
}

/** A trail of pages, home first; `url`s absolute. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return node({
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  });
}

/**
 * JSON inside a script element: `<` is escaped so no value (an address, a
 * name) can close the element with `</script>` or open a comment; U+2028/2029
 * are escaped for engines that still treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

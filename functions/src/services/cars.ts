/**
 * Reads of the public catalogue the server renders pages from: available
 * cars (one, the latest few, or all), a car's blocked date ranges and the
 * active discount tiers; and the available fleet's names for the sitemap.
 * Only available cars are ever returned: an unavailable car has no public page.
 *
 * Every read of a page goes through one `StorefrontReads`, which counts the
 * documents read (a query that finds nothing still costs one), so each page
 * logs what it cost and tests can hold pages to what they show.
 */
import {
  CAR_CATEGORIES,
  isDay,
  LANGUAGES,
  type BlockedRange,
  type Car,
  type CarCategory,
  type CarSpecifications,
  type Lang,
  type RentalDiscount,
} from '@costa/domain';
import type { DocumentData, Firestore, QuerySnapshot } from 'firebase-admin/firestore';

/** What the sitemap needs to build a car's slug. */
export interface SitemapCar {
  id: string;
  name: string;
  model: string;
}

export interface CarStore {
  /** Every available car, with only the fields a slug needs. */
  listAvailableForSitemap(): Promise<SitemapCar[]>;
}

/** What the server reads to render the public pages. */
export interface StorefrontReads {
  /** The `limit` newest available cars. */
  latestCars(limit: number): Promise<Car[]>;
  /** Every available car, newest first. */
  availableCars(): Promise<Car[]>;
  /** The available car whose `slugKey` is `slugKey` (one indexed query), or null. */
  carBySlugKey(slugKey: string): Promise<Car | null>;
  /** The car with this id if it exists and is available, else null. */
  carById(id: string): Promise<Car | null>;
  /** The public, dates-only copy of a car's availability blocks. */
  blockedRanges(carId: string): Promise<BlockedRange[]>;
  /** The active discount tiers, shortest first. */
  activeDiscounts(): Promise<RentalDiscount[]>;
  /** Documents read so far through this reader. */
  readonly reads: number;
}

/**
 * Whether a URL segment can be a Firestore document id. Segments are decoded,
 * so `%2F` arrives as `/`; asking Firestore for such an id throws instead of
 * answering "not found".
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function byLanguage<T>(value: unknown, read: (entry: unknown) => T | null): Partial<Record<Lang, T>> {
  const result: Partial<Record<Lang, T>> = {};
  if (!isRecord(value)) return result;
  for (const lang of LANGUAGES) {
    const entry = read(value[lang]);
    if (entry !== null) result[lang] = entry;
  }
  return result;
}

function specifications(value: unknown): CarSpecifications | null {
  if (!isRecord(value)) return null;
  const specs: CarSpecifications = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry))) specs[key] = entry;
  }
  return specs;
}

/**
 * A stored car as the pages show it. The document is written by admins and
 * the seed, but the renderer must never fail on a field of the wrong type:
 * each one falls back to empty.
 */
export function toCar(id: string, data: DocumentData): Car {
  const category = text(data.category);
  return {
    id,
    slugKey: text(data.slugKey) || id.slice(0, 6).toLowerCase(),
    name: text(data.name),
    brand: text(data.brand),
    model: text(data.model),
    year: number(data.year),
    location: text(data.location),
    dailyPrice: number(data.dailyPrice),
    category: ((CAR_CATEGORIES as readonly string[]).includes(category) ? category : 'supercars') as CarCategory,
    availabilityType: text(data.availabilityType),
    isAvailable: data.isAvailable === true,
    images: strings(data.images),
    videoUrl: text(data.videoUrl) || null,
    description: text(data.description),
    descriptionTranslations: byLanguage(data.descriptionTranslations, (entry) => (typeof entry === 'string' ? entry : null)),
    featuresTranslations: byLanguage(data.featuresTranslations, (entry) => (Array.isArray(entry) ? strings(entry) : null)),
    specifications: specifications(data.specifications),
    createdAt: number(data.createdAt),
  };
}

export function firestoreCarStore(db: () => Firestore): CarStore {
  return {
    async listAvailableForSitemap() {
      const snapshot = await db().collection('cars').where('isAvailable', '==', true).select('name', 'model', 'isAvailable').get();
      return snapshot.docs.map((doc) => ({ id: doc.id, name: text(doc.get('name')), model: text(doc.get('model')) }));
    },
  };
}

/** A reader for one page: its `reads` start at 0. */
export function firestoreStorefront(db: () => Firestore): StorefrontReads {
  let reads = 0;
  const counted = (snapshot: QuerySnapshot) => {
    reads += Math.max(1, snapshot.size);
    return snapshot;
  };
  const cars = () => db().collection('cars');
  const available = () => cars().where('isAvailable', '==', true);
  const toCars = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => toCar(doc.id, doc.data()));
  return {
    get reads() {
      return reads;
    },
    async latestCars(limit) {
      return toCars(counted(await available().orderBy('createdAt', 'desc').limit(limit).get()));
    },
    async availableCars() {
      return toCars(counted(await available().orderBy('createdAt', 'desc').get()));
    },
    async carBySlugKey(slugKey) {
      const [car] = toCars(counted(await available().where('slugKey', '==', slugKey).limit(1).get()));
      return car ?? null;
    },
    async carById(id) {
      if (!isDocumentId(id)) return null;
      const doc = await cars().doc(id).get();
      reads += 1;
      const data = doc.data();
      return data && data.isAvailable === true ? toCar(doc.id, data) : null;
    },
    async blockedRanges(carId) {
      const snapshot = counted(await cars().doc(carId).collection('blockedRanges').get());
      return snapshot.docs
        .map((doc) => ({ startDate: doc.get('startDate') as unknown, endDate: doc.get('endDate') as unknown }))
        .filter((range): range is BlockedRange => isDay(range.startDate) && isDay(range.endDate) && range.startDate <= range.endDate);
    },
    async activeDiscounts() {
      const snapshot = counted(await db().collection('discounts').where('isActive', '==', true).orderBy('minDays').get());
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        minDays: number(doc.get('minDays')),
        maxDays: number(doc.get('maxDays')),
        discountPercentage: number(doc.get('discountPercentage')),
        description: text(doc.get('description')),
        isActive: true,
      }));
    },
  };
}

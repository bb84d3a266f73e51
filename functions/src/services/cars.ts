/**
 * Reads of the public catalogue the server renders pages from: available
 * cars (one, the latest few, or all), a car's blocked date ranges, the
 * seasons that price its days and the active discount tiers; and the available fleet's names for the sitemap.
 * Only available cars are ever returned: an unavailable car has no public page.
 *
 * Every read of a page goes through one `StorefrontReads`, which counts the
 * documents read (a query that finds nothing still costs one), so each page
 * logs what it cost and tests can hold pages to what they show.
 */
import {
  carFromData,
  isDay,
  legalVersionFromData,
  RENTAL_TERMS_SUMMARY,
  rentalTermsRangesFromData,
  type BlockedRange,
  type Car,
  type LegalDocument,
  type LegalVersion,
  type RentalDiscount,
  type RentalTermsRanges,
  type Season,
} from '@costa/domain';
import { carSeasonsQuery, seasonsWithinQuery, toSeasons } from './seasons';
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

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
  /** The seasons that can price the car's days from `from` on: its own, its category's and the fleet's, ending on or after `from`. */
  carSeasons(car: Pick<Car, 'id' | 'category'>, from: string): Promise<Season[]>;
  /** Every season sharing a day with `from`..`to`. */
  seasonsWithin(from: string, to: string): Promise<Season[]>;
  /** A legal text's current version, or the numbered one; null when there is none. */
  legalText(document: LegalDocument, version: number | null): Promise<LegalVersion | null>;
  /** The rental terms' ranges across the fleet (`fleetSummary/rentalTerms`), or null before the first summary. */
  rentalTermsRanges(): Promise<RentalTermsRanges | null>;
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
  const toCars = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => carFromData(doc.id, doc.data()));
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
      return data && data.isAvailable === true ? carFromData(doc.id, data) : null;
    },
    async blockedRanges(carId) {
      const snapshot = counted(await cars().doc(carId).collection('blockedRanges').get());
      return snapshot.docs
        .map((doc) => ({ startDate: doc.get('startDate') as unknown, endDate: doc.get('endDate') as unknown }))
        .filter((range): range is BlockedRange => isDay(range.startDate) && isDay(range.endDate) && range.startDate <= range.endDate);
    },
    async rentalTermsRanges() {
      const doc = await db().collection(RENTAL_TERMS_SUMMARY.collection).doc(RENTAL_TERMS_SUMMARY.id).get();
      reads += 1;
      return rentalTermsRangesFromData(doc.data());
    },
    async legalText(document, version) {
      const current = db().collection('legalTexts').doc(document);
      const doc = await (version === null ? current : current.collection('versions').doc(String(version))).get();
      reads += 1;
      return legalVersionFromData(document, doc.data());
    },
    async carSeasons(car, from) {
      return toSeasons(counted(await carSeasonsQuery(db(), car, from).get()));
    },
    async seasonsWithin(from, to) {
      return toSeasons(counted(await seasonsWithinQuery(db(), from, to).get()));
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

/**
 * Reads of `cars/{carId}` the server needs for SEO: one car for a page head,
 * the available fleet's names for the sitemap. Only available cars are ever
 * returned: an unavailable car has no public page.
 */
import type { Firestore } from 'firebase-admin/firestore';

/** What a car page's head shows. */
export interface CarHeadRecord {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  dailyPrice: number;
  images: string[];
}

/** What the sitemap needs to build a car's slug. */
export interface SitemapCar {
  id: string;
  name: string;
  model: string;
}

export interface CarStore {
  /** The available car whose `slugKey` is `slugKey` (one indexed query), or null. */
  findAvailableBySlugKey(slugKey: string): Promise<CarHeadRecord | null>;
  /** The car with this id if it exists and is available, else null. */
  getAvailableById(id: string): Promise<CarHeadRecord | null>;
  /** Every available car, with only the fields a slug needs. */
  listAvailableForSitemap(): Promise<SitemapCar[]>;
}

/**
 * Whether a URL segment can be a Firestore document id. Segments are decoded,
 * so `%2F` arrives as `/`; asking Firestore for such an id throws instead of
 * answering "not found".
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toCarHeadRecord(id: string, data: Record<string, unknown>): CarHeadRecord {
  return {
    id,
    name: text(data.name),
    brand: text(data.brand),
    model: text(data.model),
    year: typeof data.year === 'number' ? data.year : 0,
    dailyPrice: typeof data.dailyPrice === 'number' ? data.dailyPrice : 0,
    images: Array.isArray(data.images)
      ? data.images.filter((url): url is string => typeof url === 'string' && url !== '')
      : [],
  };
}

export function firestoreCarStore(db: () => Firestore): CarStore {
  const cars = () => db().collection('cars');
  return {
    async findAvailableBySlugKey(slugKey) {
      const snapshot = await cars().where('isAvailable', '==', true).where('slugKey', '==', slugKey).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? toCarHeadRecord(doc.id, doc.data()) : null;
    },
    async getAvailableById(id) {
      if (!isDocumentId(id)) return null;
      const doc = await cars().doc(id).get();
      const data = doc.data();
      return data && data.isAvailable === true ? toCarHeadRecord(doc.id, data) : null;
    },
    async listAvailableForSitemap() {
      const snapshot = await cars().where('isAvailable', '==', true).select('name', 'model', 'isAvailable').get();
      return snapshot.docs.map((doc) => ({ id: doc.id, name: text(doc.get('name')), model: text(doc.get('model')) }));
    },
  };
}

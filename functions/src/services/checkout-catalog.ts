/** What the checkout reads to price a rental: the car as stored, the seasons that may price its days, the extras offered for it, and the active discount tiers. */
import { carFromData, type Extra, type RentalDiscount, type RentalTerms, type Season } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from './cars';
import { offeredExtras } from './extras';
import { carSeasonsQuery, toSeasons } from './seasons';

export interface PricedCar {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  dailyPrice: number;
  category: string;
  isAvailable: boolean;
  availabilityType: string;
  images: string[];
  /** Its own, or its category's (carFromData). */
  rentalTerms: RentalTerms;
}

export interface CheckoutCatalog {
  getCar(carId: string): Promise<PricedCar | null>;
  activeDiscounts(): Promise<RentalDiscount[]>;
  /** The car's seasons (its own, its category's, the fleet's) sharing a day with `from`..`to`. */
  seasonsFor(car: Pick<PricedCar, 'id' | 'category'>, from: string, to: string): Promise<Season[]>;
  /** The extras offered for the car now (active, for every car, its category or itself). */
  extrasFor(car: Pick<PricedCar, 'id' | 'category'>): Promise<Extra[]>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function firestoreCheckoutCatalog(db: () => Firestore): CheckoutCatalog {
  return {
    async getCar(carId) {
      if (!isDocumentId(carId)) return null;
      const snapshot = await db().collection('cars').doc(carId).get();
      const data = snapshot.data();
      if (!data) return null;
      return {
        id: snapshot.id,
        name: text(data.name),
        brand: text(data.brand),
        model: text(data.model),
        year: number(data.year),
        dailyPrice: number(data.dailyPrice),
        category: text(data.category),
        isAvailable: data.isAvailable === true,
        availabilityType: text(data.availabilityType),
        images: Array.isArray(data.images) ? data.images.filter((url): url is string => typeof url === 'string') : [],
        rentalTerms: carFromData(snapshot.id, data).rentalTerms,
      };
    },
    async seasonsFor(car, from, to) {
      return toSeasons(await carSeasonsQuery(db(), car, from).get()).filter((season) => season.startDate <= to);
    },
    extrasFor(car) {
      return offeredExtras(db(), car);
    },
    async activeDiscounts() {
      const snapshot = await db().collection('discounts').where('isActive', '==', true).get();
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

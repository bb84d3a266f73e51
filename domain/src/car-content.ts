/**
 * What a visitor sees of a car's stored content: photos with the file-sharing
 * rewrite and the stock photo fallback, and texts in the page's
 * language falling back to English.
 */
import type { Lang } from './languages';
import type { Car } from './model';
import { DEFAULT_CAR_IMAGE, DIRECT_BOOKING } from './site';

const DRIVE_VIEW = /^https:\/\/drive\.google\.com\/file\/d\/([\w-]+)\/view/;

/** A file-sharing "view" link becomes its 1000 px thumbnail, which an <img> can load. */
export function carImageUrl(url: string): string {
  const match = DRIVE_VIEW.exec(url.trim());
  return match ? `https://drive.google.com/thumbnail?id=${match[1]}&sz=w1000` : url.trim();
}

export function carImages(car: Pick<Car, 'images'>): string[] {
  const images = (car.images ?? []).filter((url) => typeof url === 'string' && url.trim() !== '').map(carImageUrl);
  return images.length ? images : [DEFAULT_CAR_IMAGE];
}

export function isDirectBooking(car: Pick<Car, 'availabilityType'>): boolean {
  return car.availabilityType === DIRECT_BOOKING;
}

export function carDescription(car: Pick<Car, 'description' | 'descriptionTranslations'>, lang: Lang): string {
  const translated = car.descriptionTranslations?.[lang]?.trim();
  return translated || car.descriptionTranslations?.en?.trim() || car.description;
}

export function carFeatures(car: Pick<Car, 'featuresTranslations'>, lang: Lang): string[] {
  const translated = car.featuresTranslations?.[lang];
  return translated?.length ? translated : (car.featuresTranslations?.en ?? []);
}

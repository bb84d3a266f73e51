/** Facts about the boutique that never change per page or per language. */
export const SITE_NAME = 'Costa Prestige';
export const HOME_CITY = 'Marbella';

/** The ten marques of the brand strip (home and About pages). */
export const BRAND_STRIP = [
  'Ferrari',
  'Lamborghini',
  'McLaren',
  'Porsche',
  'Aston Martin',
  'Bugatti',
  'Mercedes-AMG',
  'BMW M',
  'Audi Sport',
  'Lotus',
] as const;

export const CAR_CATEGORIES = [
  'supercars',
  'convertibles',
  'luxury_sedans_gts',
  'performance_suvs',
  'electric_hybrid',
] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

/** Any other availability type is treated as on request. */
export const DIRECT_BOOKING = 'direct_booking';

/**
 * The contact page's request type for a car booked on request. Kept here, not
 * with the booking form's rules: every page's first code reads it (a booking
 * request keeps its scroll position), and the form's rules are the booking
 * panel's alone.
 */
export const CAR_BOOKING_REQUEST = 'car_booking_request';

/** Social profiles of the footer. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/costaprestige',
  facebook: 'https://www.facebook.com/costaprestige',
  tiktok: 'https://www.tiktok.com/@costaprestige',
} as const;

/** Meta descriptions are cut to this many characters. */
export const META_DESCRIPTION_MAX = 160;

/** The order number is the last 8 characters of the session id, upper-cased. */
export function orderNumberFromSession(sessionId: string): string {
  return sessionId.trim().slice(-8).toUpperCase();
}

/** Link-preview image of pages without their own picture. */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.jpg';
/** Stock photo of a car that has no images. */
export const DEFAULT_CAR_IMAGE = '/cars/default.jpg';

/** The year the boutique opened in Marbella (About page). */
export const FOUNDED_YEAR = 2014;
/** The fleet size the site states everywhere, shown as "50+". */
export const FLEET_SIZE_CLAIM = 50;
/** Gift-card amounts announced on the coming-soon page: from 100 EUR to 5,000 EUR and more. */
export const GIFT_CARD_MIN_EUR = 100;
export const GIFT_CARD_MAX_EUR = 5000;

/** A booking cancelled at least this many hours before the handover is refunded in full. */
export const FREE_CANCELLATION_HOURS = 48;

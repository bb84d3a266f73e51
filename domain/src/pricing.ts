/**
 * The price of a rental. The browser shows it and the server charges
 * it with this same code; the server never trusts a number the browser sent.
 * Amounts are euros, rounded to cents.
 */
import { daysBetween } from './dates';
import type { RentalDiscount } from './model';
import { extraLines, type Extra, type ExtraLine } from './extras';
import { dayPrices, seasonLines, type Season, type SeasonLine } from './seasons';

export const DISTANCE_RATE_PER_KM = 3;
/** The radius around the showroom, in km, within which delivery and collection are free, unless the settings say otherwise. */
export const DEFAULT_FREE_DELIVERY_KM = 15;
/** The free zone staff may set, in whole km. */
export const FREE_DELIVERY_LIMITS = { min: 0, max: 200 } as const;

/** The settings' free zone, or the default when absent or out of bounds. */
export function freeDeliveryKmOf(settings: { freeDeliveryKm?: unknown } | null | undefined): number {
  const km = settings?.freeDeliveryKm;
  return typeof km === 'number' && Number.isInteger(km) && km >= FREE_DELIVERY_LIMITS.min && km <= FREE_DELIVERY_LIMITS.max
    ? km
    : DEFAULT_FREE_DELIVERY_KM;
}

/** Road kilometres from the showroom to each handover place (0: the showroom itself, or unknown). */
export interface ShowroomLegs {
  pickupKm: number;
  dropoffKm: number;
}

/**
 * The kilometres charged for bringing the car out and fetching it back: each
 * handover place's distance from the showroom beyond the free zone, each way.
 */
export function deliveryKm(legs: ShowroomLegs, freeKm: number): number {
  const beyond = (km: number) => (Number.isFinite(km) && km > freeKm ? km - freeKm : 0);
  return Math.round((beyond(legs.pickupKm) + beyond(legs.dropoffKm)) * 10) / 10;
}
export const OUT_OF_HOURS_FEE = 150;
/** Handovers before this hour or after the closing one cost the out-of-hours fee. */
export const IN_HOURS_FROM = '08:00';
export const IN_HOURS_UNTIL = '20:00';

/** Inclusive count of rental days, at least 1: the 10th to the 12th is 3 days. */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.max(1, daysBetween(startDate, endDate) + 1);
}

/** `HH:mm` before 08:00 or after 20:00. */
export function isOutOfHours(time: string): boolean {
  return time < IN_HOURS_FROM || time > IN_HOURS_UNTIL;
}

type TierDays = Pick<RentalDiscount, 'id' | 'minDays' | 'maxDays' | 'isActive'>;

/**
 * The active tier that starts last: it has no upper end, so a rental longer
 * than its `maxDays` keeps its discount rather than falling off every tier.
 */
export function openEndedTier<T extends TierDays>(discounts: readonly T[]): T | null {
  return discounts.reduce<T | null>((last, d) => (d.isActive && (last === null || d.minDays > last.minDays) ? d : last), null);
}

/** Whether a tier applies to a rental of `days` days: within its range, or beyond it when it is the open-ended one. */
export function tierCovers(tier: TierDays, days: number, discounts: readonly TierDays[]): boolean {
  if (!tier.isActive || days < tier.minDays) return false;
  return days <= tier.maxDays || openEndedTier(discounts)?.id === tier.id;
}

/** The active tier that covers `days` (`tierCovers`); the best one if tiers overlap. */
export function selectDiscount(days: number, discounts: readonly RentalDiscount[]): RentalDiscount | null {
  const matching = discounts.filter((d) => tierCovers(d, days, discounts) && d.discountPercentage > 0);
  return matching.reduce<RentalDiscount | null>(
    (best, d) => (best === null || d.discountPercentage > best.discountPercentage ? d : best),
    null,
  );
}

export interface PriceInput {
  /** The car's own day price: every day no season covers costs this. */
  dailyPrice: number;
  /** The car and the seasons that may cover the rental (seasons.ts); without them, every day costs `dailyPrice`. */
  seasonal?: { carId: string; category: string; seasons: readonly Season[] };
  startDate: string;
  endDate: string;
  /** `HH:mm` */
  pickupTime: string;
  dropoffTime: string;
  /** Road distance between pickup and dropoff; 0 when unknown or the same place. */
  distanceKm: number;
  discounts: readonly RentalDiscount[];
  /** The handover places' distances from the showroom and the free zone; no delivery charge without them. */
  delivery?: ShowroomLegs & { freeKm: number };
  /** The extras chosen (extras.ts), each priced for the rental's days; never discounted by the tier. */
  extras?: readonly Extra[];
}

export interface PriceBreakdown {
  days: number;
  /** The sum of each day's price. */
  basePrice: number;
  /** The days grouped by season and day price (`seasonLines`); absent on orders priced before seasons. */
  lines?: SeasonLine[];
  discount: { description: string; percentage: number } | null;
  discountAmount: number;
  discountedPrice: number;
  distanceKm: number;
  distanceCharge: number;
  /** Kilometres beyond the free zone, out and back (`deliveryKm`), and their charge; absent on orders priced before they were charged. */
  deliveryKm?: number;
  deliveryCharge?: number;
  pickupOutOfHours: boolean;
  dropoffOutOfHours: boolean;
  outOfHoursCharge: number;
  /** The chosen extras, priced (`extraLines`), and their sum; absent on orders priced before extras. */
  extras?: ExtraLine[];
  extrasCharge?: number;
  totalPrice: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Total = the sum of each day's price (its season's, or the car's own) - the
 * discount tier + distance charge + delivery beyond the free zone + out-of-hours charges
 * + the chosen extras.
 */
export function priceBreakdown(input: PriceInput): PriceBreakdown {
  const days = rentalDays(input.startDate, input.endDate);
  const { carId = '', category = '', seasons = [] } = input.seasonal ?? {};
  const lines = seasonLines(dayPrices({ id: carId, category, dailyPrice: input.dailyPrice }, input.startDate, input.endDate, seasons));
  const basePrice = cents(lines.reduce((sum, line) => sum + line.amount, 0));
  const tier = selectDiscount(days, input.discounts);
  const discountAmount = tier ? cents((basePrice * tier.discountPercentage) / 100) : 0;
  const discountedPrice = cents(basePrice - discountAmount);
  const distanceKm = Number.isFinite(input.distanceKm) && input.distanceKm > 0 ? input.distanceKm : 0;
  const distanceCharge = cents(distanceKm * DISTANCE_RATE_PER_KM);
  const delivered = input.delivery ? deliveryKm(input.delivery, input.delivery.freeKm) : 0;
  const deliveryCharge = cents(delivered * DISTANCE_RATE_PER_KM);
  const pickupOutOfHours = isOutOfHours(input.pickupTime);
  const dropoffOutOfHours = isOutOfHours(input.dropoffTime);
  const outOfHoursCharge = (Number(pickupOutOfHours) + Number(dropoffOutOfHours)) * OUT_OF_HOURS_FEE;
  const extras = extraLines(input.extras ?? [], days);
  const extrasCharge = cents(extras.reduce((sum, line) => sum + line.amount, 0));
  return {
    days,
    basePrice,
    lines,
    discount: tier ? { description: tier.description, percentage: tier.discountPercentage } : null,
    discountAmount,
    discountedPrice,
    distanceKm,
    distanceCharge,
    deliveryKm: delivered,
    deliveryCharge,
    pickupOutOfHours,
    dropoffOutOfHours,
    outOfHoursCharge,
    extras,
    extrasCharge,
    totalPrice: cents(discountedPrice + distanceCharge + deliveryCharge + outOfHoursCharge + extrasCharge),
  };
}

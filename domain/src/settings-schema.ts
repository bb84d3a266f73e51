/**
 * The back office's settings: the boutique's contact facts and
 * opening hours (`settings/site`) and the rental discount tiers
 * (`discounts`). The settings page checks them with these schemas; the
 * Firestore rules (`isValidSiteSettings`, `isValidDiscount`) hold the same
 * limits for any write.
 */
import { array, boolean, object, ref } from 'yup';
import { DEFAULT_MIN_NOTICE_HOURS, MIN_NOTICE_LIMITS } from './booking-window';
import { EMAIL_PATTERN } from './contact';
import { atMost, FORM_MESSAGES, message, text, typedNumber, type FormMessage } from './forms';
import { DEFAULT_VAT_RATE_PERCENT } from './legal';
import { DEFAULT_LATE_CANCELLATION_REFUND_PERCENT } from './manage-booking';
import type { RentalDiscount } from './model';
import { DEFAULT_FREE_DELIVERY_KM, FREE_DELIVERY_LIMITS } from './pricing';

export const SETTINGS_LIMITS = {
  address: 200,
  phone: 30,
  email: 255,
  description: 200,
  companyName: 120,
  taxId: 20,
  registryEntry: 200,
} as const;

export const SETTINGS_MESSAGES = {
  required: /*i18n*/ { id: 'form.settings.required', message: 'This field is required' },
  whatsapp: /*i18n*/ { id: 'form.settings.whatsapp', message: 'Enter the number with its country code, 6 to 20 digits' },
  time: /*i18n*/ { id: 'form.settings.time', message: 'Use the 24-hour format, e.g. 09:30' },
  taxId: /*i18n*/ { id: 'form.settings.tax-id', message: 'A Spanish tax ID (NIF/CIF): 9 letters and digits, e.g. B12345678' },
  closeAfterOpen: /*i18n*/ { id: 'form.settings.close-after-open', message: 'Closing time must be after opening time' },
  wholeDays: /*i18n*/ { id: 'form.settings.whole-days', message: 'A whole number of days, 1 or more' },
  maxBeforeMin: /*i18n*/ { id: 'form.settings.max-before-min', message: 'The last day cannot come before the first' },
  percentage: /*i18n*/ { id: 'form.settings.percentage', message: 'A percentage from 0 to 100' },
  freeDeliveryKm: /*i18n*/ { id: 'form.settings.free-delivery-km', message: 'A whole number of kilometres from 0 to 200' },
  noticeHours: /*i18n*/ { id: 'form.settings.notice-hours', message: 'A whole number of hours from 0 to 72' },
  overlap: /*i18n*/ { id: 'form.settings.overlap', message: 'Active tiers overlap: {first} and {second} share some rental lengths' },
} satisfies Record<string, FormMessage>;

const M = SETTINGS_MESSAGES;
/** 00:00 to 23:59, as the rules' `isHours` and the footer expect. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** A NIF/CIF as stored: a letter or digit, seven digits, a letter or digit (the rules hold the same pattern). */
const TAX_ID = /^[A-Z0-9][0-9]{7}[A-Z0-9]$/;

const hours = () =>
  object({
    open: text().required(message(M.required)).matches(TIME, { message: message(M.time) }),
    close: text()
      .required(message(M.required))
      .matches(TIME, { message: message(M.time) })
      .test('after-open', message(M.closeAfterOpen), function (close) {
        const open: unknown = this.parent.open;
        return typeof open !== 'string' || !TIME.test(open) || !TIME.test(close) || close > open;
      }),
  });

export const siteSettingsSchema = object({
  address: text().required(message(M.required)).max(SETTINGS_LIMITS.address, atMost(SETTINGS_LIMITS.address)),
  phone: text().required(message(M.required)).max(SETTINGS_LIMITS.phone, atMost(SETTINGS_LIMITS.phone)),
  // Typed the way people write numbers (+34 600 12 34 56); stored as the digits wa.me links need.
  whatsapp: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s+().-]/g, '') : value))
    .required(message(M.required))
    .matches(/^[0-9]{6,20}$/, { message: message(M.whatsapp) }),
  email: text()
    .required(message(FORM_MESSAGES.emailRequired))
    .max(SETTINGS_LIMITS.email, atMost(SETTINGS_LIMITS.email))
    .matches(EMAIL_PATTERN, { message: message(FORM_MESSAGES.emailInvalid) }),
  openingHours: object({ weekdays: hours(), saturday: hours(), sunday: hours() }),
  // What a customer's own cancellation refunds inside FREE_CANCELLATION_HOURS of the pickup (manage-booking.ts).
  lateCancellationRefundPercent: typedNumber(M.percentage)
    .integer(message(M.percentage))
    .min(0, message(M.percentage))
    .max(100, message(M.percentage))
    .default(DEFAULT_LATE_CANCELLATION_REFUND_PERCENT),
  // How long before a pickup it must be booked online (booking-window.ts).
  minNoticeHours: typedNumber(M.noticeHours)
    .integer(message(M.noticeHours))
    .min(MIN_NOTICE_LIMITS.min, message(M.noticeHours))
    .max(MIN_NOTICE_LIMITS.max, message(M.noticeHours))
    .default(DEFAULT_MIN_NOTICE_HOURS),
  // Delivery beyond this radius around the showroom is charged per km (pricing.ts).
  freeDeliveryKm: typedNumber(M.freeDeliveryKm)
    .integer(message(M.freeDeliveryKm))
    .min(FREE_DELIVERY_LIMITS.min, message(M.freeDeliveryKm))
    .max(FREE_DELIVERY_LIMITS.max, message(M.freeDeliveryKm))
    .default(DEFAULT_FREE_DELIVERY_KM),
  company: object({
    name: text().required(message(M.required)).max(SETTINGS_LIMITS.companyName, atMost(SETTINGS_LIMITS.companyName)),
    taxId: text()
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '').toUpperCase() : value))
      .required(message(M.required))
      .matches(TAX_ID, { message: message(M.taxId) }),
    registeredAddress: text().required(message(M.required)).max(SETTINGS_LIMITS.address, atMost(SETTINGS_LIMITS.address)),
    registryEntry: text().required(message(M.required)).max(SETTINGS_LIMITS.registryEntry, atMost(SETTINGS_LIMITS.registryEntry)),
    vatRatePercent: typedNumber(M.percentage)
      .required(message(M.required))
      .min(0, message(M.percentage))
      .max(100, message(M.percentage))
      .default(DEFAULT_VAT_RATE_PERCENT),
  }),
});

/** Form fields hold what was typed; a number field's text becomes its number here. */
const count = (required: FormMessage, wrong: FormMessage) => typedNumber(wrong).required(message(required));

const tierSchema = object({
  id: text(),
  minDays: count(M.wholeDays, M.wholeDays).integer(message(M.wholeDays)).min(1, message(M.wholeDays)),
  maxDays: count(M.wholeDays, M.wholeDays)
    .integer(message(M.wholeDays))
    .min(1, message(M.wholeDays))
    .min(ref('minDays'), message(M.maxBeforeMin)),
  discountPercentage: count(M.percentage, M.percentage).min(0, message(M.percentage)).max(100, message(M.percentage)),
  description: text().max(SETTINGS_LIMITS.description, atMost(SETTINGS_LIMITS.description)),
  isActive: boolean().strict().typeError(message(FORM_MESSAGES.notText)).default(true),
});

export type TierInput = Pick<RentalDiscount, 'minDays' | 'maxDays'> & { isActive: boolean; description?: string };

/** The first two active tiers whose day ranges share a rental length, or null. */
export function overlappingTiers<T extends TierInput>(tiers: readonly T[]): [T, T] | null {
  const active = tiers.filter((tier) => tier.isActive).sort((a, b) => a.minDays - b.minDays);
  for (let i = 1; i < active.length; i++) {
    if (active[i]!.minDays <= active[i - 1]!.maxDays) return [active[i - 1]!, active[i]!];
  }
  return null;
}

/**
 * The first rental length a new tier should cover: the day after the longest
 * one the tiers reach (tiers being typed may hold text, read as numbers).
 */
export function nextTierStart(tiers: readonly { maxDays: number | string }[]): number {
  return tiers.reduce<number>((longest, tier) => Math.max(longest, Number(tier.maxDays) || 0), 0) + 1;
}

const label = ({ minDays, maxDays }: TierInput) => (minDays === maxDays ? `${minDays}` : `${minDays}-${maxDays}`);

/** The tiers as one form; an overlap is a rule about the whole list (FORM_ERROR), naming both tiers. */
export const discountTiersSchema = object({
  tiers: array(tierSchema).required(),
}).test('no-overlap', message(M.overlap), function (value) {
  const valid = (value?.tiers ?? []).filter(
    (tier): tier is typeof tier & TierInput => Number.isInteger(tier.minDays) && Number.isInteger(tier.maxDays),
  );
  const clash = overlappingTiers(valid);
  if (!clash) return true;
  return this.createError({ message: message({ ...M.overlap, values: { first: label(clash[0]), second: label(clash[1]) } }) });
});

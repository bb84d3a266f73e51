/**
 * At the hand-over and the return staff read the odometer and the fuel
 * gauge, and take and later release the security deposit. From the two
 * readings and the car's terms as booked (rental-terms.ts) this computes what
 * the customer owes beyond the rental: the kilometres driven beyond those
 * included for the rental's days, at the car's price per kilometre, and a
 * refuelling charge per eighth of a tank missing.
 */
import { mixed, number, object } from 'yup';
import type { Order } from './checkout';
import { message, typedNumber, type FormMessage } from './forms';
import { DEFAULT_RENTAL_TERMS, type RentalTerms } from './rental-terms';

/** A fuel gauge in eighths: 0 empty, 8 full. */
export const FUEL_EIGHTHS = { min: 0, max: 8 } as const;
/** Euros per eighth of a tank the car comes back short: the fuel and the trip to the station. */
export const REFUEL_EUR_PER_EIGHTH = 45;
/** The highest odometer reading taken as typed. */
export const ODOMETER_MAX_KM = 2_000_000;

export const DEPOSIT_METHODS = ['card-hold', 'card-payment', 'bank-transfer', 'cash'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** One reading of the car: its odometer in whole km and its fuel gauge in eighths. */
export interface CarReading {
  km: number;
  fuelEighths: number;
}

export interface ReturnCharges {
  drivenKm: number;
  /** The terms' kilometres per day times the rental's days. */
  includedKm: number;
  extraKm: number;
  extraKmCharge: number;
  fuelShortEighths: number;
  refuelCharge: number;
  /** What staff bill after the return, in euros (cents allowed). */
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What a rental of `days` days owes beyond its price, from the readings out and back. */
export function returnCharges(
  terms: Pick<RentalTerms, 'includedKmPerDay' | 'extraKmEur'>,
  days: number,
  out: CarReading,
  back: CarReading,
): ReturnCharges {
  const drivenKm = Math.max(0, back.km - out.km);
  const includedKm = terms.includedKmPerDay * Math.max(1, days);
  const extraKm = Math.max(0, drivenKm - includedKm);
  const extraKmCharge = cents(extraKm * terms.extraKmEur);
  const fuelShortEighths = Math.max(0, out.fuelEighths - back.fuelEighths);
  const refuelCharge = fuelShortEighths * REFUEL_EUR_PER_EIGHTH;
  return { drivenKm, includedKm, extraKm, extraKmCharge, fuelShortEighths, refuelCharge, total: cents(extraKmCharge + refuelCharge) };
}

/** The car's terms as the order booked them; orders booked before cars had terms read the supercars' defaults. */
export function bookedTerms(order: Pick<Order, 'car'>): RentalTerms {
  return order.car.rentalTerms ?? DEFAULT_RENTAL_TERMS.supercars;
}

/**
 * What an order's return owes, from its hand-over reading and `back`, by the
 * terms it booked for its days; with no reading at the hand-over there is
 * nothing to compare, so nothing is owed.
 */
export function orderReturnCharges(order: Pick<Order, 'car' | 'price' | 'handover'>, back: CarReading): ReturnCharges {
  const out = order.handover ?? back;
  return returnCharges(bookedTerms(order), order.price.days, { km: out.km, fuelEighths: out.fuelEighths }, back);
}

export const RETURN_MESSAGES = {
  kmInvalid: /*i18n*/ { id: 'form.return.km-invalid', message: 'The odometer in whole kilometres' },
  kmBeforeOut: /*i18n*/ { id: 'form.return.km-before-out', message: 'At least {km} km, the reading at the hand-over' },
  fuelInvalid: /*i18n*/ { id: 'form.return.fuel-invalid', message: 'Choose the fuel level' },
  depositInvalid: /*i18n*/ { id: 'form.return.deposit-invalid', message: 'Whole euros from 0 to 100,000' },
  methodInvalid: /*i18n*/ { id: 'form.return.method-invalid', message: 'Choose how the deposit was taken' },
} satisfies Record<string, FormMessage>;

const M = RETURN_MESSAGES;

const odometer = () =>
  typedNumber(M.kmInvalid).required(message(M.kmInvalid)).integer(message(M.kmInvalid)).min(0, message(M.kmInvalid)).max(ODOMETER_MAX_KM, message(M.kmInvalid));
const fuel = () =>
  number().typeError(message(M.fuelInvalid)).required(message(M.fuelInvalid)).integer(message(M.fuelInvalid)).min(FUEL_EIGHTHS.min, message(M.fuelInvalid)).max(FUEL_EIGHTHS.max, message(M.fuelInvalid));

/** The hand-over's readings and the deposit taken (its amount, the car's terms' by default, and how). */
export const handoverReadingSchema = object({
  km: odometer(),
  fuelEighths: fuel(),
  depositEur: typedNumber(M.depositInvalid).required(message(M.depositInvalid)).integer(message(M.depositInvalid)).min(0, message(M.depositInvalid)).max(100_000, message(M.depositInvalid)),
  depositMethod: mixed<DepositMethod>().oneOf([...DEPOSIT_METHODS], message(M.methodInvalid)).required(message(M.methodInvalid)),
});

/** The return's readings, the odometer no lower than at the hand-over (`outKm`); the deposit is released with it. */
export function returnReadingSchema(outKm: number) {
  return object({
    km: odometer().min(outKm, message({ ...M.kmBeforeOut, values: { km: outKm } })),
    fuelEighths: fuel(),
  });
}

/** What the order keeps of the hand-over and the return (`orders/{id}.handover`, `.return`). */
export interface HandoverReading extends CarReading {
  depositEur: number;
  depositMethod: DepositMethod;
}
export interface ReturnReading extends CarReading {
  /** The deposit was released when the car came back. */
  depositReleased: boolean;
  charges: ReturnCharges;
}

/** How long the payment link of the return's charges stays open, as an offer's does. */
export const RETURN_BILL_HOURS = 24;

/**
 * `orders/{id}.returnBill`: the payment link staff sent for the return's
 * charges. A new link may be sent once it expired unpaid; once paid, the
 * charges are invoiced on their own invoice (`invoiceId`).
 */
export interface ReturnBill {
  amountCents: number;
  sessionId: string;
  url: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expiresAt: number;
  /** The staff member who sent it. */
  by: string;
  status: 'open' | 'paid' | 'expired';
  paidAt: number | null;
  paymentIntent: string | null;
  invoiceId: string | null;
}

/**
 * Where an order stands with its return's charges:
 * - `none`: not returned yet, or returned owing nothing;
 * - `billable`: owing, and no link is open or paid (a new one may be sent);
 * - `open`: a link was sent and may still be paid;
 * - `paid`.
 */
export type ReturnBillState = 'none' | 'billable' | 'open' | 'paid';

export function returnBillState(order: Pick<Order, 'status' | 'returnedAt' | 'return' | 'returnBill'>, now: number): ReturnBillState {
  const owed = order.return?.charges.total ?? 0;
  if (order.status !== 'paid' || !order.returnedAt || owed <= 0) return 'none';
  const bill = order.returnBill;
  if (bill?.status === 'paid') return 'paid';
  if (bill?.status === 'open' && bill.expiresAt > now) return 'open';
  return 'billable';
}

/** The return's charges in cents, as the payment link asks for them. */
export function returnChargesCents(charges: Pick<ReturnCharges, 'total'>): number {
  return Math.round(charges.total * 100);
}

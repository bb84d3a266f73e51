/**
 * The `startCheckout` callable: turns what a
 * customer chose into a pending order with its days held, and a payment
 * session to pay it. The browser's choices are all it reads; the car, the
 * discount tiers, the extras offered, the distances and the free delivery zone are looked up here and the price is
 * computed with the domain's `priceBreakdown`, whatever the page showed.
 *
 * Refusals carry an English message and `details.reason` (a `CheckoutRefusal`),
 * which the order page translates.
 */
import {
  additionalDriverOf,
  additionalDriverProblems,
  bookingWindowRefusal,
  chosenExtras,
  CHECKOUT_SESSION_MINUTES,
  DEFAULT_LANG,
  driverProblems,
  earliestPickup,
  englishText,
  freeDeliveryKmOf,
  HOLD_MINUTES,
  isDirectBooking,
  MAX_BOOKING_AHEAD_DAYS,
  MAX_PENDING_CHECKOUTS,
  MAX_RENTAL_DAYS,
  minNoticeHoursOf,
  needsAdditionalDriver,
  checkoutParts,
  checkoutRequestSchema,
  priceBreakdown,
  termsNotAccepted,
  todayIn,
  type CheckoutRefusal,
  type CheckoutResponse,
} from '@costa/domain';
import { absoluteImage, openPaymentSession, PAYMENT_SETUP_FAILED } from '../services/payment-session';
import { checkoutFailed, checkoutRefused, checkoutStarted } from '../logs';
import type { CheckoutCatalog } from '../services/checkout-catalog';
import { tokenHash, type NewOrder, type OrderStore } from '../services/orders';
import type { ClientLimiter } from '../services/client-limits';
import { validated } from './validation';
import { refusal } from './refusal';
import type { PaymentsProvider } from '../services/payments/provider';
import type { PlacesProvider } from '../services/places';
import { handoverDistances } from '../services/places/provider';
import type { SiteSettingsSource } from '../services/site-settings';
import type { AcceptedVersions } from '../services/legal-texts';
import { randomBytes } from 'node:crypto';
import { clientAddress, type HeaderValue } from './http';

export interface CheckoutCallRequest {
  data: unknown;
  auth?: { uid: string } | null;
  rawRequest?: { headers: Record<string, HeaderValue>; ip?: string };
}

/** The English message of each refusal (logs, developers); the order page translates the reason. */
const MESSAGES: Record<CheckoutRefusal, string> = {
  'invalid-input': 'Please check the booking details and try again.',
  'car-not-found': 'This car is not available for booking.',
  'car-on-request': 'This car is booked on request: please send us a booking request instead.',
  'past-dates': 'The rental cannot start in the past.',
  'pickup-too-soon': 'This pickup is too soon to book online. Please choose a later time or call us.',
  'driver-requirements': "A driver does not meet this car's minimum age or years holding a licence.",
  'extras-unavailable': 'An extra chosen is not offered for this car.',
  'booking-window': `Online bookings start at most ${MAX_BOOKING_AHEAD_DAYS} days ahead, last at most ${MAX_RENTAL_DAYS} days, and a one-day rental ends after its pickup time.`,
  'dates-unavailable': 'These dates are no longer available for this car. Please choose other dates.',
  busy: 'Someone else is booking this car right now. Please try again in a moment.',
  'payments-unavailable': 'Online payment is not available at the moment. Please contact us to book.',
  'too-many-pending': `You already have ${MAX_PENDING_CHECKOUTS} bookings waiting for payment. Complete or cancel one of them first.`,
  'too-many-attempts': 'Too many bookings were started from your connection. Please try again in a few minutes.',
  'terms-not-accepted': 'Please accept the rental terms and the privacy policy to book.',
};

/** The request by the order page's schema; a refusal is `invalid-input` and names each field's rule. */
function checkoutRequest(data: unknown) {
  try {
    return validated(checkoutRequestSchema, data);
  } catch (error) {
    checkoutRefused('invalid-input');
    throw error;
  }
}

function refuse(reason: CheckoutRefusal): never {
  checkoutRefused(reason);
  throw refusal(reason, MESSAGES[reason]);
}

export interface CheckoutDeps {
  catalog: CheckoutCatalog;
  orders: OrderStore;
  places: PlacesProvider;
  payments: () => Promise<PaymentsProvider | null>;
  /** Where the payment page sends the customer back (services/site-origin.ts); null when not configured. */
  siteOrigin: () => string | null;
  /** Counts checkouts per client address (CHECKOUT_CLIENT_LIMITS). */
  clients: ClientLimiter;
  /** The terms' and privacy policy's current versions, which the order records as accepted. */
  acceptedVersions: AcceptedVersions;
  /** The site settings: their minimum notice before a pickup (`minNoticeHours`). */
  siteSettings: SiteSettingsSource;
  now?: () => number;
}

export function createStartCheckoutHandler({
  catalog,
  orders,
  places,
  payments,
  siteOrigin,
  clients,
  acceptedVersions,
  siteSettings,
  now = Date.now,
}: CheckoutDeps) {
  return async (request: CheckoutCallRequest): Promise<CheckoutResponse> => {
    const choice = checkoutRequest(request.data);
    const unticked = termsNotAccepted(request.data);
    if (unticked) {
      checkoutRefused('terms-not-accepted');
      throw refusal('terms-not-accepted', MESSAGES['terms-not-accepted'], { fields: unticked });
    }
    const { customer, driver, booking } = checkoutParts(choice);
    const at = now();
    const client = clientAddress(request.rawRequest?.headers ?? {}, request.rawRequest?.ip);
    if (client && !(await clients.allow(client, at))) refuse('too-many-attempts');
    const today = todayIn(undefined, new Date(at));
    const settings = await siteSettings();
    const earliest = earliestPickup(at, minNoticeHoursOf(settings));
    const outsideWindow = bookingWindowRefusal(booking, today, earliest);
    if (outsideWindow) refuse(outsideWindow);

    const car = await catalog.getCar(choice.carId);
    if (!car || !car.isAvailable) refuse('car-not-found');
    if (!isDirectBooking(car)) refuse('car-on-request');
    // The car's own terms, judged on the first rental day: the order page said the same before Pay Now.
    const driverCheck = { terms: car.rentalTerms, startDate: booking.startDate, today };
    const driverFields = driverProblems({ ...driverCheck, driver });
    // The extras chosen must all be offered for this car now; the additional driver's, when one is chosen, meets the same terms.
    const extras = chosenExtras(await catalog.extrasFor(car), choice.extras);
    if (!extras) refuse('extras-unavailable');
    const additionalDriver = needsAdditionalDriver(extras) ? additionalDriverOf(choice) : null;
    const problems = { ...driverFields, ...(additionalDriver ? additionalDriverProblems({ ...driverCheck, driver: additionalDriver }) : {}) };
    const firstProblem = Object.values(problems)[0];
    if (firstProblem) {
      checkoutRefused('driver-requirements');
      throw refusal('driver-requirements', englishText(firstProblem), { fields: problems });
    }
    const provider = await payments();
    const origin = siteOrigin();
    if (!provider || !origin) refuse('payments-unavailable');

    const [discounts, seasons, distances, versions] = await Promise.all([
      catalog.activeDiscounts(),
      catalog.seasonsFor(car, booking.startDate, booking.endDate),
      handoverDistances(places, booking.pickupLocation, booking.dropoffLocation),
      acceptedVersions.current(),
    ]);
    const { distanceKm, pickupKm, dropoffKm } = distances;
    const delivery = { pickupKm, dropoffKm, freeKm: freeDeliveryKmOf(settings) };
    const seasonal = { carId: car.id, category: car.category, seasons };
    const price = priceBreakdown({ dailyPrice: car.dailyPrice, ...booking, distanceKm, discounts, delivery, seasonal, extras });
    if (!(price.totalPrice > 0)) refuse('car-not-found');

    const image = absoluteImage(car, origin);
    // The cancel link's secret: only its hash is stored, so reading an order never yields a working link.
    const cancelToken = randomBytes(24).toString('base64url');
    const order: NewOrder = {
      uid: request.auth?.uid ?? null,
      car: { id: car.id, name: car.name, brand: car.brand, model: car.model, year: car.year, dailyPrice: car.dailyPrice, image, rentalTerms: car.rentalTerms },
      customer,
      driver,
      ...(additionalDriver ? { additionalDriver } : {}),
      lang: choice.lang ?? DEFAULT_LANG,
      ...booking,
      price,
      createdAt: at,
      holdExpiresAt: at + HOLD_MINUTES * 60_000,
      cancelTokenHash: tokenHash(cancelToken),
      acceptedTerms: { ...versions, acceptedAt: at },
    };
    let reservation;
    try {
      reservation = await orders.reserve(order, at);
    } catch (error) {
      // Contention the transaction could not get through; nothing was written.
      checkoutFailed(null, error);
      refuse('busy');
    }
    if (!reservation.reserved) refuse(reservation.reason);
    const { orderId } = reservation;

    let session;
    try {
      session = await openPaymentSession({ provider, orders, orderId, order, origin, cancelToken, expiresAt: at + CHECKOUT_SESSION_MINUTES * 60_000, now });
    } catch {
      throw refusal('server-error', PAYMENT_SETUP_FAILED);
    }
    checkoutStarted(orderId, car.id, provider.name);
    return { orderId, url: session.url };
  };
}

/**
 * The `offerBooking` callable, admins only: a booking offered from
 * a booking request. The offer is checked with the domain's `offerSchema`;
 * the car is priced by the domain's pricing (or takes the total staff typed);
 * its days are held for OFFER_HOURS through the same per-day reservation as a
 * checkout (refused if any is taken), as a pending order in the customer's
 * name and language; the payment page opens for the same time; and the
 * customer is e-mailed the link. Paying goes through the webhook like any
 * checkout; an unpaid offer lapses and frees the days.
 */
import {
  CALLABLES,
  bookingWindowRefusal,
  DEFAULT_LANG,
  OFFER_HOURS,
  offerPrice,
  offerSchema,
  priceBreakdown,
  todayIn,
  type OfferResponse,
} from '@costa/domain';
import { randomBytes } from 'node:crypto';
import type { AcceptedVersions } from '../services/legal-texts';
import { refusal } from './refusal';
import { checkoutFailed } from '../logs';
import { offerMail } from '../render/offer-mail';
import type { CheckoutCatalog } from '../services/checkout-catalog';
import type { InboxStore } from '../services/inbox';
import { tokenHash, type NewOrder, type OrderStore } from '../services/orders';
import type { PaymentsProvider } from '../services/payments/provider';
import type { SiteSettingsSource } from '../services/site-settings';
import { absoluteImage, openPaymentSession, PAYMENT_SETUP_FAILED, paymentLinkExpiry } from '../services/payment-session';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { validated } from './validation';

export interface OfferDeps {
  catalog: CheckoutCatalog;
  orders: OrderStore;
  inbox: InboxStore;
  payments: () => Promise<PaymentsProvider | null>;
  siteSettings: SiteSettingsSource;
  /** Where the payment link sends the customer back (services/site-origin.ts); null when not configured. */
  siteOrigin: () => string | null;
  /** The current terms and privacy versions, which the offer's payment page asks the customer to accept. */
  acceptedVersions: AcceptedVersions;
  now?: () => number;
}

const HOUR = 3_600_000;

export function createOfferBookingHandler({ catalog, orders, inbox, payments, siteSettings, siteOrigin, acceptedVersions, now = Date.now }: OfferDeps) {
  return async (request: AdminCallRequest): Promise<OfferResponse> => {
    const by = requireAdmin(request, CALLABLES.offerBooking).name;
    const offer = validated(offerSchema, request.data);
    const at = now();
    const outsideWindow = bookingWindowRefusal(offer, todayIn(undefined, new Date(at)));
    if (outsideWindow) {
      throw refusal(outsideWindow, 'The rental cannot start in the past or too far ahead, or end before it starts.');
    }
    const [item, car, provider] = await Promise.all([inbox.get('bookingRequests', offer.requestId), catalog.getCar(offer.carId), payments()]);
    if (!item) throw refusal('not-found', 'This booking request does not exist.');
    if (!car) throw refusal('car-not-found', 'This car does not exist.');
    const origin = siteOrigin();
    if (!provider || !origin) throw refusal('payments-unavailable', 'Online payment is not configured.');

    const { requestId, carId, price: typed, ...booking } = offer;
    const [discounts, seasons, termsOffered] = await Promise.all([
      catalog.activeDiscounts(),
      catalog.seasonsFor(car, booking.startDate, booking.endDate),
      acceptedVersions.current(),
    ]);
    const seasonal = { carId: car.id, category: car.category, seasons };
    const price = offerPrice(priceBreakdown({ dailyPrice: car.dailyPrice, ...booking, distanceKm: 0, discounts, seasonal }), typed);
    const image = absoluteImage(car, origin);
    const cancelToken = randomBytes(24).toString('base64url');
    const order: NewOrder = {
      uid: null,
      car: { id: carId, name: car.name, brand: car.brand, model: car.model, year: car.year, dailyPrice: car.dailyPrice, image, rentalTerms: car.rentalTerms },
      customer: { name: item.name, email: item.email.toLowerCase(), phone: item.phone ?? '' },
      lang: item.lang ?? DEFAULT_LANG,
      ...booking,
      price,
      createdAt: at,
      // The hold outlives the payment page a little, as a checkout's does.
      holdExpiresAt: at + OFFER_HOURS * HOUR,
      cancelTokenHash: tokenHash(cancelToken),
      termsOffered,
    };
    const reservation = await orders.reserve(order, at);
    if (!reservation.reserved) {
      throw reservation.reason === 'dates-unavailable'
        ? refusal('dates-unavailable', 'Some of these days are taken. Choose other dates.')
        : refusal('too-many-pending', 'This customer already has bookings waiting for payment.');
    }
    const { orderId } = reservation;
    let session;
    try {
      session = await openPaymentSession({ provider, orders, orderId, order, origin, cancelToken, expiresAt: paymentLinkExpiry(at, OFFER_HOURS), now });
    } catch {
      throw refusal('server-error', PAYMENT_SETUP_FAILED);
    }
    try {
      const settings = await siteSettings();
      const mail = offerMail({ ...order, id: orderId, status: 'pending', sessionId: session.id, paidAt: null }, session.url, settings, now());
      await inbox.recordOffer(requestId, { orderId, mail, by, now: now() });
    } catch (error) {
      // The customer would never hear of it: close the payment page and free the days, so staff can offer again.
      checkoutFailed(orderId, error);
      await provider.expireSession(session.id).catch(() => undefined);
      await orders.abandon(orderId, now()).catch((abandonError: unknown) => checkoutFailed(orderId, abandonError));
      throw refusal('server-error', 'The offer could not be sent. Nothing is held; please try again.');
    }
    return { orderId, url: session.url };
  };
}

/**
 * The payment page of an order, as a customer's checkout and an offer staff
 * make both open it: the session with the payments provider (its product
 * line and description in the order's language, the return links on the
 * site's origin), recorded on the order, or the order abandoned when it
 * cannot be opened.
 */
import {
  carImageUrl,
  legalVersionQuery,
  localizedPath,
  PAYMENT_SUCCESS_PATH,
  type Lang,
  type MessageDescriptor,
} from '@costa/domain';
import { translatorFor } from '../i18n';
import { checkoutFailed } from '../logs';
import type { PricedCar } from './checkout-catalog';
import type { NewOrder, OrderStore } from './orders';
import type { PaymentsProvider } from './payments/provider';

const HOUR = 3_600_000;

/**
 * When a payment link staff send (an offer, a return's charges) closes,
 * `hours` after `at`: Stripe keeps a payment page open 24 hours at most,
 * counted from its creation a moment later, so it closes 5 minutes early.
 */
export function paymentLinkExpiry(at: number, hours: number): number {
  return at + hours * HOUR - 5 * 60_000;
}

/** Where the payment page's cancel button leads (a hosting rewrite to `cancelCheckout`). */
export const CANCEL_CHECKOUT_PATH = '/api/payments/cancel';

export const PAYMENT_SETUP_FAILED =
  'There was a problem setting up your payment. Please try again or contact us directly.';

const PRODUCT: MessageDescriptor = /*i18n*/ {
  id: 'checkout.product',
  message: '{car} · {days, plural, one {# day} other {# days}}',
};

/** The payment page's terms box (Markdown links, as Stripe's custom text takes them). */
const TERMS_CONSENT: MessageDescriptor = /*i18n*/ {
  id: 'checkout.terms-consent',
  message: 'I accept the [rental terms]({termsUrl}) and the [privacy policy]({privacyUrl}).',
};

/** An offer's terms box, linking the very versions the order will record as accepted; none for a checkout (its page had the box). */
function termsConsent(order: NewOrder, origin: string): { message: string } | null {
  const offered = order.termsOffered;
  if (!offered?.termsVersion) return null;
  const link = (key: 'terms' | 'privacy', version: number | null) =>
    `${origin}${localizedPath(order.lang, key)}${version ? legalVersionQuery(version) : ''}`;
  return {
    message: translatorFor(order.lang)(TERMS_CONSENT, {
      termsUrl: link('terms', offered.termsVersion),
      privacyUrl: link('privacy', offered.privacyVersion),
    }),
  };
}

function shortDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * The payment page of a reserved order (a customer's checkout, or an offer
 * staff made), recorded on the order. When it cannot be opened the order is
 * abandoned, its days released, and the error thrown again.
 */
export async function openPaymentSession({
  provider,
  orders,
  orderId,
  order,
  origin,
  cancelToken,
  expiresAt,
  now,
}: {
  provider: PaymentsProvider;
  orders: Pick<OrderStore, 'attachSession' | 'abandon'>;
  orderId: string;
  order: NewOrder;
  origin: string;
  /** The cancel link's secret (its hash is on the order). */
  cancelToken: string;
  expiresAt: number;
  now: () => number;
}): Promise<{ id: string; url: string }> {
  try {
    const t = translatorFor(order.lang);
    const session = await provider.createSession({
      orderId,
      amountCents: Math.round(order.price.totalPrice * 100),
      currency: 'eur',
      productName: t(PRODUCT, { car: order.car.name, days: order.price.days }),
      description: `${shortDay(order.startDate, order.lang)} ${order.pickupTime} – ${shortDay(order.endDate, order.lang)} ${order.dropoffTime} · ${order.pickupLocation} → ${order.dropoffLocation}`,
      image: order.car.image.startsWith('https://') ? order.car.image : null,
      customerEmail: order.customer.email,
      lang: order.lang,
      // The success page in the order's language, whatever the paying browser used last.
      successUrl: `${origin}${PAYMENT_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}&lang=${order.lang}`,
      cancelUrl: `${origin}${CANCEL_CHECKOUT_PATH}?order=${orderId}&token=${cancelToken}`,
      expiresAt,
      termsConsent: termsConsent(order, origin),
    });
    await orders.attachSession(orderId, session.id, now());
    return session;
  } catch (error) {
    checkoutFailed(orderId, error);
    await orders.abandon(orderId, now()).catch((abandonError: unknown) => checkoutFailed(orderId, abandonError));
    throw error;
  }
}

/** A car's first photo as an absolute URL (the payment page shows it), or ''. */
export function absoluteImage(car: PricedCar, origin: string): string {
  const first = car.images[0];
  if (!first) return '';
  const url = carImageUrl(first);
  return url.startsWith('/') ? `${origin}${url}` : url;
}

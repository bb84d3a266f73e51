/**
 * Asks the `startCheckout` callable for a payment page. The server prices the
 * rental again, holds the dates and answers with the checkout URL; a refusal
 * arrives as an HttpsError whose `details.reason` names why (CheckoutRefusal),
 * which the order page turns into a message in the customer's language, and
 * `details.fields` each customer field's broken rule.
 */
import { CALLABLES, type CheckoutRefusal, type CheckoutRequest, type CheckoutResponse, type FormErrors, type RefusalReason } from '@costa/domain';
import { callFailure } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

/** Creating the order and the payment session takes a few round trips; past this the customer may try again. */
const CHECKOUT_TIMEOUT_MS = 30_000;

// A record, not a list: a reason added to CheckoutRefusal fails the type check here until it is known.
const KNOWN: Record<CheckoutRefusal, true> = {
  'invalid-input': true,
  'car-not-found': true,
  'car-on-request': true,
  'past-dates': true,
  'pickup-too-soon': true,
  'driver-requirements': true,
  'extras-unavailable': true,
  'booking-window': true,
  'dates-unavailable': true,
  busy: true,
  'payments-unavailable': true,
  'too-many-pending': true,
  'too-many-attempts': true,
  'terms-not-accepted': true,
};

/** `unknown`: any failure without a checkout reason (network, timeout, an answer without a URL). */
export type CheckoutOutcome = { ok: true; url: string } | { ok: false; reason: CheckoutRefusal | 'unknown'; fields: FormErrors };

function checkoutRefusal(reason: RefusalReason | null): CheckoutRefusal | 'unknown' {
  return reason !== null && Object.hasOwn(KNOWN, reason) ? (reason as CheckoutRefusal) : 'unknown';
}

export async function startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const call = httpsCallable<CheckoutRequest, CheckoutResponse>(functions, CALLABLES.startCheckout, {
      timeout: CHECKOUT_TIMEOUT_MS,
    });
    const { data } = await call(request);
    const url = typeof data?.url === 'string' ? data.url.trim() : '';
    if (!/^https?:\/\//i.test(url)) {
      console.error('The checkout answered without a payment URL', data);
      return { ok: false, reason: 'unknown', fields: {} };
    }
    return { ok: true, url };
  } catch (error) {
    console.error('Could not start the checkout', error);
    const failure = callFailure(error);
    return { ok: false, reason: checkoutRefusal(failure.reason), fields: failure.fields };
  }
}

/** Leaves for the payment page (another origin in production: Stripe). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

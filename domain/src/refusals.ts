/**
 * Why a function said no: the one closed list of reasons every refusal
 * carries as `details.reason`. The server's message is English, for logs and
 * developers; the web shows the visitor a translated text chosen by the
 * reason alone (never by the message).
 *
 * Each reason belongs to an audience: `public` reasons can reach a visitor
 * (their texts ship with the public catalog), `staff` reasons only come from
 * the back office's functions (their texts ship with the staff catalog).
 */

export const REFUSAL_AUDIENCE = {
  /** The input broke a form rule; `details.fields` names each field's rule. */
  'invalid-input': 'public',
  /** The request did not come from the site's own app (App Check). */
  'app-check': 'public',
  /** The order, message or block named does not exist (any more). */
  'not-found': 'public',
  'car-not-found': 'public',
  /** The car is booked by request, not paid online. */
  'car-on-request': 'public',
  'past-dates': 'public',
  /** A pickup sooner than the minimum notice allows (`earliestPickup`, `minNoticeHours` in the settings). */
  'pickup-too-soon': 'public',
  /** The main driver is too young or has held a licence too briefly for the car (`driverProblems`); `details.fields` names the field. */
  'driver-requirements': 'public',
  /** An extra chosen that is not offered for the car (withdrawn since the page was read, or never offered). */
  'extras-unavailable': 'public',
  /** Too far ahead, too long, or a one-day rental returned before its pickup time (`bookingWindowProblem`). */
  'booking-window': 'public',
  'dates-unavailable': 'public',
  /** Others were booking the same car at that very moment: try again. */
  busy: 'public',
  /** Payments (or the site's own address, which payment links need) are not configured. */
  'payments-unavailable': 'public',
  /** The customer's e-mail already has `MAX_PENDING_CHECKOUTS` checkouts waiting for payment. */
  'too-many-pending': 'public',
  /**
   * Too many calls from one client address (`CHECKOUT_CLIENT_LIMITS`, `MANAGE_LINK_CLIENT_LIMITS`,
   * `ACCOUNT_MAIL_CLIENT_LIMITS`), or account mails to one address (`ACCOUNT_MAIL_ADDRESS_LIMITS`).
   */
  'too-many-attempts': 'public',
  /** Too many messages from one sender (`CONTACT_LIMITS`). */
  'rate-limited': 'public',
  /** Something failed on the server's side; trying again may work. */
  'server-error': 'public',
  /** A manage-booking link that names no order (mistyped, or replaced by a newer one). */
  'link-invalid': 'public',
  /** The order is past the point where it can be cancelled (by its customer, or by staff). */
  'not-cancellable': 'public',
  /** A booking sent without ticking "I accept the rental terms and the privacy policy"; `details.fields` names the box. */
  'terms-not-accepted': 'public',
  /** A signed-in customer asked to confirm an address that is already confirmed. */
  'already-verified': 'public',

  /** Not signed in, calling an admin function (or asking for one's own address confirmation). */
  unauthenticated: 'staff',
  /** Signed in, but not an admin (an admin function called by a customer). */
  forbidden: 'staff',
  /** A pending order's payment completed while staff were cancelling it. */
  'paid-meanwhile': 'staff',
  /** The payments provider refused or failed the refund; nothing changed. */
  'refund-failed': 'staff',
  /** A hand-over step or a resend that does not apply to the order now. */
  'step-not-allowed': 'staff',
  'email-required': 'staff',
  'invalid-email': 'staff',
  'user-not-found': 'staff',
  'already-admin': 'staff',
  'not-admin': 'staff',
  'self-removal': 'staff',
  /** A block overlaps a booking, a checkout or another block; `details.clash` says which. */
  clash: 'staff',
  /** Booking blocks belong to paid orders and cannot be deleted by hand. */
  'booking-block': 'staff',
  /** A car with orders cannot be deleted. */
  'has-orders': 'staff',
  /** No translation service is configured. */
  'translation-unavailable': 'staff',
  /** The translation service did not answer. */
  'translation-failed': 'staff',
  /** The car has no English text to translate. */
  'nothing-to-translate': 'staff',
} as const satisfies Record<string, 'public' | 'staff'>;

export type RefusalReason = keyof typeof REFUSAL_AUDIENCE;
export type PublicRefusal = { [R in RefusalReason]: (typeof REFUSAL_AUDIENCE)[R] extends 'public' ? R : never }[RefusalReason];
export type StaffRefusal = Exclude<RefusalReason, PublicRefusal>;

export const REFUSAL_REASONS = Object.keys(REFUSAL_AUDIENCE) as RefusalReason[];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && Object.hasOwn(REFUSAL_AUDIENCE, value);
}

export function isPublicRefusal(reason: RefusalReason): reason is PublicRefusal {
  return REFUSAL_AUDIENCE[reason] === 'public';
}

/** The reason a function's error names in `details.reason`; null for any other failure (network, a crash). */
export function refusalReasonOf(error: unknown): RefusalReason | null {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  return isRefusalReason(reason) ? reason : null;
}

/**
 * The `submitContact` callable: a contact
 * message, or a booking request for an on-request car, from anyone. The input
 * is checked with the form's own schema (a refusal names each field's rule in
 * `details.fields`), the sender is rate-limited, and the request is stored
 * with a mail to the staff queued in the outbox.
 */
import {
  CAR_BOOKING_REQUEST,
  contactSchema,
  DEFAULT_LANG,
  isLang,
  RATE_LIMIT_MESSAGE,
  type ContactRefusal,
  readBookingRequest,
  storedContact,
  termsNotAccepted,
  type BookingRequestDetails,
  type ContactInput,
  type Lang,
  type SubmitContactResponse,
} from '@costa/domain';
import { contactRateLimited, contactRequestFailed, contactRequestStored, contactStaffAddressMissing } from '../logs';
import { senderKey, type ContactRequestStore } from '../services/contact-requests';
import type { SiteSettingsSource } from '../services/site-settings';
import type { AcceptedVersions } from '../services/legal-texts';
import { acknowledgementMail } from '../render/acknowledgement-mail';
import { requestMail } from '../render/contact-mail';
import { validated } from './validation';
import { refusal } from './refusal';

export interface CallRequest {
  data: unknown;
}

function invalid(message: string): never {
  throw refusal('invalid-input', message);
}

export interface ParsedContact {
  contact: ContactInput & { name: string };
  lang: Lang;
  booking: BookingRequestDetails | null;
}

/** The six typed fields by the form's schema (their refusal names each field), the booking leniently. */
export function parseContactRequest(data: unknown): ParsedContact {
  const contact = storedContact(validated(contactSchema, data));
  const fields = data as Record<string, unknown>;
  let booking: BookingRequestDetails | null = null;
  if (fields.requestType !== undefined && fields.requestType !== null) {
    if (fields.requestType !== CAR_BOOKING_REQUEST) invalid('Unknown request type.');
    booking = readBookingRequest(fields);
    if (!booking) invalid('A booking request must name the car.');
  }
  return { contact, lang: isLang(fields.lang) ? fields.lang : DEFAULT_LANG, booking };
}

export interface ContactDeps {
  store: ContactRequestStore;
  siteSettings: SiteSettingsSource;
  /** The site's origin, for the staff e-mail's link to the back office's inbox. */
  siteOrigin: () => string | null;
  /** The terms' and privacy policy's current versions, which a booking request records as accepted. */
  acceptedVersions: AcceptedVersions;
  now?: () => number;
}

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the rental terms and the privacy policy to book.';

export function createSubmitContactHandler({ store, siteSettings, siteOrigin, acceptedVersions, now = Date.now }: ContactDeps) {
  return async (request: CallRequest): Promise<SubmitContactResponse> => {
    const { contact, lang, booking } = parseContactRequest(request.data);
    const kind = booking ? 'booking-request' : 'contact';
    // A booking request books: its sender accepts the rental terms as a payer does (a message needs no box).
    const unticked = booking ? termsNotAccepted(request.data) : null;
    if (unticked) throw refusal('terms-not-accepted' satisfies ContactRefusal, TERMS_NOT_ACCEPTED_MESSAGE, { fields: unticked });
    const at = now();
    const [settings, versions] = await Promise.all([siteSettings(), booking ? acceptedVersions.current() : null]);
    const staff = settings?.email?.trim();
    if (!staff) contactStaffAddressMissing(kind);
    const stored = {
      name: contact.name,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone || null,
      subject: contact.subject || null,
      message: contact.message,
      lang,
      status: 'new',
      createdAt: at,
      ...(booking && {
        car: booking.car,
        startDate: booking.startDate ?? null,
        endDate: booking.endDate ?? null,
        pickupTime: booking.pickupTime ?? null,
        dropoffTime: booking.dropoffTime ?? null,
        pickupLocation: booking.pickupLocation ?? null,
        dropoffLocation: booking.dropoffLocation ?? null,
      }),
      ...(versions && { acceptedTerms: { ...versions, acceptedAt: at } }),
    };
    const mails = [
      ...(staff ? [requestMail({ ...contact, lang, booking }, staff, at, siteOrigin())] : []),
      // The sender hears at once, in their language, when to expect the answer.
      ...(settings ? [acknowledgementMail({ ...contact, lang, car: booking?.car ?? null }, settings, at)] : []),
    ];
    let outcome;
    try {
      outcome = await store.save({
        collection: booking ? 'bookingRequests' : 'contactRequests',
        request: stored,
        mails,
        sender: contact.email,
        now: at,
      });
    } catch (error) {
      contactRequestFailed(error);
      throw refusal('server-error', 'Failed to send message');
    }
    if (!outcome.stored) {
      contactRateLimited(senderKey(contact.email));
      throw refusal('rate-limited' satisfies ContactRefusal, RATE_LIMIT_MESSAGE);
    }
    contactRequestStored(kind, outcome.id);
    return { id: outcome.id, kind };
  };
}

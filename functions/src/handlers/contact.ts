/**
 * The `submitContact` callable (spec 2.9, 7, 8; DESIGN 3, 4): a contact
 * message, or a booking request for an on-request car, from anyone. The input
 * is checked with the domain's rule (the one the form uses), the sender is
 * rate-limited, and the request is stored with a mail to the staff queued in
 * the outbox. Refusals carry the spec's English texts, which the form maps to
 * its own translated ones.
 */
import {
  CAR_BOOKING_REQUEST,
  CONTACT_ERROR_TEXTS,
  CONTACT_FIELDS,
  DEFAULT_LANG,
  isLang,
  normalizeContact,
  RATE_LIMIT_MESSAGE,
  readBookingRequest,
  validateContact,
  type BookingRequestDetails,
  type ContactInput,
  type Lang,
  type SubmitContactResponse,
} from '@costa/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { contactRateLimited, contactRequestFailed, contactRequestStored, contactStaffAddressMissing } from '../logs';
import { senderKey, type ContactRequestStore } from '../services/contact-requests';
import type { SiteSettingsSource } from '../services/site-settings';
import { requestMail } from './contact-mail';

export interface CallRequest {
  data: unknown;
}

function invalid(message: string): never {
  throw new HttpsError('invalid-argument', message);
}

/** Optional fields may be missing or null; present ones must be text. */
function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') invalid(`"${name}" must be text.`);
  return value;
}

export interface ParsedContact {
  contact: ContactInput & { name: string };
  lang: Lang;
  booking: BookingRequestDetails | null;
}

export function parseContactRequest(data: unknown): ParsedContact {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) invalid('Expected the fields of a message.');
  const fields = data as Record<string, unknown>;
  const input = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, textField(fields, field)])) as unknown as ContactInput;
  const [error] = validateContact(input);
  if (error) invalid(CONTACT_ERROR_TEXTS[error]);
  let booking: BookingRequestDetails | null = null;
  if (fields.requestType !== undefined && fields.requestType !== null) {
    if (fields.requestType !== CAR_BOOKING_REQUEST) invalid('Unknown request type.');
    booking = readBookingRequest(fields);
    if (!booking) invalid('A booking request must name the car.');
  }
  return { contact: normalizeContact(input), lang: isLang(fields.lang) ? fields.lang : DEFAULT_LANG, booking };
}

export interface ContactDeps {
  store: ContactRequestStore;
  siteSettings: SiteSettingsSource;
  now?: () => number;
}

export function createSubmitContactHandler({ store, siteSettings, now = Date.now }: ContactDeps) {
  return async (request: CallRequest): Promise<SubmitContactResponse> => {
    const { contact, lang, booking } = parseContactRequest(request.data);
    const kind = booking ? 'booking-request' : 'contact';
    const at = now();
    const staff = (await siteSettings())?.email?.trim();
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
    };
    const mail = staff ? requestMail({ ...contact, lang, booking }, staff, at) : null;
    let outcome;
    try {
      outcome = await store.save({
        collection: booking ? 'bookingRequests' : 'contactRequests',
        request: stored,
        mail,
        sender: contact.email,
        now: at,
      });
    } catch (error) {
      contactRequestFailed(error);
      throw new HttpsError('internal', 'Failed to send message');
    }
    if (!outcome.stored) {
      contactRateLimited(senderKey(contact.email));
      throw new HttpsError('resource-exhausted', RATE_LIMIT_MESSAGE);
    }
    contactRequestStored(kind, outcome.id);
    return { id: outcome.id, kind };
  };
}

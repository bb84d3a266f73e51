/**
 * The account page's details, checked by the form
 * with the limits firestore.rules `isValidProfile` enforces: first and last
 * name required, the phone optional but phone-like, each within its limit.
 */
import { object } from 'yup';
import { AUTH_MESSAGES } from './auth-schema';
import { atMost, message, text, type FormMessage } from './forms';
import { PROFILE_LIMITS } from './profile';

export const PROFILE_MESSAGES = {
  phoneInvalid: /*i18n*/ { id: 'form.profile.phone-invalid', message: 'Please enter a valid phone number' },
} satisfies Record<string, FormMessage>;

/** Digits with the usual separators (+34 600 00 00 00, (952) 000-000); at least 6 digits. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const PHONE_MIN_DIGITS = 6;

export const profileSchema = object({
  phone: text()
    .max(PROFILE_LIMITS.phone, atMost(PROFILE_LIMITS.phone))
    .test('phone', message(PROFILE_MESSAGES.phoneInvalid), (value) =>
      !value || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
    ),
  firstName: text().required(message(AUTH_MESSAGES.firstNameRequired)).max(PROFILE_LIMITS.firstName, atMost(PROFILE_LIMITS.firstName)),
  lastName: text().required(message(AUTH_MESSAGES.lastNameRequired)).max(PROFILE_LIMITS.lastName, atMost(PROFILE_LIMITS.lastName)),
  address: text().max(PROFILE_LIMITS.address, atMost(PROFILE_LIMITS.address)),
});

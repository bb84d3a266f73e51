/**
 * A customer's own profile (`profiles/{uid}`, DESIGN 3; spec 2.12, 3
 * "Account"): the limits the Firestore rules enforce on each field, and the
 * check the account page runs before saving. E-mail is the sign-in address
 * and is never edited here.
 */
import type { Profile } from './model';

/** Maximum lengths, the same as firestore.rules `isValidProfile`. */
export const PROFILE_LIMITS = { firstName: 50, lastName: 50, email: 255, phone: 20, address: 200 } as const;

/** The fields the account page edits. */
export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'address';
export type ProfileInput = Record<ProfileField, string>;

export type ProfileError = 'required' | 'too-long' | 'invalid-phone';
export type ProfileErrors = Partial<Record<ProfileField, ProfileError>>;

/** Digits with the usual separators (+34 600 00 00 00, (952) 000-000); at least 6 digits. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const PHONE_MIN_DIGITS = 6;

/** Trimmed fields, as they are stored. */
export function normalizeProfileInput(input: ProfileInput): ProfileInput {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone.trim(),
    address: input.address.trim(),
  };
}

/** First and last name required; phone optional but phone-like; every field within its limit. */
export function validateProfileInput(input: ProfileInput): ProfileErrors {
  const values = normalizeProfileInput(input);
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName', 'phone', 'address'] as const) {
    if (values[field].length > PROFILE_LIMITS[field]) errors[field] = 'too-long';
  }
  if (!values.firstName) errors.firstName = 'required';
  if (!values.lastName) errors.lastName = 'required';
  if (
    values.phone &&
    !errors.phone &&
    (!PHONE_PATTERN.test(values.phone) || values.phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS)
  ) {
    errors.phone = 'invalid-phone';
  }
  return errors;
}

/** The form's starting values from a stored profile (missing fields are empty). */
export function profileInputOf(profile: Partial<Profile> | null): ProfileInput {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
  };
}

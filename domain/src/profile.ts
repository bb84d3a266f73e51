/**
 * A customer's own profile (`profiles/{uid}`): the limits the Firestore rules enforce on each field (the
 * form's rules are profile-schema.ts). E-mail is the sign-in address
 * and is never edited here.
 */
import type { Profile } from './model';

/** Maximum lengths, the same as firestore.rules `isValidProfile`. */
export const PROFILE_LIMITS = { firstName: 50, lastName: 50, email: 255, phone: 20, address: 200 } as const;

/** The fields the account page edits. */
export type ProfileField = 'firstName' | 'lastName' | 'phone' | 'address';
export type ProfileInput = Record<ProfileField, string>;

/** The form's starting values from a stored profile (missing fields are empty). */
export function profileInputOf(profile: Partial<Profile> | null): ProfileInput {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
  };
}

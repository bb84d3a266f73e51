/**
 * Deploy-time configuration of the functions (Firebase params). Set values in
 * `functions/.env.<projectId>`; the emulator project's file is committed.
 */
import { defineBoolean, defineString } from 'firebase-functions/params';

/**
 * The site's https origin, e.g. https://costaprestige.com: canonical,
 * alternate and social links (empty: the host the visitor asked for), and the
 * only origin payment pages and e-mails link to. Deployed, online payment and
 * e-mail links are off until it is set (services/site-origin.ts); on the
 * emulators empty means the hosting emulator.
 */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: '',
  description: 'The site\'s https origin, e.g. https://costaprestige.com. Required for online payment and e-mail links.',
});

/** True inside the Firebase emulator. */
export const EMULATED = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The secrets a function binds: none on the emulator. firebase-tools 13 asks
 * Google Secret Manager for every bound secret without a non-empty value in
 * `functions/.secret.local` each time a function starts, which on a `demo-`
 * project (no login, no network) only fails and logs an error. The emulator
 * still loads the whole of `.secret.local` into the environment, so a
 * developer who wants a real provider locally puts its key there (never
 * committed); `secretValue` reads it.
 */
export function bindSecrets<T>(...secrets: T[]): T[] {
  return EMULATED ? [] : secrets;
}

/** A secret's value, bound (deployed) or from the environment (emulator). */
export function secretValue(secret: { name: string; value(): string }): string {
  return ((EMULATED ? process.env[secret.name] : secret.value()) ?? '').trim();
}

/**
 * Whether the public callables (checkout, contact, places) refuse calls
 * without a valid App Check token. On by default wherever the functions are
 * deployed; `functions/.env.<projectId>` may turn it off (e.g. while App
 * Check is being set up). Never on the emulators: there is no App Check
 * emulator, and a debug token would have to be exchanged with Google.
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse public callables without a valid App Check token (true in production)',
});

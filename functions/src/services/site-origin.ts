/**
 * The site's own origin, where links in payment pages and e-mails point: the
 * `SITE_ORIGIN` param, never anything a request says. On the emulators an
 * empty param means the hosting emulator. Deployed, an empty or malformed one
 * is a configuration error: there is no origin (`null`), and whatever needs
 * one refuses instead of sending a customer to a wrong address (checkout and
 * offers say online payment is unavailable; staff e-mails go without their
 * back-office link), logging the error each time.
 */
import { siteOriginMissing } from '../logs';

/** The hosting emulator. */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:5000';

/** A scheme and a host (and port), nothing more. */
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * `configured` as an origin (trailing slashes dropped, lower case), or null:
 * deployed, only `https://host`; on the emulators also `http://`, and the
 * hosting emulator when it is empty.
 */
export function parseSiteOrigin(configured: string, emulated: boolean): string | null {
  const origin = configured.trim().replace(/\/+$/, '').toLowerCase();
  if (!origin) return emulated ? LOCAL_SITE_ORIGIN : null;
  if (!ORIGIN.test(origin)) return null;
  if (!emulated && !origin.startsWith('https://')) return null;
  return origin;
}

/** Reads the param at each call (a param's value is known only at run time); logs when there is no origin. */
export function siteOriginOf(param: () => string, emulated: boolean): () => string | null {
  return () => {
    const origin = parseSiteOrigin(param(), emulated);
    if (origin === null) siteOriginMissing(param());
    return origin;
  };
}

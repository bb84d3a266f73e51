/**
 * App Check on the public callables. The callables are declared
 * without `enforceAppCheck` (a fixed boolean at deploy time), so the SDK
 * verifies any token sent and sets `request.app` when it is valid; this
 * wrapper refuses calls without one whenever `enforce()` says so (a param,
 * see config.ts), the same refusal the SDK itself would give.
 */
import { refusal } from './refusal';
import { appCheckRefused } from '../logs';

export const APP_CHECK_REFUSAL = 'This request could not be verified. Please reload the page and try again.';

export function withAppCheck<Req, Res>(
  name: string,
  enforce: () => boolean,
  handler: (request: Req) => Promise<Res>,
): (request: Req & { app?: unknown }) => Promise<Res> {
  return async (request) => {
    if (enforce() && !request.app) {
      appCheckRefused(name);
      throw refusal('app-check', APP_CHECK_REFUSAL);
    }
    return handler(request);
  };
}

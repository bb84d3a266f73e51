/**
 * App Check on the public callables, as deployed: the exported
 * functions themselves, run without an emulator. With enforcement on (the
 * default wherever the functions are deployed), a call without a verified
 * App Check token is refused before the handler reads or writes anything.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { APP_CHECK_REFUSAL, withAppCheck } from './handlers/app-check';

// What the Firebase CLI sets on deploy from the param's default (true), or from functions/.env.<project>.
process.env.ENFORCE_APP_CHECK = 'true';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const deployed = require('./index') as typeof import('./index');

const PUBLIC_CALLABLES = ['startCheckout', 'submitContact', 'placesAutocomplete', 'calculateDistance'] as const;

type Runnable = { run: (request: unknown) => Promise<unknown> };

describe('App Check', () => {
  it.each(PUBLIC_CALLABLES)('%s refuses a call without an App Check token', async (name) => {
    const callable = deployed[name] as unknown as Runnable;
    const refusal = await callable.run({ data: {}, rawRequest: { headers: {} } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal).toMatchObject({ code: 'unauthenticated', message: APP_CHECK_REFUSAL, details: { reason: 'app-check' } });
  });

  it('a verified token lets the call through to its handler', async () => {
    // The handler's own refusal of an empty request shows it was reached.
    const refusal = await (deployed.submitContact as unknown as Runnable)
      .run({ data: {}, app: { appId: 'web-app', token: {} }, rawRequest: { headers: {} } })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'invalid-argument' });
  });

  it('is off wherever enforcement is off (the emulators)', async () => {
    const handler = withAppCheck('test', () => false, async () => 'reached');
    await expect(handler({})).resolves.toBe('reached');
    await expect(withAppCheck('test', () => true, async () => 'reached')({})).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

import { CALLABLES } from '@costa/domain';
import { describeAuthError } from '../auth-errors';
import { AccountMailError, sendResetEmail } from './auth-actions';

const mockCall = jest.fn();
const mockCallable = jest.fn((..._args: unknown[]) => mockCall);
jest.mock('../../../lib/firebase', () => ({
  getFunctionsClient: jest.fn(async () => ({})),
  functionsSdk: jest.fn(async () => jest.requireMock('firebase/functions')),
  getAuthClient: jest.fn(),
  authSdk: jest.fn(),
  getFirestoreClient: jest.fn(),
  firestoreSdk: jest.fn(),
}));
jest.mock('firebase/functions', () => ({ httpsCallable: (...args: unknown[]) => mockCallable(...args) }));

/** An HttpsError as the Functions SDK raises it: a code and the server's details. */
const refusal = (code: string, reason: string) => Object.assign(new Error('refused'), { code: `functions/${code}`, details: { reason } });

beforeEach(() => {
  mockCall.mockReset();
  mockCallable.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sendResetEmail', () => {
  it("asks the site's own account mail for a reset link in the page's language", async () => {
    mockCall.mockResolvedValue({ data: { ok: true } });
    await expect(sendResetEmail('ana@example.es', 'es')).resolves.toBeUndefined();
    expect(mockCallable).toHaveBeenCalledWith({}, CALLABLES.sendAccountMail, expect.anything());
    expect(mockCall).toHaveBeenCalledWith({ kind: 'passwordReset', email: 'ana@example.es', lang: 'es' });
  });

  it("says too many requests as Firebase Auth's own error, and anything else as a failure", async () => {
    mockCall.mockRejectedValue(refusal('resource-exhausted', 'too-many-attempts'));
    const limited = await sendResetEmail('ana@example.es', 'en').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(AccountMailError);
    expect(describeAuthError(limited)).toEqual({ kind: 'too-many-requests' });

    mockCall.mockRejectedValue(new Error('network down'));
    const failed = await sendResetEmail('ana@example.es', 'en').catch((error: unknown) => error);
    expect(failed).toMatchObject({ reason: null, code: 'auth/internal-error' });
  });
});

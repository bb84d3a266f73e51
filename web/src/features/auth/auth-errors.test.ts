import { describeAuthError } from './auth-errors';

function firebaseError(code: string, message: string) {
  return Object.assign(new Error(message), { code });
}

describe('describeAuthError', () => {
  it("maps an address already registered to the product's sign-in-instead message", () => {
    expect(describeAuthError(firebaseError('auth/email-already-in-use', 'x'))).toEqual({ kind: 'already-registered' });
  });

  it('reports wrong password, unknown user and invalid credential alike, so nobody learns which accounts exist', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found']) {
      expect(describeAuthError(firebaseError(code, 'x'))).toEqual({ kind: 'invalid-credentials' });
    }
  });

  it('shows any other failure as Firebase words it, without its prefix', () => {
    expect(describeAuthError(firebaseError('auth/operation-not-allowed', 'Firebase: Error (auth/operation-not-allowed).'))).toEqual({
      raw: 'Error (auth/operation-not-allowed).',
    });
    expect(describeAuthError(new Error('Boom'))).toEqual({ raw: 'Boom' });
  });
});

import { callFailure, firestoreFailure } from './call-failure';

/** What the Firebase SDK rejects with when a callable refuses. */
function refused(code: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { code: `functions/${code}`, details });
}

describe('callFailure', () => {
  it("reads the refusal's reason and fields, never its message", () => {
    const fields = { email: { id: 'form.email-invalid', message: 'Please enter a valid email address' } };
    expect(callFailure(refused('invalid-argument', 'Anything at all', { reason: 'invalid-input', fields }))).toEqual({
      ok: false,
      reason: 'invalid-input',
      fields,
      details: { reason: 'invalid-input', fields },
      timedOut: false,
    });
    // A message that happens to be a reason's name is still no reason.
    expect(callFailure(refused('failed-precondition', 'dates-unavailable')).reason).toBeNull();
  });

  it('knows no reason outside the closed list, nor for a network error or a timeout', () => {
    expect(callFailure(refused('internal', 'x', { reason: 'made-up' })).reason).toBeNull();
    expect(callFailure(new TypeError('Failed to fetch'))).toMatchObject({ reason: null, fields: {}, timedOut: false });
    expect(callFailure(refused('deadline-exceeded', 'deadline-exceeded'))).toMatchObject({ reason: null, timedOut: true });
    expect(callFailure('offline')).toMatchObject({ reason: null, details: {} });
  });
});

describe('firestoreFailure', () => {
  it("says the rules' refusal as the same reason a function would", () => {
    expect(firestoreFailure(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })).reason).toBe('forbidden');
    expect(firestoreFailure(Object.assign(new Error('x'), { code: 'unavailable' })).reason).toBeNull();
  });
});

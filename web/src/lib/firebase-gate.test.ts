jest.mock('./idle', () => ({ whenIdleAfterHydration: jest.fn() }));

/** A fresh gate for each test (its state is the module's), with the idle wait it asks for. */
function freshGate() {
  jest.resetModules();
  const gate = jest.requireActual<typeof import('./firebase-gate')>('./firebase-gate');
  const idle = jest.mocked(jest.requireMock<typeof import('./idle')>('./idle').whenIdleAfterHydration);
  return { gate, idle };
}

describe('the Firebase gate', () => {
  it('waits for one idle moment however many reads ask, then lets the SDKs in', async () => {
    const { gate, idle } = freshGate();
    gate.allowFirebaseSoon();
    gate.allowFirebaseSoon();
    gate.allowFirebaseSoon();
    expect(idle).toHaveBeenCalledTimes(1);
    let open = false;
    void gate.firebaseAllowed.then(() => (open = true));
    await Promise.resolve();
    expect(open).toBe(false);
    idle.mock.calls[0]![0]();
    await gate.firebaseAllowed;
    expect(open).toBe(true);
  });

  it('has nothing to wait for once the gate is open', async () => {
    const { gate, idle } = freshGate();
    gate.allowFirebase();
    gate.allowFirebaseSoon();
    expect(idle).not.toHaveBeenCalled();
    await expect(gate.firebaseAllowed).resolves.toBeUndefined();
  });
});

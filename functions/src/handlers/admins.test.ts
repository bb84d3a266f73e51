import { HttpsError } from 'firebase-functions/v2/https';
import type { AdminDirectory, DirectoryUser } from '../services/admins';
import { createGrantAdminHandler, createRevokeAdminHandler, grantAdminRole } from './admins';

jest.mock('../logs');

function user(uid: string, admin: boolean): DirectoryUser {
  return { uid, email: `${uid}@example.com`, firstName: uid, lastName: 'Test', hasClaim: admin, hasRole: admin };
}

function fakeDirectory(people: DirectoryUser[]) {
  const byUid = new Map(people.map((person) => [person.uid, person]));
  const directory: AdminDirectory = {
    findByEmail: jest.fn(async (email: string) => people.find((person) => person.email === email) ?? null),
    findByUid: jest.fn(async (uid: string) => byUid.get(uid) ?? null),
    grant: jest.fn(async () => undefined),
    revoke: jest.fn(async () => undefined),
  };
  return directory;
}

const asAdmin = (uid: string, data: unknown) => ({ data, auth: { uid, token: { admin: true } } });

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe('granting admin rights', () => {
  it('looks the address up trimmed and lower-cased and grants in the name of the caller', async () => {
    const directory = fakeDirectory([user('ana', false)]);
    const result = await createGrantAdminHandler(directory)(asAdmin('boss', { email: '  ANA@example.com ' }));
    expect(directory.findByEmail).toHaveBeenCalledWith('ana@example.com');
    expect(directory.grant).toHaveBeenCalledWith(expect.objectContaining({ uid: 'ana' }), 'boss');
    expect(result).toEqual({ uid: 'ana', email: 'ana@example.com', name: 'ana Test' });
  });

  it('repairs a half-made admin (claim without listing) instead of refusing', async () => {
    const directory = fakeDirectory([{ ...user('ana', false), hasClaim: true }]);
    await grantAdminRole(directory, 'ana@example.com', 'cli');
    expect(directory.grant).toHaveBeenCalled();
  });

  it.each([
    [{ email: ' ' }, 'invalid-argument', 'Please enter an email address'],
    [{}, 'invalid-argument', 'Please enter an email address'],
    [{ email: 'nobody@example.com' }, 'not-found', 'User not found. They must sign up first.'],
    [{ email: 'admin2@example.com' }, 'already-exists', 'User is already an admin'],
    [{ email: 'ana@example' }, 'invalid-argument', 'Please enter a valid email address'],
    [{ email: 42 }, 'invalid-argument', 'This field must be text'],
  ])('refuses %j with %s "%s" and grants nothing', async (data, code, message) => {
    const directory = fakeDirectory([user('admin2', true)]);
    const error = await refusal(createGrantAdminHandler(directory)(asAdmin('boss', data)));
    expect([error.code, error.message]).toEqual([code, message]);
    // A refused address also names its rule on the form's field.
    const onField = code === 'invalid-argument' ? { fields: { email: expect.objectContaining({ message }) } } : {};
    expect(error.details).toEqual({ reason: expect.any(String), ...onField });
    expect(directory.grant).not.toHaveBeenCalled();
  });

  it('refuses callers without the admin claim, and anonymous ones', async () => {
    const directory = fakeDirectory([user('ana', false)]);
    const handler = createGrantAdminHandler(directory);
    expect((await refusal(handler({ data: { email: 'ana@example.com' }, auth: { uid: 'x', token: {} } }))).code).toBe('permission-denied');
    expect((await refusal(handler({ data: { email: 'ana@example.com' } }))).code).toBe('unauthenticated');
    expect(directory.findByEmail).not.toHaveBeenCalled();
  });

  it('hides unexpected failures behind the product text', async () => {
    const directory = fakeDirectory([user('ana', false)]);
    directory.grant = jest.fn(async () => {
      throw new Error('Auth down');
    });
    const error = await refusal(createGrantAdminHandler(directory)(asAdmin('boss', { email: 'ana@example.com' })));
    expect([error.code, error.message]).toEqual(['internal', 'Failed to add admin']);
  });
});

describe('revoking admin rights', () => {
  it('by uid or e-mail', async () => {
    const directory = fakeDirectory([user('ana', true)]);
    const handler = createRevokeAdminHandler(directory);
    await handler(asAdmin('boss', { uid: 'ana' }));
    await handler(asAdmin('boss', { email: 'ANA@example.com' }));
    expect(directory.revoke).toHaveBeenCalledTimes(2);
  });

  it("refuses the caller's own rights, by uid and by e-mail", async () => {
    const directory = fakeDirectory([user('boss', true)]);
    const handler = createRevokeAdminHandler(directory);
    for (const data of [{ uid: 'boss' }, { email: 'boss@example.com' }]) {
      const error = await refusal(handler(asAdmin('boss', data)));
      expect(error.message).toBe("You can't remove your own admin privileges");
    }
    expect(directory.revoke).not.toHaveBeenCalled();
  });

  it('answers "not found" for a uid no account can have, without asking the directory', async () => {
    const directory = fakeDirectory([user('ana', true)]);
    for (const uid of ['x'.repeat(129), '../roles/ana']) {
      const error = await refusal(createRevokeAdminHandler(directory)(asAdmin('boss', { uid })));
      expect([error.code, (error.details as { reason: string }).reason]).toEqual(['not-found', 'user-not-found']);
    }
    expect(directory.findByUid).not.toHaveBeenCalled();
  });

  it('refuses someone who is not an admin', async () => {
    const directory = fakeDirectory([user('ana', false)]);
    const error = await refusal(createRevokeAdminHandler(directory)(asAdmin('boss', { uid: 'ana' })));
    expect(error.message).toBe('User is not an admin');
  });
});

/**
 * Rules of what only staff read and only the server writes: roles, booking
 * and contact requests, the mail outbox, an order's timeline (where staff
 * may add notes under their own name); and the server's own bookkeeping
 * (the local checkout's sessions, rate limits, webhook events), which no
 * client touches at all, and the per-day holds, which only admins read; and the public status of a payment.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { NOTE_MAX_LENGTH } from '@costa/domain';
import { buildBlock, buildOrder, docData } from '../builders';
import { ADMIN, ALICE, BOB, createRulesEnv, dbAs, seed, type Persona } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('staff');
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

const ALL_PERSONAS: Persona[] = ['anonymous', 'alice', 'bob', 'admin'];

describe('roles', () => {
  const adminRole = { role: 'admin', email: ADMIN.email, grantedAt: Timestamp.now(), grantedBy: 'server' };

  beforeEach(async () => {
    await seed(env, { [`roles/${ADMIN.uid}`]: adminRole });
  });

  it('a user can read their own role document', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'roles', ADMIN.uid)));
  });

  it('a customer can check their own role document even when they have none', async () => {
    const mine = await assertSucceeds(getDoc(doc(dbAs(env, 'alice'), 'roles', ALICE.uid)));
    expect(mine.exists()).toBe(false);
  });

  it("a customer cannot read someone else's role, nor list the admins", async () => {
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'roles', ADMIN.uid)));
    await assertFails(getDocs(collection(dbAs(env, 'alice'), 'roles')));
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'roles', ADMIN.uid)));
    await assertFails(getDocs(collection(dbAs(env, 'anonymous'), 'roles')));
  });

  it('an admin can read and list the roles', async () => {
    await seed(env, { [`roles/${BOB.uid}`]: { ...adminRole, email: BOB.email } });
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'roles', BOB.uid)));
    const admins = await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'roles')));
    expect(admins.size).toBe(2);
  });

  it('a customer cannot grant themself admin by writing roles', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(doc(alice, 'roles', ALICE.uid), { ...adminRole, email: ALICE.email, grantedBy: ALICE.uid }));
    await assertFails(updateDoc(doc(alice, 'roles', ADMIN.uid), { email: ALICE.email }));
  });

  it('even an admin grants or revokes roles only through the server', async () => {
    const admin = dbAs(env, 'admin');
    await assertFails(setDoc(doc(admin, 'roles', BOB.uid), { ...adminRole, email: BOB.email, grantedBy: ADMIN.uid }));
    await assertFails(updateDoc(doc(admin, 'roles', ADMIN.uid), { grantedBy: 'someone' }));
    await assertFails(deleteDoc(doc(admin, 'roles', ADMIN.uid)));
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'roles', ADMIN.uid)));
  });

  it('a roles document alone does not make someone an admin: the custom claim does', async () => {
    const block = buildBlock({ id: 'block-1' });
    await seed(env, {
      [`roles/${ALICE.uid}`]: { ...adminRole, email: ALICE.email },
      [`availabilityBlocks/${block.id}`]: docData(block),
    });
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'availabilityBlocks', block.id)));
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', block.id)));
  });
});

describe.each([
  ['bookingRequests', { carId: 'RomaOnRequest01', name: 'Alice Example', email: ALICE.email, message: 'Next week?' }],
  ['contactRequests', { name: 'Alice Example', email: ALICE.email, subject: 'Hello', message: 'Do you deliver?' }],
  ['mail', { to: ALICE.email, template: 'order-confirmation', language: 'en', createdAt: Timestamp.now() }],
] as const)('%s (admins read, only the server writes)', (name, sample) => {
  beforeEach(async () => {
    await seed(env, { [`${name}/existing`]: sample });
  });

  it(`admins can read and list ${name}`, async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, name, 'existing')));
    const all = await assertSucceeds(getDocs(collection(admin, name)));
    expect(all.size).toBe(1);
  });

  it(`customers and anonymous visitors cannot read ${name}`, async () => {
    for (const persona of ['anonymous', 'alice'] as const) {
      await assertFails(getDoc(doc(dbAs(env, persona), name, 'existing')));
      await assertFails(getDocs(collection(dbAs(env, persona), name)));
    }
  });

  it(`no client writes ${name}, admins included`, async () => {
    for (const persona of ALL_PERSONAS) {
      const db = dbAs(env, persona);
      await assertFails(setDoc(doc(db, name, `new-${persona}`), sample));
      await assertFails(updateDoc(doc(db, name, 'existing'), { email: BOB.email }));
      await assertFails(deleteDoc(doc(db, name, 'existing')));
    }
  });
});

describe.each(['bookingRequests', 'contactRequests'] as const)('%s status (the inbox)', (name) => {
  beforeEach(async () => {
    await seed(env, { [`${name}/existing`]: { name: 'Alice Example', email: ALICE.email, message: 'Next week?', status: 'new' } });
  });

  it('an admin marks a request answered, or new again, and nothing else', async () => {
    const admin = doc(dbAs(env, 'admin'), name, 'existing');
    await assertSucceeds(updateDoc(admin, { status: 'answered', answeredAt: 1, answeredBy: 'admin' }));
    await assertSucceeds(updateDoc(admin, { status: 'new' }));
    await assertFails(updateDoc(admin, { status: 'deleted' }));
    await assertFails(updateDoc(admin, { status: 'answered', message: 'Changed by staff' }));
    await assertFails(deleteDoc(admin));
  });

  it('customers and anonymous visitors cannot change the status', async () => {
    for (const persona of ['anonymous', 'alice'] as const) {
      await assertFails(updateDoc(doc(dbAs(env, persona), name, 'existing'), { status: 'answered' }));
    }
  });
});

describe('holds (the per-day documents: the fleet calendar reads them, only the server writes)', () => {
  beforeEach(async () => {
    await seed(env, { 'holds/RomaHeld0000001_2027-06-01': { carId: 'RomaHeld0000001', day: '2027-06-01', state: 'held', orderId: 'o1', expiresAt: 1 } });
  });

  it('admins read them; customers and visitors do not', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'holds')));
    for (const persona of ['anonymous', 'alice', 'bob'] as const) {
      await assertFails(getDocs(collection(dbAs(env, persona), 'holds')));
      await assertFails(getDoc(doc(dbAs(env, persona), 'holds', 'RomaHeld0000001_2027-06-01')));
    }
  });

  it.each(ALL_PERSONAS)('%s writes none', async (persona) => {
    const db = dbAs(env, persona);
    await assertFails(setDoc(doc(db, 'holds', 'RomaHeld0000001_2027-06-02'), { carId: 'RomaHeld0000001', day: '2027-06-02', state: 'blocked' }));
    await assertFails(updateDoc(doc(db, 'holds', 'RomaHeld0000001_2027-06-01'), { expiresAt: 2 }));
    await assertFails(deleteDoc(doc(db, 'holds', 'RomaHeld0000001_2027-06-01')));
  });
});

describe.each(['pendingCheckouts', 'checkoutSessions', 'rateLimits', 'webhookEvents', 'somethingNew'])(
  '%s (server bookkeeping: no client access at all)',
  (name) => {
    beforeEach(async () => {
      await seed(env, { [`${name}/existing`]: { carId: 'RomaHeld0000001', expiresAt: Timestamp.now() } });
    });

    it.each(ALL_PERSONAS)(`%s can neither read nor write ${name}`, async (persona) => {
      const db = dbAs(env, persona);
      await assertFails(getDoc(doc(db, name, 'existing')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, 'new'), { carId: 'RomaHeld0000001' }));
      await assertFails(updateDoc(doc(db, name, 'existing'), { expiresAt: Timestamp.now() }));
      await assertFails(deleteDoc(doc(db, name, 'existing')));
    });
  },
);

describe('paymentStatus (what the success page may know, by session id)', () => {
  const sessionId = 'cs_test_local0123456789abcdef0123456789abcdef01';

  beforeEach(async () => {
    await seed(env, { [`paymentStatus/${sessionId}`]: { status: 'paid', orderNumber: 'ABCDEF01', updatedAt: 1 } });
  });

  it.each(ALL_PERSONAS)('%s can read one status by its session id', async (persona) => {
    const snapshot = await assertSucceeds(getDoc(doc(dbAs(env, persona), 'paymentStatus', sessionId)));
    expect(snapshot.data()).toEqual({ status: 'paid', orderNumber: 'ABCDEF01', updatedAt: 1 });
  });

  it.each(ALL_PERSONAS)('%s can neither list the statuses nor write one', async (persona) => {
    const db = dbAs(env, persona);
    await assertFails(getDocs(collection(db, 'paymentStatus')));
    await assertFails(setDoc(doc(db, 'paymentStatus', 'cs_test_forged000000'), { status: 'paid', orderNumber: 'X', updatedAt: 1 }));
    await assertFails(updateDoc(doc(db, 'paymentStatus', sessionId), { status: 'pending' }));
    await assertFails(deleteDoc(doc(db, 'paymentStatus', sessionId)));
  });
});

describe("an order's timeline", () => {
  const order = buildOrder({ id: 'order-alice', uid: ALICE.uid });
  const timeline = (persona: Persona) => collection(dbAs(env, persona), 'orders', order.id, 'timeline');
  const note = (text = 'Customer asked for a child seat.') => ({ kind: 'note', text, by: ADMIN.email, at: serverTimestamp() });

  beforeEach(async () => {
    await seed(env, {
      [`orders/${order.id}`]: docData(order),
      [`orders/${order.id}/timeline/paid-mail`]: { kind: 'mail', at: Timestamp.now(), by: null, text: 'Your booking is confirmed', to: ALICE.email },
    });
  });

  it("only admins read it; the order's own customer is refused too", async () => {
    await assertSucceeds(getDocs(timeline('admin')));
    for (const persona of ['anonymous', 'alice', 'bob'] as const) {
      await assertFails(getDocs(timeline(persona)));
      await assertFails(getDoc(doc(timeline(persona), 'paid-mail')));
    }
  });

  it('an admin adds a note under their own address at the server time', async () => {
    await assertSucceeds(addDoc(timeline('admin'), note()));
    await assertSucceeds(addDoc(timeline('admin'), note('x'.repeat(NOTE_MAX_LENGTH))));
  });

  it('a note cannot pose as the system or another person, be empty or too long, be back-dated, or carry more fields', async () => {
    const admin = timeline('admin');
    await assertFails(addDoc(admin, { ...note(), kind: 'refunded' }));
    await assertFails(addDoc(admin, { ...note(), by: 'someone.else@costaprestige.example' }));
    await assertFails(addDoc(admin, { ...note(), by: null }));
    await assertFails(addDoc(admin, note('')));
    await assertFails(addDoc(admin, note('x'.repeat(NOTE_MAX_LENGTH + 1))));
    await assertFails(addDoc(admin, { ...note(), at: Timestamp.fromMillis(0) }));
    await assertFails(addDoc(admin, { ...note(), amountCents: 100 }));
    // Not on an order that does not exist.
    await assertFails(addDoc(collection(dbAs(env, 'admin'), 'orders', 'no-such-order', 'timeline'), note()));
  });

  it('customers and visitors add nothing; nobody changes or deletes an entry', async () => {
    for (const persona of ['anonymous', 'alice', 'bob'] as const) await assertFails(addDoc(timeline(persona), note()));
    for (const persona of ALL_PERSONAS) {
      await assertFails(updateDoc(doc(timeline(persona), 'paid-mail'), { text: 'changed' }));
      await assertFails(deleteDoc(doc(timeline(persona), 'paid-mail')));
    }
  });
});

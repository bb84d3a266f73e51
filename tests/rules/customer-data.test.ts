/**
 * Rules of what belongs to a customer: their orders (written by the server
 * only), their profile (their own fields, nothing more) and their favorites.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { PROFILE_LIMITS } from '@costa/domain';
import { buildOrder, buildProfile, docData } from '../builders';
import { buildInvoice } from '../invoice-builder';
import { ALICE, BOB, createRulesEnv, dbAs, seed } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('customer');
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

describe('orders', () => {
  const alicesOrder = buildOrder({ id: 'order-alice', uid: ALICE.uid });
  const bobsOrder = buildOrder({
    id: 'order-bob',
    uid: BOB.uid,
    customer: { name: 'Bob Example', email: BOB.email, phone: '' },
  });

  beforeEach(async () => {
    await seed(env, {
      [`orders/${alicesOrder.id}`]: docData(alicesOrder),
      [`orders/${bobsOrder.id}`]: docData(bobsOrder),
    });
  });

  it('a customer can read their own order', async () => {
    await assertSucceeds(getDoc(doc(dbAs(env, 'alice'), 'orders', alicesOrder.id)));
  });

  it("a customer cannot read someone else's order, nor can an anonymous visitor", async () => {
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'orders', bobsOrder.id)));
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'orders', alicesOrder.id)));
  });

  it('a customer lists orders only with a filter on their own uid', async () => {
    const alice = dbAs(env, 'alice');
    const mine = await assertSucceeds(getDocs(query(collection(alice, 'orders'), where('uid', '==', ALICE.uid))));
    expect(mine.docs.map((order) => order.id)).toEqual([alicesOrder.id]);
    await assertFails(getDocs(collection(alice, 'orders')));
    await assertFails(getDocs(query(collection(alice, 'orders'), where('uid', '==', BOB.uid))));
    await assertFails(getDocs(query(collection(dbAs(env, 'anonymous'), 'orders'), where('uid', '==', ALICE.uid))));
  });

  it("a customer lists their own orders newest first, as the account page's Orders tab does", async () => {
    const alice = dbAs(env, 'alice');
    const ordered = query(collection(alice, 'orders'), where('uid', '==', ALICE.uid), orderBy('createdAt', 'desc'), limit(20));
    const mine = await assertSucceeds(getDocs(ordered));
    expect(mine.docs.map((order) => order.id)).toEqual([alicesOrder.id]);
    await assertFails(getDocs(query(collection(alice, 'orders'), orderBy('createdAt', 'desc'), limit(20))));
  });

  it('an admin can read and list every order', async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, 'orders', bobsOrder.id)));
    const all = await assertSucceeds(getDocs(collection(admin, 'orders')));
    expect(all.size).toBe(2);
  });

  it('no client creates an order, not even for themself: the server prices and stores it', async () => {
    const forged = docData(buildOrder({ uid: ALICE.uid, status: 'paid' }));
    await assertFails(setDoc(doc(dbAs(env, 'alice'), 'orders', 'forged'), forged));
    await assertFails(setDoc(doc(dbAs(env, 'anonymous'), 'orders', 'forged'), forged));
    await assertFails(setDoc(doc(dbAs(env, 'admin'), 'orders', 'forged'), forged));
  });

  it('a customer cannot mark their own order paid or change its price', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(updateDoc(doc(alice, 'orders', alicesOrder.id), { status: 'paid' }));
    await assertFails(updateDoc(doc(alice, 'orders', alicesOrder.id), { 'price.total': 1 }));
  });

  it('admins cannot change orders from the client either', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'admin'), 'orders', alicesOrder.id), { status: 'cancelled' }));
  });

  it('nobody deletes an order from a client', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'orders', alicesOrder.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'orders', alicesOrder.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'anonymous'), 'orders', bobsOrder.id)));
  });
});

describe('invoices', () => {
  const alicesInvoice = buildInvoice(buildOrder({ id: 'order-alice', uid: ALICE.uid, status: 'paid', paidAt: Date.UTC(2030, 5, 1) }), 1);
  const bobsInvoice = buildInvoice(buildOrder({ id: 'order-bob', uid: BOB.uid, status: 'paid', paidAt: Date.UTC(2030, 5, 2) }), 2);
  const guestsInvoice = buildInvoice(buildOrder({ id: 'order-guest', uid: null, status: 'paid', paidAt: Date.UTC(2030, 5, 3) }), 3);

  beforeEach(async () => {
    await seed(env, {
      [`invoices/${alicesInvoice.id}`]: docData(alicesInvoice),
      [`invoices/${bobsInvoice.id}`]: docData(bobsInvoice),
      [`invoices/${guestsInvoice.id}`]: docData(guestsInvoice),
      'invoiceCounters/F-2030': { last: 3 },
    });
  });

  it("a customer reads and lists their own orders' invoices", async () => {
    const alice = dbAs(env, 'alice');
    await assertSucceeds(getDoc(doc(alice, 'invoices', alicesInvoice.id)));
    const mine = await assertSucceeds(getDocs(query(collection(alice, 'invoices'), where('customerUid', '==', ALICE.uid))));
    expect(mine.docs.map((d) => d.id)).toEqual([alicesInvoice.id]);
  });

  it("nobody else reads a customer's invoice: another customer, a visitor, nor a guest's invoice by anyone signed in", async () => {
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'invoices', bobsInvoice.id)));
    await assertFails(getDoc(doc(dbAs(env, 'alice'), 'invoices', guestsInvoice.id)));
    await assertFails(getDoc(doc(dbAs(env, 'anonymous'), 'invoices', alicesInvoice.id)));
    await assertFails(getDocs(collection(dbAs(env, 'alice'), 'invoices')));
    await assertFails(getDocs(query(collection(dbAs(env, 'anonymous'), 'invoices'), where('customerUid', '==', null))));
  });

  it('an admin reads and lists every invoice, by order too', async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(getDoc(doc(admin, 'invoices', guestsInvoice.id)));
    const ofOrder = await assertSucceeds(getDocs(query(collection(admin, 'invoices'), where('orderId', '==', 'order-bob'))));
    expect(ofOrder.docs.map((d) => d.id)).toEqual([bobsInvoice.id]);
  });

  it('no client issues, changes or deletes an invoice, not even an admin', async () => {
    for (const who of ['alice', 'anonymous', 'admin'] as const) {
      const db = dbAs(env, who);
      await assertFails(setDoc(doc(db, 'invoices', 'F-2030-00009'), docData({ ...alicesInvoice, id: 'F-2030-00009' })));
      await assertFails(updateDoc(doc(db, 'invoices', alicesInvoice.id), { totalCents: 1 }));
      await assertFails(deleteDoc(doc(db, 'invoices', alicesInvoice.id)));
    }
  });

  it('the counters that number invoices are closed to every client', async () => {
    for (const who of ['alice', 'anonymous', 'admin'] as const) {
      const db = dbAs(env, who);
      await assertFails(getDoc(doc(db, 'invoiceCounters', 'F-2030')));
      await assertFails(setDoc(doc(db, 'invoiceCounters', 'F-2030'), { last: 0 }));
    }
  });
});

describe('profiles', () => {
  /** What the account page saves: the customer's fields and the server's clock. */
  function profileInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return { ...buildProfile(), updatedAt: serverTimestamp(), ...overrides };
  }

  function profileOf(db: Firestore, uid: string) {
    return doc(db, 'profiles', uid);
  }

  it('a customer can create their own profile', async () => {
    await assertSucceeds(setDoc(profileOf(dbAs(env, 'alice'), ALICE.uid), profileInput()));
  });

  it('a customer can save a partial profile (every field is optional)', async () => {
    await assertSucceeds(setDoc(profileOf(dbAs(env, 'alice'), ALICE.uid), { phone: '+34600000001' }));
  });

  it('a customer cannot set extra fields on their profile, such as admin: true', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(profileOf(alice, ALICE.uid), profileInput({ admin: true })));
    await assertFails(setDoc(profileOf(alice, ALICE.uid), profileInput({ role: 'admin' })));
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile() });
    await assertFails(updateDoc(profileOf(alice, ALICE.uid), { admin: true }));
  });

  it('a profile e-mail must be the one the customer signed in with', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(profileOf(alice, ALICE.uid), profileInput({ email: BOB.email })));
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile() });
    await assertFails(updateDoc(profileOf(alice, ALICE.uid), { email: 'someone@else.example' }));
  });

  it('a customer whose sign-in e-mail changed can still save other fields', async () => {
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile({ email: 'alice.old@example.com' }) });
    const alice = dbAs(env, 'alice');
    await assertSucceeds(updateDoc(profileOf(alice, ALICE.uid), { phone: '+34600000009' }));
    await assertSucceeds(updateDoc(profileOf(alice, ALICE.uid), { email: ALICE.email }));
  });

  it('profile fields are strings of bounded length', async () => {
    const alice = profileOf(dbAs(env, 'alice'), ALICE.uid);
    await assertSucceeds(setDoc(alice, profileInput({ firstName: 'A'.repeat(50), address: 'x'.repeat(200) })));
    await assertFails(setDoc(alice, profileInput({ firstName: 'A'.repeat(51) })));
    await assertFails(setDoc(alice, profileInput({ lastName: 'B'.repeat(51) })));
    await assertFails(setDoc(alice, profileInput({ phone: '1'.repeat(21) })));
    await assertFails(setDoc(alice, profileInput({ address: 'x'.repeat(201) })));
    await assertFails(setDoc(alice, profileInput({ phone: 34600000001 })));
  });

  it('the sign-up write (names, the sign-in e-mail, the server clock) creates the profile', async () => {
    const alice = profileOf(dbAs(env, 'alice'), ALICE.uid);
    await assertSucceeds(
      setDoc(alice, { firstName: 'Alice', lastName: 'Example', email: ALICE.email, updatedAt: serverTimestamp() }),
    );
  });

  it("the account page's save (merged, with the sign-in e-mail) updates an existing profile", async () => {
    await seed(env, { [`profiles/${ALICE.uid}`]: { firstName: 'Alice', lastName: 'Example', email: ALICE.email } });
    const alice = profileOf(dbAs(env, 'alice'), ALICE.uid);
    const details = { firstName: 'Alicia', lastName: 'Example', phone: '+34 600 000 002', address: 'Calle Real 5, Marbella' };
    await assertSucceeds(setDoc(alice, { ...details, email: ALICE.email, updatedAt: serverTimestamp() }, { merge: true }));
    const saved = await getDoc(alice);
    expect(saved.data()).toMatchObject(details);
  });

  it("the domain's PROFILE_LIMITS are the rules' limits, field by field", async () => {
    const alice = profileOf(dbAs(env, 'alice'), ALICE.uid);
    for (const field of ['firstName', 'lastName', 'phone', 'address'] as const) {
      const max = PROFILE_LIMITS[field];
      await assertSucceeds(setDoc(alice, profileInput({ [field]: '1'.repeat(max) })));
      await assertFails(setDoc(alice, profileInput({ [field]: '1'.repeat(max + 1) })));
    }
  });

  it('updatedAt must be the server clock', async () => {
    const alice = profileOf(dbAs(env, 'alice'), ALICE.uid);
    await assertFails(setDoc(alice, profileInput({ updatedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) })));
  });

  it("nobody may write someone else's profile, admins included", async () => {
    await assertFails(setDoc(profileOf(dbAs(env, 'bob'), ALICE.uid), { phone: '+1 555' }));
    await assertFails(setDoc(profileOf(dbAs(env, 'admin'), ALICE.uid), { phone: '+1 555' }));
    await assertFails(setDoc(profileOf(dbAs(env, 'anonymous'), ALICE.uid), { phone: '1' }));
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile() });
    await assertFails(updateDoc(profileOf(dbAs(env, 'bob'), ALICE.uid), { phone: '+1 555' }));
    await assertFails(updateDoc(profileOf(dbAs(env, 'admin'), ALICE.uid), { phone: '+1 555' }));
  });

  it('a customer can update their own profile', async () => {
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile() });
    await assertSucceeds(
      updateDoc(profileOf(dbAs(env, 'alice'), ALICE.uid), { address: 'Puerto Banus 3', updatedAt: serverTimestamp() }),
    );
  });

  it('a customer can read their own profile but not anyone else', async () => {
    await seed(env, {
      [`profiles/${ALICE.uid}`]: buildProfile(),
      [`profiles/${BOB.uid}`]: buildProfile({ firstName: 'Bob', email: BOB.email }),
    });
    await assertSucceeds(getDoc(profileOf(dbAs(env, 'alice'), ALICE.uid)));
    await assertFails(getDoc(profileOf(dbAs(env, 'alice'), BOB.uid)));
    await assertFails(getDoc(profileOf(dbAs(env, 'anonymous'), ALICE.uid)));
  });

  it('only admins can list profiles', async () => {
    await seed(env, {
      [`profiles/${ALICE.uid}`]: buildProfile(),
      [`profiles/${BOB.uid}`]: buildProfile({ firstName: 'Bob', email: BOB.email }),
    });
    await assertFails(getDocs(collection(dbAs(env, 'alice'), 'profiles')));
    await assertFails(getDocs(collection(dbAs(env, 'anonymous'), 'profiles')));
    const all = await assertSucceeds(getDocs(collection(dbAs(env, 'admin'), 'profiles')));
    expect(all.size).toBe(2);
    await assertSucceeds(getDoc(profileOf(dbAs(env, 'admin'), BOB.uid)));
  });

  it('nobody deletes a profile from a client', async () => {
    await seed(env, { [`profiles/${ALICE.uid}`]: buildProfile() });
    await assertFails(deleteDoc(profileOf(dbAs(env, 'alice'), ALICE.uid)));
    await assertFails(deleteDoc(profileOf(dbAs(env, 'admin'), ALICE.uid)));
  });
});

describe('favorites', () => {
  const carId = 'RomaFavorite001';

  function favoriteOf(db: Firestore, uid: string, id = carId) {
    return doc(db, 'profiles', uid, 'favorites', id);
  }

  it('a customer can save a car to their favorites', async () => {
    await assertSucceeds(setDoc(favoriteOf(dbAs(env, 'alice'), ALICE.uid), { carId, createdAt: serverTimestamp() }));
  });

  it("a favorite's carId must be its document id, with nothing else but the server clock", async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(favoriteOf(alice, ALICE.uid), { carId: 'OtherCar0000001', createdAt: serverTimestamp() }));
    await assertFails(setDoc(favoriteOf(alice, ALICE.uid), { carId, createdAt: serverTimestamp(), price: 1 }));
    await assertFails(setDoc(favoriteOf(alice, ALICE.uid), { carId, createdAt: Timestamp.now() }));
    await assertFails(setDoc(favoriteOf(alice, ALICE.uid), { carId }));
  });

  it("nobody else can add to a customer's favorites, admins included", async () => {
    const input = { carId, createdAt: serverTimestamp() };
    await assertFails(setDoc(favoriteOf(dbAs(env, 'bob'), ALICE.uid), input));
    await assertFails(setDoc(favoriteOf(dbAs(env, 'admin'), ALICE.uid), input));
    await assertFails(setDoc(favoriteOf(dbAs(env, 'anonymous'), ALICE.uid), input));
  });

  it('favorites are private: only the customer can read and list them', async () => {
    await seed(env, { [`profiles/${ALICE.uid}/favorites/${carId}`]: { carId, createdAt: Timestamp.now() } });
    await assertSucceeds(getDoc(favoriteOf(dbAs(env, 'alice'), ALICE.uid)));
    const mine = await assertSucceeds(getDocs(collection(dbAs(env, 'alice'), 'profiles', ALICE.uid, 'favorites')));
    expect(mine.size).toBe(1);
    await assertFails(getDoc(favoriteOf(dbAs(env, 'bob'), ALICE.uid)));
    await assertFails(getDocs(collection(dbAs(env, 'bob'), 'profiles', ALICE.uid, 'favorites')));
    await assertFails(getDocs(collection(dbAs(env, 'admin'), 'profiles', ALICE.uid, 'favorites')));
    await assertFails(getDoc(favoriteOf(dbAs(env, 'anonymous'), ALICE.uid)));
  });

  it('a customer lists their favorites newest first, as the shared heart listener does', async () => {
    await seed(env, {
      [`profiles/${ALICE.uid}/favorites/${carId}`]: { carId, createdAt: Timestamp.fromMillis(1_000) },
      [`profiles/${ALICE.uid}/favorites/LaterFavorite01`]: { carId: 'LaterFavorite01', createdAt: Timestamp.fromMillis(2_000) },
    });
    const favorites = collection(dbAs(env, 'alice'), 'profiles', ALICE.uid, 'favorites');
    const listed = await assertSucceeds(getDocs(query(favorites, orderBy('createdAt', 'desc'))));
    expect(listed.docs.map((favorite) => favorite.id)).toEqual(['LaterFavorite01', carId]);
  });

  it('nothing else may be stored under a profile: only the favorites subcollection is writable', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(doc(alice, 'profiles', ALICE.uid, 'roles', 'admin'), { role: 'admin' }));
    await assertFails(setDoc(doc(alice, 'profiles', ALICE.uid, 'orders', 'mine'), docData(buildOrder({ uid: ALICE.uid }))));
  });

  it('a favorite is never edited, only removed and added again', async () => {
    await seed(env, { [`profiles/${ALICE.uid}/favorites/${carId}`]: { carId, createdAt: Timestamp.now() } });
    await assertFails(updateDoc(favoriteOf(dbAs(env, 'alice'), ALICE.uid), { createdAt: serverTimestamp() }));
  });

  it('only the customer can remove a favorite', async () => {
    await seed(env, { [`profiles/${ALICE.uid}/favorites/${carId}`]: { carId, createdAt: Timestamp.now() } });
    await assertFails(deleteDoc(favoriteOf(dbAs(env, 'bob'), ALICE.uid)));
    await assertFails(deleteDoc(favoriteOf(dbAs(env, 'admin'), ALICE.uid)));
    await assertSucceeds(deleteDoc(favoriteOf(dbAs(env, 'alice'), ALICE.uid)));
  });
});

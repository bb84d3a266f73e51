/**
 * Rules of availability: staff blocks (with notes and authors) stay on the
 * staff side; the public sees only each car's blocked date ranges, which the
 * server mirrors under the car. Booking blocks belong to paid orders and are
 * the server's alone.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { AvailabilityBlock } from '@costa/domain';
import { blockedRangeOf, buildBlock, buildCar, docData } from '../builders';
import { ADMIN, ALICE, createRulesEnv, dbAs, seed } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnv('availability');
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

const car = buildCar({ id: 'Roma0000Block01' });
const maintenance = buildBlock({ id: 'maintenance-1', carId: car.id, blockType: 'maintenance', notes: 'Brakes' });
const adminHold = buildBlock({ id: 'admin-1', carId: car.id, blockType: 'admin', notes: 'VIP client, do not rent' });
const booking = buildBlock({ id: 'booking-1', carId: car.id, blockType: 'booking', notes: 'Order 7H8A1B2C', createdBy: null });

async function seedCarWithBlocks(): Promise<void> {
  const docs: Record<string, object> = { [`cars/${car.id}`]: docData(car) };
  for (const block of [maintenance, adminHold, booking]) {
    docs[`availabilityBlocks/${block.id}`] = docData(block);
    docs[`cars/${car.id}/blockedRanges/${block.id}`] = blockedRangeOf(block);
  }
  await seed(env, docs);
}

/** What the admin panel sends for a new block: the author and the server's clock. */
function newBlock(overrides: Partial<AvailabilityBlock> = {}): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...fields } = buildBlock({ carId: car.id, createdBy: ADMIN.uid, ...overrides });
  return { ...fields, createdAt: serverTimestamp() };
}

function blockRef(db: Firestore, id = 'new-block') {
  return doc(db, 'availabilityBlocks', id);
}

describe("a car's blocked ranges (public view)", () => {
  beforeEach(seedCarWithBlocks);

  it("the public can read a car's blocked dates but never the block's notes", async () => {
    const anonymous = dbAs(env, 'anonymous');
    const range = await assertSucceeds(getDoc(doc(anonymous, 'cars', car.id, 'blockedRanges', maintenance.id)));
    expect(range.data()).toEqual({ startDate: maintenance.startDate, endDate: maintenance.endDate });
    await assertFails(getDoc(doc(anonymous, 'availabilityBlocks', maintenance.id)));
  });

  it("anyone can list a car's blocked ranges", async () => {
    const ranges = await assertSucceeds(getDocs(collection(dbAs(env, 'anonymous'), 'cars', car.id, 'blockedRanges')));
    expect(ranges.size).toBe(3);
    await assertSucceeds(getDocs(collection(dbAs(env, 'alice'), 'cars', car.id, 'blockedRanges')));
  });

  it('anyone can query blocked ranges across the fleet', async () => {
    const overlapping = query(
      collectionGroup(dbAs(env, 'anonymous'), 'blockedRanges'),
      where('startDate', '<=', '2030-07-11'),
    );
    const ranges = await assertSucceeds(getDocs(overlapping));
    expect(ranges.size).toBe(3);
  });

  it('no client writes blocked ranges, admins included: the server mirrors them', async () => {
    for (const persona of ['anonymous', 'alice', 'admin'] as const) {
      const db = dbAs(env, persona);
      const ranges = collection(db, 'cars', car.id, 'blockedRanges');
      await assertFails(setDoc(doc(ranges, 'made-up'), { startDate: '2030-08-01', endDate: '2030-08-02' }));
      await assertFails(updateDoc(doc(ranges, booking.id), { endDate: '2030-07-11' }));
      await assertFails(deleteDoc(doc(ranges, booking.id)));
    }
  });
});

describe('availability blocks (staff view)', () => {
  beforeEach(seedCarWithBlocks);

  it('anonymous visitors cannot read availability blocks or their notes', async () => {
    const anonymous = dbAs(env, 'anonymous');
    await assertFails(getDoc(doc(anonymous, 'availabilityBlocks', adminHold.id)));
    await assertFails(getDocs(collection(anonymous, 'availabilityBlocks')));
    await assertFails(getDocs(query(collection(anonymous, 'availabilityBlocks'), where('carId', '==', car.id))));
  });

  it('customers cannot read availability blocks either', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(getDoc(doc(alice, 'availabilityBlocks', booking.id)));
    await assertFails(getDocs(query(collection(alice, 'availabilityBlocks'), where('carId', '==', car.id))));
  });

  it("an admin can read every block of a car, notes and all, in date order", async () => {
    const admin = dbAs(env, 'admin');
    const note = await assertSucceeds(getDoc(doc(admin, 'availabilityBlocks', adminHold.id)));
    expect(note.get('notes')).toBe(adminHold.notes);
    const blocks = await assertSucceeds(
      getDocs(query(collection(admin, 'availabilityBlocks'), where('carId', '==', car.id), orderBy('startDate'))),
    );
    expect(blocks.size).toBe(3);
  });

  it('an admin can create an admin block or a maintenance block, signed as themself', async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(setDoc(blockRef(admin, 'new-admin'), newBlock({ blockType: 'admin' })));
    await assertSucceeds(setDoc(blockRef(admin, 'new-maintenance'), newBlock({ blockType: 'maintenance' })));
  });

  it('a block may cover a single day (dates are inclusive)', async () => {
    await assertSucceeds(
      setDoc(blockRef(dbAs(env, 'admin')), newBlock({ startDate: '2030-09-01', endDate: '2030-09-01' })),
    );
  });

  it('an admin cannot create a booking block: those come only from paid orders', async () => {
    await assertFails(setDoc(blockRef(dbAs(env, 'admin')), newBlock({ blockType: 'booking' })));
  });

  it('an admin cannot sign a block in the name of someone else', async () => {
    await assertFails(setDoc(blockRef(dbAs(env, 'admin')), newBlock({ createdBy: 'someone-else' })));
    await assertFails(setDoc(blockRef(dbAs(env, 'admin')), newBlock({ createdBy: null })));
  });

  it('a block must end on or after the day it starts', async () => {
    await assertFails(
      setDoc(blockRef(dbAs(env, 'admin')), newBlock({ startDate: '2030-07-12', endDate: '2030-07-10' })),
    );
  });

  it('block dates must be calendar days written YYYY-MM-DD', async () => {
    const admin = dbAs(env, 'admin');
    for (const bad of ['2030-7-10', '10/07/2030', '2030-13-01', '2030-07-32', '2030-07-10T00:00:00Z', '']) {
      await assertFails(setDoc(blockRef(admin), newBlock({ startDate: bad, endDate: '2030-12-31' })));
      await assertFails(setDoc(blockRef(admin), newBlock({ startDate: '2030-01-01', endDate: bad })));
    }
  });

  it('block notes are text of at most 500 characters', async () => {
    const admin = dbAs(env, 'admin');
    await assertSucceeds(setDoc(blockRef(admin, 'long-enough'), newBlock({ notes: 'n'.repeat(500) })));
    await assertSucceeds(setDoc(blockRef(admin, 'no-notes'), newBlock({ notes: '' })));
    await assertFails(setDoc(blockRef(admin, 'too-long'), newBlock({ notes: 'n'.repeat(501) })));
    await assertFails(setDoc(blockRef(admin, 'not-text'), { ...newBlock(), notes: 42 }));
  });

  it('a block holds only its own fields, all of them, stamped with the server clock', async () => {
    const admin = dbAs(env, 'admin');
    const { notes: _notes, ...withoutNotes } = newBlock();
    await assertFails(setDoc(blockRef(admin), withoutNotes));
    await assertFails(setDoc(blockRef(admin), { ...newBlock(), orderId: 'order-1' }));
    await assertFails(setDoc(blockRef(admin), { ...newBlock(), createdAt: Date.now() }));
  });

  it('a block must be for a car that exists', async () => {
    await assertFails(setDoc(blockRef(dbAs(env, 'admin')), newBlock({ carId: 'NoSuchCar000001' })));
  });

  it('customers and anonymous visitors cannot create any block', async () => {
    const alice = dbAs(env, 'alice');
    await assertFails(setDoc(blockRef(alice), newBlock({ createdBy: ALICE.uid })));
    await assertFails(setDoc(blockRef(alice), newBlock({ createdBy: ALICE.uid, blockType: 'booking' })));
    await assertFails(setDoc(blockRef(dbAs(env, 'anonymous')), newBlock({ createdBy: null })));
  });

  it('nobody can change a block, admins included: delete and re-create instead', async () => {
    await assertFails(updateDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', maintenance.id), { notes: 'Tyres too' }));
    await assertFails(updateDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', booking.id), { endDate: '2030-07-11' }));
    await assertFails(updateDoc(doc(dbAs(env, 'alice'), 'availabilityBlocks', maintenance.id), { notes: '' }));
  });

  it('an admin can delete a maintenance or an admin block', async () => {
    await assertSucceeds(deleteDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', maintenance.id)));
    await assertSucceeds(deleteDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', adminHold.id)));
  });

  it('an admin cannot delete a booking block: it belongs to a paid order', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', booking.id)));
  });

  it('customers and anonymous visitors cannot delete any block', async () => {
    await assertFails(deleteDoc(doc(dbAs(env, 'alice'), 'availabilityBlocks', maintenance.id)));
    await assertFails(deleteDoc(doc(dbAs(env, 'anonymous'), 'availabilityBlocks', adminHold.id)));
  });
});

/**
 * Rules of availability: staff blocks (with notes and authors) stay on the
 * staff side and are written by the server alone (the block callables take
 * their days with the bookings'); the public sees only each car's blocked
 * date ranges, which the server mirrors under the car, and the days held by
 * checkouts in progress (the day and when the hold lapses).
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
import { ADMIN, createRulesEnv, dbAs, seed } from './support';

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

describe("a car's held days (public trace of checkouts in progress)", () => {
  beforeEach(async () => {
    await seed(env, { [`cars/${car.id}`]: docData(car), [`cars/${car.id}/heldDays/2030-07-10`]: { day: '2030-07-10', until: 1 } });
  });

  it('anyone reads them, as documents and as the live query the calendar makes', async () => {
    for (const persona of ['anonymous', 'alice', 'admin'] as const) {
      const db = dbAs(env, persona);
      await assertSucceeds(getDoc(doc(db, 'cars', car.id, 'heldDays', '2030-07-10')));
      await assertSucceeds(getDocs(query(collection(db, 'cars', car.id, 'heldDays'), where('until', '>', 0))));
    }
  });

  it('nobody writes them from a browser: a fake hold could keep customers away', async () => {
    for (const persona of ['anonymous', 'alice', 'admin'] as const) {
      const db = dbAs(env, persona);
      await assertFails(setDoc(doc(db, 'cars', car.id, 'heldDays', '2030-07-11'), { day: '2030-07-11', until: Date.now() + 1e9 }));
      await assertFails(updateDoc(doc(db, 'cars', car.id, 'heldDays', '2030-07-10'), { until: Date.now() + 1e9 }));
      await assertFails(deleteDoc(doc(db, 'cars', car.id, 'heldDays', '2030-07-10')));
    }
  });
});

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

  it('nobody writes a block from a browser, admins included: blocks go through the createBlock and deleteBlock callables', async () => {
    for (const persona of ['admin', 'alice', 'anonymous'] as const) {
      const db = dbAs(env, persona);
      // A block exactly as the old panel wrote it, and each kind.
      for (const blockType of ['admin', 'maintenance', 'booking'] as const) {
        await assertFails(setDoc(blockRef(db, `new-${persona}-${blockType}`), newBlock({ blockType })));
      }
      await assertFails(updateDoc(doc(db, 'availabilityBlocks', maintenance.id), { notes: 'Tyres too' }));
      await assertFails(updateDoc(doc(db, 'availabilityBlocks', booking.id), { endDate: '2030-07-11' }));
      for (const block of [maintenance, adminHold, booking]) await assertFails(deleteDoc(doc(db, 'availabilityBlocks', block.id)));
    }
    // Still there, for admins to read.
    await assertSucceeds(getDoc(doc(dbAs(env, 'admin'), 'availabilityBlocks', maintenance.id)));
  });
});

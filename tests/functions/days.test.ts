/**
 * Taking a car's days, as an attacker or a busy boutique would,
 * through the functions emulator:
 * - no hoarding: at most MAX_PENDING_CHECKOUTS checkouts waiting per
 *   customer, and CHECKOUT_CLIENT_LIMITS per client address;
 * - staff blocks through the `createBlock` and `deleteBlock` callables, on
 *   the same per-day documents as bookings: a block never owns a day a
 *   booking or a live checkout owns, and the other way round;
 * - held days leave a public trace for the calendar, and only that.
 * Each test books its own test car and deletes what it made.
 */
import {
  BLOCK_MESSAGES,
  CALLABLES,
  HOLD_MINUTES,
  MAX_PENDING_CHECKOUTS,
  type BlockClash,
  type CheckoutResponse,
  type CreateBlockResponse,
} from '@costa/domain';
import { bookingFixture, call, type Answer as CallAnswer } from './bookings';
import { uniqueId } from './support';

type Answer<T> = CallAnswer<T, { reason?: string; clash?: BlockClash }>;

const fixture = bookingFixture('days');
const { signedIn, testCar, customer, choice, pay, holds } = fixture;
const admin = () => fixture.admin().then(({ idToken }) => idToken);

const checkout = (data: unknown, headers?: Record<string, string>): Promise<Answer<CheckoutResponse>> =>
  call(CALLABLES.startCheckout, data, headers);

async function block(data: Record<string, unknown>, idToken?: string): Promise<Answer<CreateBlockResponse>> {
  return call(CALLABLES.createBlock, { blockType: 'maintenance', notes: '', ...data }, {
    Authorization: `Bearer ${idToken ?? (await admin())}`,
  });
}

async function unblock(blockId: string, idToken?: string): Promise<Answer<{ deleted: true }>> {
  return call(CALLABLES.deleteBlock, { blockId }, { Authorization: `Bearer ${idToken ?? (await admin())}` });
}

describe('no hoarding', () => {
  it(`one customer has at most ${MAX_PENDING_CHECKOUTS} checkouts waiting; the next is refused until one of them ends`, async () => {
    const carId = await testCar();
    const email = customer();
    const weeks = ['2027-08-02', '2027-08-09', '2027-08-16', '2027-08-23'];
    const started = [];
    for (const start of weeks.slice(0, 3)) {
      // The address in another case is the same customer.
      const answer = await checkout(choice(carId, start, start, email.toUpperCase()));
      expect(answer.error).toBeUndefined();
      started.push(answer.result!.orderId);
    }
    const fourth = await checkout(choice(carId, weeks[3]!, weeks[3]!, email));
    expect(fourth.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'too-many-pending' } });
    expect((await fixture.db.collection('orders').where('car.id', '==', carId).get()).size).toBe(3);
    // Another customer is not affected.
    expect((await checkout(choice(carId, weeks[3]!, weeks[3]!, customer()))).status).toBe(200);
    // One of the three is paid: it no longer waits, so the customer may start another.
    await pay(started[0]!);
    expect((await checkout(choice(carId, '2027-08-30', '2027-08-30', email))).status).toBe(200);
  });

  it('six checkouts of one customer started at once: exactly three get through', async () => {
    const carId = await testCar();
    const email = customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => checkout(choice(carId, `2027-09-${String(1 + i * 2).padStart(2, '0')}`, `2027-09-${String(1 + i * 2).padStart(2, '0')}`, email))),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(['too-many-pending', 'dates-unavailable']).toContain(refused.error?.details?.reason);
    }
    expect((await fixture.db.collection('orders').where('car.id', '==', carId).get()).size).toBe(3);
  }, 120_000);

  it('one client address may start 10 checkouts in 10 minutes; the 11th is refused, whatever it puts before its address', async () => {
    // An on-request car: every call is counted and refused just after, so nothing is held.
    const carId = await testCar({ availabilityType: 'on_request' });
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 10; i++) {
      // A client forging addresses of its own before the real one gains nothing.
      const answer = await checkout(choice(carId, '2027-10-01', '2027-10-02', customer()), {
        'X-Forwarded-For': `203.0.113.${i}, ${address}`,
      });
      expect(answer.error?.details?.reason).toBe('car-on-request');
    }
    const eleventh = await checkout(choice(carId, '2027-10-01', '2027-10-02', customer()), { 'X-Forwarded-For': address });
    expect(eleventh.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'too-many-attempts' } });
    const other = await checkout(choice(carId, '2027-10-01', '2027-10-02', customer()), { 'X-Forwarded-For': '198.51.100.251' });
    expect(other.error?.details?.reason).toBe('car-on-request');
    await fixture.db.collection('rateLimits').where('sent', '!=', null).get().then((all) =>
      Promise.all(all.docs.filter((doc) => doc.id.startsWith('checkout-')).map((doc) => doc.ref.delete())),
    );
  });
});

describe('held days on the public calendar', () => {
  it('a checkout leaves one trace per held day, with when it lapses and nothing else; paying turns them into a booked range', async () => {
    const carId = await testCar();
    const answer = await checkout(choice(carId, '2027-11-03', '2027-11-04', customer()));
    const traces = (await fixture.db.collection('cars').doc(carId).collection('heldDays').get()).docs.map((doc) => doc.data());
    expect(traces).toHaveLength(2);
    for (const trace of traces) {
      expect(Object.keys(trace).sort()).toEqual(['day', 'until']);
      expect(trace.until).toBeGreaterThan(Date.now() + (HOLD_MINUTES - 1) * 60_000);
    }
    await pay(answer.result!.orderId);
    expect((await fixture.db.collection('cars').doc(carId).collection('heldDays').get()).size).toBe(0);
    const ranges = (await fixture.db.collection('cars').doc(carId).collection('blockedRanges').get()).docs.map((doc) => doc.data());
    expect(ranges).toEqual([{ startDate: '2027-11-03', endDate: '2027-11-04' }]);
  });
});

describe('staff blocks through the callables', () => {
  it('an admin blocks free days: the block, its public range and one blocked day each; a checkout across it is refused', async () => {
    const carId = await testCar();
    const created = await block({ carId, startDate: '2027-12-01', endDate: '2027-12-03', notes: '  Tyres  ' });
    expect(created.error).toBeUndefined();
    const { blockId } = created.result!;
    const stored = await fixture.db.collection('availabilityBlocks').doc(blockId).get();
    expect(stored.data()).toMatchObject({ carId, startDate: '2027-12-01', endDate: '2027-12-03', blockType: 'maintenance', notes: 'Tyres' });
    expect((await fixture.db.collection('cars').doc(carId).collection('blockedRanges').doc(blockId).get()).data()).toEqual({
      startDate: '2027-12-01',
      endDate: '2027-12-03',
    });
    expect(await holds(carId)).toEqual(Array(3).fill(expect.objectContaining({ state: 'blocked', blockId, orderId: null })));
    expect((await checkout(choice(carId, '2027-12-03', '2027-12-05', customer()))).error?.details?.reason).toBe('dates-unavailable');

    // Deleted: its days are free again.
    expect((await unblock(blockId)).result).toEqual({ deleted: true });
    expect(await holds(carId)).toEqual([]);
    expect((await fixture.db.collection('cars').doc(carId).collection('blockedRanges').get()).size).toBe(0);
    expect((await checkout(choice(carId, '2027-12-03', '2027-12-05', customer()))).status).toBe(200);
  });

  it('refuses a block over a paid booking, naming the order, and over a checkout in progress', async () => {
    const carId = await testCar();
    const paid = await checkout(choice(carId, '2027-12-10', '2027-12-12', customer()));
    await pay(paid.result!.orderId);
    const number = (await fixture.db.collection('paymentStatus').doc((await fixture.db.collection('orders').doc(paid.result!.orderId).get()).get('sessionId')).get()).get('orderNumber');
    const overBooking = await block({ carId, startDate: '2027-12-08', endDate: '2027-12-11' });
    expect(overBooking.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'clash', clash: { kind: 'booking', startDate: '2027-12-10', endDate: '2027-12-11', orderNumber: number } },
    });
    expect(overBooking.error?.message).toContain(number);

    await checkout(choice(carId, '2027-12-20', '2027-12-21', customer()));
    const overCheckout = await block({ carId, startDate: '2027-12-21', endDate: '2027-12-24' });
    expect(overCheckout.error?.details).toEqual({
      reason: 'clash',
      clash: { kind: 'checkout', startDate: '2027-12-21', endDate: '2027-12-21' },
    });
    const overBlock = await block({ carId, startDate: '2027-12-22', endDate: '2027-12-24' });
    expect(overBlock.status).toBe(200);
    const again = await block({ carId, startDate: '2027-12-24', endDate: '2027-12-26', blockType: 'admin' });
    expect(again.error?.details?.clash).toEqual({ kind: 'maintenance', startDate: '2027-12-24', endDate: '2027-12-24' });
    expect((await fixture.db.collection('availabilityBlocks').where('carId', '==', carId).get()).size).toBe(2);
  });

  it('a block and checkouts of the same days started together: the days have exactly one owner', async () => {
    const carId = await testCar();
    const [blocked, ...checkouts] = await Promise.all([
      block({ carId, startDate: '2028-01-10', endDate: '2028-01-12' }),
      ...Array.from({ length: 4 }, (_, i) => checkout(choice(carId, `2028-01-${String(9 + i).padStart(2, '0')}`, '2028-01-13', customer()))),
    ]);
    const winners = [blocked!.status === 200, ...checkouts.map((answer) => answer.status === 200)].filter(Boolean);
    expect(winners).toHaveLength(1);
    const owners = new Set((await holds(carId)).map((hold) => hold.blockId ?? hold.orderId));
    expect(owners.size).toBe(1);
  }, 120_000);

  it('refuses callers who are not admins, bad input and booking blocks, writing nothing', async () => {
    const carId = await testCar();
    const customerToken = (await signedIn(null)).idToken;
    expect((await block({ carId, startDate: '2028-02-01', endDate: '2028-02-02' }, customerToken)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { reason: 'forbidden' },
    });
    const anonymous = await call(CALLABLES.createBlock, { carId, startDate: '2028-02-01', endDate: '2028-02-02' });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');
    expect((await block({ carId, startDate: '2028-02-03', endDate: '2028-02-01' })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'End date must be after start date',
      // Checked with the form's own schema; each broken rule is named on its field.
      details: { reason: 'invalid-input', fields: { endDate: BLOCK_MESSAGES.endBeforeStart } },
    });
    expect((await block({ carId: '', startDate: '2028-02-01', endDate: '2028-02-01', notes: 'n'.repeat(501) })).error?.details).toEqual({
      reason: 'invalid-input',
      fields: { carId: BLOCK_MESSAGES.required, notes: { ...BLOCK_MESSAGES.notesTooLong, values: { max: 500 } } },
    });
    expect((await block({ carId, startDate: '2028-02-01', endDate: '2029-03-01' })).error).toMatchObject({
      message: 'A block can cover at most 366 days',
      details: { reason: 'invalid-input', fields: { endDate: { id: BLOCK_MESSAGES.tooLong.id } } },
    });
    expect((await block({ carId, startDate: '2028-02-01', endDate: '2028-02-01', blockType: 'booking' })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await block({ carId: `missing${uniqueId()}`, startDate: '2028-02-01', endDate: '2028-02-01' })).error?.details?.reason).toBe(
      'car-not-found',
    );
    expect(await holds(carId)).toEqual([]);

    const paid = await checkout(choice(carId, '2028-02-10', '2028-02-10', customer()));
    await pay(paid.result!.orderId);
    expect((await unblock(paid.result!.orderId)).error).toMatchObject({ details: { reason: 'booking-block' } });
    expect((await unblock(`missing${uniqueId()}`)).error).toMatchObject({ status: 'NOT_FOUND' });
    const made = await block({ carId, startDate: '2028-02-20', endDate: '2028-02-20' });
    expect((await unblock(made.result!.blockId, customerToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await fixture.db.collection('availabilityBlocks').doc(made.result!.blockId).get()).exists).toBe(true);
  });
});

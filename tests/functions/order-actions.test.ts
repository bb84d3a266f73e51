/**
 * The back office's order actions against the emulators:
 * - cancelling a paid order refunds through the payments provider (the local
 *   checkout records it), frees its days for the next customer, marks it
 *   cancelled and e-mails the customer in their language, all once, however
 *   often the call is retried;
 * - a pending order is cancelled with its days, and nothing refunded;
 * - an order paid after its days were taken is refunded in full;
 * - a refund above what was paid is refused on its field, changing nothing;
 * - the confirmation is sent again once per request id;
 * - handover then return, in that order only;
 * - the return's charges billed once with a payment link, paid through the
 *   local checkout into their own invoice and a receipt;
 * - customers and visitors are refused every action.
 */
import { CALLABLES, formatEUR, ORDER_ACTION_MESSAGES, REFUEL_EUR_PER_EIGHTH, type CheckoutResponse } from '@costa/domain';
import { bookingFixture, call, type Answer } from './bookings';
import { translator } from './support';

type Details = { reason?: string; fields?: Record<string, { id: string }> };

const fixture = bookingFixture('orders');
const { testCar, customer, choice, pay, holds } = fixture;

const as = async (idToken?: string) => ({ Authorization: `Bearer ${idToken ?? (await fixture.admin()).idToken}` });
const checkout = (data: unknown): Promise<Answer<CheckoutResponse, Details>> => call(CALLABLES.startCheckout, data);
const cancel = async (data: unknown, idToken?: string): Promise<Answer<{ status: string; refundCents: number }, Details>> =>
  call(CALLABLES.cancelOrder, data, await as(idToken));
const resend = async (data: unknown, idToken?: string): Promise<Answer<{ status: string }, Details>> =>
  call(CALLABLES.resendConfirmation, data, await as(idToken));
const handover = async (data: unknown, idToken?: string): Promise<Answer<{ status: string }, Details>> =>
  call(CALLABLES.recordHandover, data, await as(idToken));
const bill = async (data: unknown, idToken?: string): Promise<Answer<{ url: string; amountCents: number; expiresAt: number }, Details>> =>
  call(CALLABLES.billReturnCharges, data, await as(idToken));

/** A paid order of a test car: 2 days at 900 €, paid 1,800 € (in cents). */
const paidOrder = (startDate: string, endDate: string, lang = 'en') => fixture.paidOrder(startDate, endDate, lang);

const order = async (orderId: string) => (await fixture.db.collection('orders').doc(orderId).get()).data()!;
const mailTo = async (email: string) => (await fixture.db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
const timeline = async (orderId: string) =>
  (await fixture.db.collection('orders').doc(orderId).collection('timeline').orderBy('at').get()).docs.map((doc) => doc.data());

describe('cancelling an order', () => {
  it('refunds part of a paid order once, frees its days for the next customer and tells the customer in their language', async () => {
    const { carId, email, orderId } = await paidOrder('2028-03-06', '2028-03-07', 'de');
    expect(await holds(carId)).toHaveLength(2);
    expect((await checkout(choice(carId, '2028-03-07', '2028-03-08', customer()))).error?.details?.reason).toBe('dates-unavailable');

    const first = await cancel({ orderId, refundCents: 50_000 });
    expect(first.result).toEqual({ status: 'cancelled', refundCents: 50_000 });
    // A retried call changes nothing and refunds nothing more.
    expect((await cancel({ orderId, refundCents: 50_000 })).result).toEqual({ status: 'cancelled', refundCents: 50_000 });

    const cancelled = await order(orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { amountCents: 50_000 } });
    const refund = await fixture.db.collection('localRefunds').doc(`refund-${orderId}`).get();
    expect(refund.data()).toMatchObject({ amountCents: 50_000, paymentIntent: `pi_test_${orderId}` });
    expect(refund.get('id')).toBe(cancelled.refund.id);

    // The days: no holds, no booking block, no public trace; the next customer gets them.
    expect(await holds(carId)).toEqual([]);
    expect((await fixture.db.collection('availabilityBlocks').where('carId', '==', carId).get()).size).toBe(0);
    expect((await fixture.db.collection('cars').doc(carId).collection('blockedRanges').get()).size).toBe(0);
    expect((await checkout(choice(carId, '2028-03-07', '2028-03-08', customer()))).status).toBe(200);

    const t = translator('de');
    const notices = (await mailTo(email)).filter((mail) => mail.kind === 'order-cancellation');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ lang: 'de' });
    expect(notices[0]!.text).toContain(t({ id: 'mail.cancellation.refunded', message: '' }, { amount: formatEUR(500, 'de', 2) }));
    const kinds = (await timeline(orderId)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'cancelled')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'refunded')).toHaveLength(1);
  });

  it('cancels an order still waiting for payment with its held days, refunding nothing', async () => {
    const carId = await testCar();
    const started = await checkout(choice(carId, '2028-04-03', '2028-04-04', customer()));
    const { orderId } = started.result!;
    expect((await fixture.db.collection('cars').doc(carId).collection('heldDays').get()).size).toBe(2);
    expect((await cancel({ orderId, refundCents: 0 })).result).toEqual({ status: 'cancelled', refundCents: 0 });
    expect(await order(orderId)).toMatchObject({ status: 'cancelled', refund: null });
    expect(await holds(carId)).toEqual([]);
    expect((await fixture.db.collection('cars').doc(carId).collection('heldDays').get()).size).toBe(0);
    // Its payment page can no longer be paid.
    const session = await fixture.db.collection('checkoutSessions').where('orderId', '==', orderId).get();
    expect(session.docs[0]!.get('status')).toBe('expired');
  });

  it('refunds in full an order paid after its days were taken, leaving the days with the customer who took them', async () => {
    const carId = await testCar();
    const late = customer();
    const { orderId } = (await checkout(choice(carId, '2028-09-04', '2028-09-05', late))).result!;
    // Its hold lapses while the customer is still on the payment page, and someone else takes the days.
    const lapsed = Date.now() - 60_000;
    const held = await fixture.db.collection('holds').where('orderId', '==', orderId).get();
    await Promise.all(held.docs.map((doc) => doc.ref.update({ expiresAt: lapsed })));
    await fixture.db.collection('orders').doc(orderId).update({ holdExpiresAt: lapsed });
    const other = await checkout(choice(carId, '2028-09-04', '2028-09-05', customer()));
    expect(other.status).toBe(200);
    await pay(orderId, { amountTotal: 180_000, paymentIntent: `pi_test_${orderId}` });
    expect(await order(orderId)).toMatchObject({ status: 'conflict' });

    expect((await cancel({ orderId, refundCents: 180_000 })).result).toEqual({ status: 'cancelled', refundCents: 180_000 });
    expect(await order(orderId)).toMatchObject({ status: 'cancelled', refund: { amountCents: 180_000 } });
    expect((await fixture.db.collection('localRefunds').doc(`refund-${orderId}`).get()).get('amountCents')).toBe(180_000);
    // The other customer's held days are untouched.
    expect(await holds(carId)).toEqual(Array(2).fill(expect.objectContaining({ orderId: other.result!.orderId, state: 'held' })));
    const kinds = (await mailTo(late)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['order-cancellation', 'order-conflict']);
  });

  it('refuses a refund above what was paid on its field, and changes nothing', async () => {
    const { carId, orderId } = await paidOrder('2028-05-08', '2028-05-09');
    const refused = await cancel({ orderId, refundCents: 180_001 });
    expect(refused.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(refused.error?.details?.fields?.refundCents?.id).toBe(ORDER_ACTION_MESSAGES.refundTooHigh.id);
    expect(await order(orderId)).toMatchObject({ status: 'paid' });
    expect(await holds(carId)).toHaveLength(2);
    expect((await fixture.db.collection('localRefunds').doc(`refund-${orderId}`).get()).exists).toBe(false);
    // A malformed request too.
    expect((await cancel({ orderId, refundCents: -5 })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await cancel({ orderId: 'no-such-order', refundCents: 0 })).error?.status).toBe('NOT_FOUND');
  });
});

describe('the other actions', () => {
  it('sends the confirmation again once per request id', async () => {
    const { email, orderId } = await paidOrder('2028-06-05', '2028-06-06', 'es');
    const confirmations = async () => (await mailTo(email)).filter((mail) => mail.kind === 'order-confirmation');
    expect(await confirmations()).toHaveLength(1);
    expect((await resend({ orderId, requestId: 'press-one-0001' })).result).toEqual({ status: 'queued' });
    expect((await resend({ orderId, requestId: 'press-one-0001' })).result).toEqual({ status: 'already-queued' });
    expect(await confirmations()).toHaveLength(2);
    expect((await resend({ orderId, requestId: 'press-two-0002' })).result).toEqual({ status: 'queued' });
    const sent = await confirmations();
    expect(sent).toHaveLength(3);
    expect(sent.every((mail) => mail.lang === 'es')).toBe(true);
  });

  it('records the handover, then the return, and nothing out of order', async () => {
    const { orderId } = await paidOrder('2028-07-03', '2028-07-04');
    expect((await handover({ orderId, step: 'returned' })).error?.status).toBe('FAILED_PRECONDITION');
    expect((await handover({ orderId, step: 'handed-over' })).result).toEqual({ status: 'recorded' });
    expect((await handover({ orderId, step: 'handed-over' })).result).toEqual({ status: 'already-recorded' });
    expect((await handover({ orderId, step: 'returned' })).result).toEqual({ status: 'recorded' });
    const stored = await order(orderId);
    expect(stored.handedOverAt).toBeLessThanOrEqual(stored.returnedAt);
    const admin = await fixture.admin();
    expect((await timeline(orderId)).filter((entry) => entry.kind !== 'mail').map(({ kind, by }) => ({ kind, by }))).toEqual([
      { kind: 'handed-over', by: admin.email },
      { kind: 'returned', by: admin.email },
    ]);
  });

  it('keeps the readings of the hand-over and the return, and what the return owes by the car’s terms', async () => {
    const { orderId } = await paidOrder('2028-07-10', '2028-07-11');
    const booked = await order(orderId);
    const { includedKmPerDay, extraKmEur } = booked.car.rentalTerms;
    const refused = await handover({ orderId, step: 'handed-over', reading: { km: 'far', fuelEighths: 8, depositEur: 5000, depositMethod: 'cheque' } });
    expect(refused.error?.details).toMatchObject({ reason: 'invalid-input', fields: { km: { id: 'form.return.km-invalid' }, depositMethod: { id: 'form.return.method-invalid' } } });
    const out = { km: 12_000, fuelEighths: 8, depositEur: 5000, depositMethod: 'card-hold' };
    expect((await handover({ orderId, step: 'handed-over', reading: out })).result).toEqual({ status: 'recorded' });
    expect((await order(orderId)).handover).toEqual(out);
    // A return below the hand-over's odometer is a typing error, named on its field.
    const below = await handover({ orderId, step: 'returned', reading: { km: 11_000, fuelEighths: 8 } });
    expect(below.error?.details).toMatchObject({ reason: 'invalid-input', fields: { km: { id: 'form.return.km-before-out', values: { km: 12_000 } } } });
    // Two days' kilometres and 50 more; two eighths short.
    const backKm = 12_000 + 2 * includedKmPerDay + 50;
    expect((await handover({ orderId, step: 'returned', reading: { km: backKm, fuelEighths: 6 } })).result).toEqual({ status: 'recorded' });
    const returned = (await order(orderId)).return;
    expect(returned).toMatchObject({ km: backKm, fuelEighths: 6, depositReleased: true, charges: { extraKm: 50, fuelShortEighths: 2 } });
    expect(returned.charges.total).toBeCloseTo(50 * extraKmEur + 2 * REFUEL_EUR_PER_EIGHTH, 2);
    expect((await timeline(orderId)).find((entry) => entry.kind === 'returned')?.reading.charges.total).toBe(returned.charges.total);
  });

  it('bills what the return owes once with a payment link, and its payment issues its own invoice and a receipt', async () => {
    const { orderId, email } = await paidOrder('2028-07-17', '2028-07-18', 'es');
    const { includedKmPerDay, extraKmEur } = (await order(orderId)).car.rentalTerms;
    // Nothing to bill before the return.
    expect((await bill({ orderId })).error?.details).toMatchObject({ reason: 'step-not-allowed' });
    await handover({ orderId, step: 'handed-over', reading: { km: 5_000, fuelEighths: 8, depositEur: 5000, depositMethod: 'card-hold' } });
    await handover({ orderId, step: 'returned', reading: { km: 5_000 + 2 * includedKmPerDay + 10, fuelEighths: 7 } });
    const owed = Math.round((10 * extraKmEur + REFUEL_EUR_PER_EIGHTH) * 100);

    const billed = await bill({ orderId });
    expect(billed.result).toMatchObject({ amountCents: owed });
    const url = billed.result!.url;
    expect((await order(orderId)).returnBill).toMatchObject({ status: 'open', amountCents: owed, url, paidAt: null });
    // One open link at a time.
    expect((await bill({ orderId })).error?.details).toMatchObject({ reason: 'step-not-allowed' });
    const t = translator('es');
    const linkMail = (await mailTo(email)).find((mail) => mail.kind === 'return-charges');
    expect(linkMail?.text).toContain(url);
    // In Spanish, with the amount (a subject is one line of plain spaces).
    const subject = t({ id: 'mail.return-charges.subject', message: '' }, { car: (await order(orderId)).car.name, amount: formatEUR(owed / 100, 'es', 2) });
    expect(linkMail?.subject).toBe(subject.replace(/\s+/g, ' '));

    // The customer pays on the (local) payment page, which returns them to the success page.
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('for=charges');
    const after = (await order(orderId)).returnBill;
    expect(after).toMatchObject({ status: 'paid', invoiceId: expect.stringMatching(/^F-\d{4}-\d{5}$/) });
    const invoice = (await fixture.db.collection('invoices').doc(after.invoiceId).get()).data()!;
    expect(invoice).toMatchObject({ orderId, kind: 'invoice', totalCents: owed, lang: 'es' });
    expect(invoice.lines.map((line: { kind: string; quantity: number }) => [line.kind, line.quantity])).toEqual([
      ['extra-km', 10],
      ['refuel', 1],
    ]);
    const receipt = (await mailTo(email)).find((mail) => mail.kind === 'return-charges-paid');
    expect(receipt?.attachments).toEqual([expect.objectContaining({ invoiceId: after.invoiceId })]);
    expect((await timeline(orderId)).filter((entry) => entry.kind.startsWith('charges-')).map(({ kind, amountCents }) => ({ kind, amountCents }))).toEqual([
      { kind: 'charges-billed', amountCents: owed },
      { kind: 'charges-paid', amountCents: owed },
    ]);
    // Paid: nothing more to bill.
    expect((await bill({ orderId })).error?.details).toMatchObject({ reason: 'step-not-allowed' });
  });

  it('refuses customers and visitors every action, changing nothing', async () => {
    const { carId, orderId } = await paidOrder('2028-08-07', '2028-08-08');
    const customerToken = (await fixture.signedIn(null)).idToken;
    for (const idToken of [customerToken, 'not-a-token']) {
      expect((await cancel({ orderId, refundCents: 0 }, idToken)).status).not.toBe(200);
      expect((await resend({ orderId, requestId: 'attacker-0001' }, idToken)).status).not.toBe(200);
      expect((await handover({ orderId, step: 'handed-over' }, idToken)).status).not.toBe(200);
      expect((await bill({ orderId }, idToken)).status).not.toBe(200);
    }
    expect((await cancel({ orderId, refundCents: 0 }, customerToken)).error?.status).toBe('PERMISSION_DENIED');
    expect(await order(orderId)).toMatchObject({ status: 'paid' });
    expect((await order(orderId)).handedOverAt).toBeUndefined();
    expect(await holds(carId)).toHaveLength(2);
  });
});

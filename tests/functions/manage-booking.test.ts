/**
 * A customer managing their own booking against the emulators:
 * - the confirmation carries a manage link; the page's call shows the booking
 *   and what cancelling refunds; a forged link names nothing;
 * - cancelling (pressed twice at once) refunds once through the payments
 *   provider, frees the days, and mails the customer in their language and
 *   the staff;
 * - a handed-over booking cannot be cancelled by its customer;
 * - a lost link is asked for with the order number and address: the answer
 *   never tells whether the order exists, and the new link replaces the old.
 */
import { CALLABLES, formatEUR, type CancelManagedBookingResponse, type CheckoutResponse, type ManagedBooking } from '@costa/domain';
import { bookingFixture, call, type Answer } from './bookings';
import { translator } from './support';

type Details = { reason?: string; fields?: Record<string, { id: string }> };

const fixture = bookingFixture('manage');
const { customer, choice, holds } = fixture;

const checkout = (data: unknown): Promise<Answer<CheckoutResponse, Details>> => call(CALLABLES.startCheckout, data);
const managed = (data: unknown): Promise<Answer<ManagedBooking, Details>> => call(CALLABLES.getManagedBooking, data);
const cancel = (data: unknown): Promise<Answer<CancelManagedBookingResponse, Details>> => call(CALLABLES.cancelManagedBooking, data);
const askLink = (data: unknown): Promise<Answer<{ sent: true }, Details>> => call(CALLABLES.requestManageLink, data);

const mailTo = async (email: string) => (await fixture.db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
const tokenIn = (text: string) => /#t=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

/** A paid order of a test car, 2 days at 900 €, paid 1,800 €; and the manage link's token its confirmation carries. */
async function paidOrder(startDate: string, endDate: string, lang = 'en') {
  const { carId, email, orderId } = await fixture.paidOrder(startDate, endDate, lang);
  const confirmation = (await mailTo(email)).find((mail) => mail.kind === 'order-confirmation');
  const token = tokenIn(confirmation?.text ?? '');
  expect(token).not.toBeNull();
  expect(confirmation!.html).toContain(`#t=${token}`);
  return { carId, email, orderId, token: token! };
}

it('shows the booking its link names, with a full refund well before the pickup, and nothing for a forged link', async () => {
  const { orderId, token } = await paidOrder('2028-05-08', '2028-05-09', 'es');
  const answer = await managed({ token });
  expect(answer.result).toMatchObject({
    order: { id: orderId, status: 'paid', lang: 'es', startDate: '2028-05-08' },
    amountPaidCents: 180_000,
    cancellation: { allowed: true, refundCents: 180_000, free: true },
  });
  // The order keeps the token's hash, never the token.
  expect(JSON.stringify((await fixture.db.collection('orders').doc(orderId).get()).data())).not.toContain(token);

  const forged = await managed({ token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
  expect(forged.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'link-invalid' } });
  // Someone else's order id without being its signed-in customer: nothing.
  expect((await managed({ orderId })).error?.details?.reason).toBe('link-invalid');
});

it('cancels once when pressed twice: one refund, the days back on sale, the customer told in their language, the staff told', async () => {
  const { carId, email, orderId, token } = await paidOrder('2028-05-15', '2028-05-16', 'de');
  const [first, second] = await Promise.all([cancel({ token }), cancel({ token })]);
  expect(first.result).toEqual({ status: 'cancelled', refundCents: 180_000 });
  expect(second.result).toEqual({ status: 'cancelled', refundCents: 180_000 });

  const order = (await fixture.db.collection('orders').doc(orderId).get()).data()!;
  expect(order).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', refund: { amountCents: 180_000 } });
  const refund = await fixture.db.collection('localRefunds').doc(`refund-${orderId}`).get();
  expect(refund.data()).toMatchObject({ amountCents: 180_000 });
  expect(await holds(carId)).toEqual([]);
  expect((await checkout(choice(carId, '2028-05-15', '2028-05-16', customer()))).status).toBe(200);

  const notices = (await mailTo(email)).filter((mail) => mail.kind === 'order-cancellation');
  expect(notices).toHaveLength(1);
  expect(notices[0]!.text).toContain(translator('de')({ id: 'mail.cancellation.refunded', message: '' }, { amount: formatEUR(1800, 'de', 2) }));
  const staff = await fixture.db.collection('mail').where('kind', '==', 'staff-order').get();
  expect(staff.docs.some((mail) => mail.get('subject').startsWith('Cancelled:') && mail.get('text').includes('The customer cancelled'))).toBe(true);

  // The page now shows it cancelled, with nothing more to do.
  expect((await managed({ token })).result).toMatchObject({ order: { status: 'cancelled' }, refund: { amountCents: 180_000 }, cancellation: { allowed: false, bar: 'cancelled' } });
});

it('refuses to cancel a booking whose car was handed over', async () => {
  const { orderId, token } = await paidOrder('2028-05-22', '2028-05-23');
  const admin = await fixture.admin();
  const handedOver = await call(CALLABLES.recordHandover, { orderId, step: 'handed-over' }, { Authorization: `Bearer ${admin.idToken}` });
  expect(handedOver.error).toBeUndefined();
  expect((await managed({ token })).result?.cancellation).toEqual({ allowed: false, bar: 'started' });
  expect((await cancel({ token })).error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-cancellable' } });
  expect((await fixture.db.collection('orders').doc(orderId).get()).get('status')).toBe('paid');
});

it('sends a new link for the order number and address, says the same for a wrong pair, and retires the old link', async () => {
  const { email, orderId, token } = await paidOrder('2028-05-29', '2028-05-30', 'fr');
  const number = (await fixture.db.collection('orders').doc(orderId).get()).get('orderNumber') as string;
  const before = (await mailTo(email)).length;

  expect((await askLink({ orderNumber: number, email: 'someone.else@example.com', lang: 'fr' })).result).toEqual({ sent: true });
  expect((await askLink({ orderNumber: 'ZZZZ9999', email, lang: 'fr' })).result).toEqual({ sent: true });
  expect(await mailTo(email)).toHaveLength(before);
  expect((await askLink({ orderNumber: 'abc', email, lang: 'fr' })).error?.details).toMatchObject({ reason: 'invalid-input', fields: { orderNumber: {} } });

  // Typed as people type it: lower case, spaces, the address in capitals.
  const spaced = `${number.slice(0, 4).toLowerCase()} ${number.slice(4)}`;
  expect((await askLink({ orderNumber: spaced, email: email.toUpperCase(), lang: 'it' })).result).toEqual({ sent: true });
  const links = (await mailTo(email)).filter((mail) => mail.kind === 'manage-link');
  expect(links).toHaveLength(1);
  expect(links[0]).toMatchObject({ lang: 'it' });
  const fresh = tokenIn(links[0]!.text);
  expect(fresh).not.toBeNull();
  expect((await managed({ token: fresh })).result?.orderNumber).toBe(number);
  expect((await managed({ token })).error?.details?.reason).toBe('link-invalid');
});

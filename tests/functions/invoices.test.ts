/**
 * Invoices against the emulators:
 * - a paid order gets one invoice, numbered next in its series and year,
 *   chained to the record before it, and attached to the confirmation; a
 *   replayed payment issues nothing more; payments at the same moment get
 *   consecutive numbers, never the same one;
 * - a refund issues a rectifying invoice citing the original (one, however
 *   often the cancel is pressed): all lines reversed for a full refund, one
 *   line for a partial one;
 * - the PDF goes to an admin, the order's signed-in customer and the holder
 *   of its manage link, and to nobody else.
 */
import {
  CALLABLES,
  invoiceCounterId,
  type CancelManagedBookingResponse,
  type DownloadInvoiceResponse,
  type Invoice,
  type ManagedBooking,
} from '@costa/domain';
import { bookingFixture, call, type Answer } from './bookings';

type Details = { reason?: string };

const fixture = bookingFixture('invoices');

const download = (data: unknown, headers: Record<string, string> = {}): Promise<Answer<DownloadInvoiceResponse, Details>> =>
  call(CALLABLES.downloadInvoice, data, headers);
const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

async function invoicesOf(orderId: string): Promise<Invoice[]> {
  const found = await fixture.db.collection('invoices').where('orderId', '==', orderId).get();
  return found.docs.map((doc) => ({ ...(doc.data() as Omit<Invoice, 'id'>), id: doc.id })).sort((a, b) => a.issuedAt - b.issuedAt);
}

const mailsTo = async (email: string) => (await fixture.db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
const tokenIn = (text: string) => /#t=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

it('issues the next invoice of the year as the order is paid, attaches it to the confirmation, and never twice', async () => {
  const { email, orderId } = await fixture.paidOrder('2028-08-07', '2028-08-08', 'fr');
  const [invoice, ...more] = await invoicesOf(orderId);
  expect(more).toEqual([]);
  // The order's price as the server computed it (2 days at 900 €, less the 2-3 day tier's discount), VAT included.
  const totalCents = Math.round(((await fixture.db.collection('orders').doc(orderId).get()).get('price.totalPrice') as number) * 100);
  const netCents = Math.round(totalCents / 1.21);
  expect(invoice).toMatchObject({
    kind: 'invoice',
    lang: 'fr',
    customerUid: null,
    totalCents,
    vatRatePercent: 21,
    netCents,
    vatCents: totalCents - netCents,
    buyer: { name: 'Test Customer', email },
    payment: { method: 'online', reference: `pi_test_${orderId}` },
    corrects: null,
  });
  expect(invoice!.number).toMatch(/^F-\d{4}-\d{5}$/);
  expect(invoice!.seller.taxId).not.toBe('');
  const counter = await fixture.db.collection('invoiceCounters').doc(invoiceCounterId('invoice', invoice!.year)).get();
  expect(counter.get('last')).toBe(invoice!.sequence);
  const chain = await fixture.db.collection('invoiceCounters').doc('chain').get();
  expect(chain.data()).toEqual({ lastInvoiceId: invoice!.id, lastHash: invoice!.verifactu.hash });

  const confirmation = (await mailsTo(email)).find((mail) => mail.kind === 'order-confirmation');
  expect(confirmation!.attachments).toContainEqual({ filename: `${invoice!.number}.pdf`, contentType: 'application/pdf', invoiceId: invoice!.id });

  // Sent again by staff: the same invoice travels with it.
  const resent = await call(CALLABLES.resendConfirmation, { orderId, requestId: 'resend-invoice-1' }, bearer((await fixture.admin()).idToken));
  expect(resent.error).toBeUndefined();
  const confirmations = (await mailsTo(email)).filter((mail) => mail.kind === 'order-confirmation');
  expect(confirmations).toHaveLength(2);
  for (const mail of confirmations) expect(mail.attachments).toContainEqual(expect.objectContaining({ invoiceId: invoice!.id }));
  expect(confirmations[0]!.text).toContain(invoice!.number);

  // The same payment told again: still one invoice.
  await fixture.pay(orderId, { amountTotal: 180_000, paymentIntent: `pi_test_${orderId}` });
  expect(await invoicesOf(orderId)).toHaveLength(1);
});

it('numbers payments made at the same moment one after the other, each chained to the one before', async () => {
  const orders = await Promise.all(
    ['2028-08-14', '2028-08-21', '2028-08-28'].map(async (day) => {
      const carId = await fixture.testCar();
      const started = await call<{ orderId: string }>(CALLABLES.startCheckout, fixture.choice(carId, day, day, fixture.customer()));
      return started.result!.orderId;
    }),
  );
  await Promise.all(orders.map((orderId) => fixture.pay(orderId, { amountTotal: 90_000 })));
  const issued = (await Promise.all(orders.map(invoicesOf))).flat().sort((a, b) => a.sequence - b.sequence);
  expect(issued).toHaveLength(3);
  expect(issued.map((invoice) => invoice.sequence - issued[0]!.sequence)).toEqual([0, 1, 2]);
  expect(issued[1]!.verifactu.previousHash).toBe(issued[0]!.verifactu.hash);
  expect(issued[2]!.verifactu.previousHash).toBe(issued[1]!.verifactu.hash);
});

it("issues one rectifying invoice for a customer's cancellation pressed twice, reversing every line, attached to the cancellation mail", async () => {
  const { email, orderId } = await fixture.paidOrder('2028-09-04', '2028-09-05', 'it');
  const token = tokenIn((await mailsTo(email)).find((mail) => mail.kind === 'order-confirmation')!.text as string)!;
  const cancel = (): Promise<Answer<CancelManagedBookingResponse>> => call(CALLABLES.cancelManagedBooking, { token });
  const [first, second] = await Promise.all([cancel(), cancel()]);
  expect([first.result, second.result]).toEqual([
    { status: 'cancelled', refundCents: 180_000 },
    { status: 'cancelled', refundCents: 180_000 },
  ]);

  const [original, rectifying, ...more] = await invoicesOf(orderId);
  expect(more).toEqual([]);
  expect(rectifying).toMatchObject({
    kind: 'rectifying',
    lang: 'it',
    totalCents: -original!.totalCents,
    netCents: -original!.netCents,
    vatCents: -original!.vatCents,
    corrects: { id: original!.id, number: original!.number, issueDate: original!.issueDate },
  });
  expect(rectifying!.number).toMatch(/^R-\d{4}-\d{5}$/);
  expect(rectifying!.lines.map((line) => line.grossCents)).toEqual(original!.lines.map((line) => -line.grossCents));
  const notice = (await mailsTo(email)).find((mail) => mail.kind === 'order-cancellation');
  expect(notice!.attachments).toEqual([{ filename: `${rectifying!.number}.pdf`, contentType: 'application/pdf', invoiceId: rectifying!.id }]);

  // The booking page lists both.
  const page: Answer<ManagedBooking> = await call(CALLABLES.getManagedBooking, { token });
  expect(page.result!.invoices.map((invoice) => [invoice.number, invoice.kind, invoice.totalCents])).toEqual([
    [original!.number, 'invoice', original!.totalCents],
    [rectifying!.number, 'rectifying', -original!.totalCents],
  ]);
});

it("rectifies a staff's partial refund with one line of the amount refunded", async () => {
  const { orderId } = await fixture.paidOrder('2028-09-11', '2028-09-12');
  const { idToken } = await fixture.admin();
  const answer = await call(CALLABLES.cancelOrder, { orderId, refundCents: 50_000 }, bearer(idToken));
  expect(answer.error).toBeUndefined();
  const [original, rectifying] = await invoicesOf(orderId);
  expect(rectifying).toMatchObject({ kind: 'rectifying', totalCents: -50_000, corrects: { number: original!.number } });
  expect(rectifying!.lines).toEqual([expect.objectContaining({ kind: 'refund', label: original!.number, grossCents: -50_000 })]);
});

it("gives the PDF to an admin, the order's signed-in customer and the manage link's holder, and to nobody else", async () => {
  // A signed-in customer's order.
  const alice = await fixture.signedIn(null);
  const carId = await fixture.testCar();
  const started = await call<{ orderId: string }>(CALLABLES.startCheckout, fixture.choice(carId, '2028-09-18', '2028-09-19', alice.email, 'de'), bearer(alice.idToken));
  const orderId = started.result!.orderId;
  await fixture.pay(orderId, { amountTotal: 180_000 });
  const [invoice] = await invoicesOf(orderId);
  expect(invoice!.customerUid).toBe(alice.uid);
  const token = tokenIn((await mailsTo(alice.email)).find((mail) => mail.kind === 'order-confirmation')!.text as string)!;

  const isPdf = (answer: Answer<DownloadInvoiceResponse, Details>) => {
    expect(answer.error).toBeUndefined();
    expect(answer.result!.fileName).toBe(`${invoice!.number}.pdf`);
    expect(Buffer.from(answer.result!.pdfBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  };
  isPdf(await download({ invoiceId: invoice!.id }, bearer(alice.idToken)));
  isPdf(await download({ invoiceId: invoice!.id }, bearer((await fixture.admin()).idToken)));
  isPdf(await download({ invoiceId: invoice!.id, token }));

  const bob = await fixture.signedIn(null);
  const refused = [
    await download({ invoiceId: invoice!.id }),
    await download({ invoiceId: invoice!.id }, bearer(bob.idToken)),
    await download({ invoiceId: invoice!.id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }),
    // A number that does not exist answers the same.
    await download({ invoiceId: 'F-1999-00001' }, bearer(bob.idToken)),
  ];
  for (const answer of refused) expect(answer.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'not-found' } });
  expect((await download({ invoiceId: '../orders/x' })).error?.details?.reason).toBe('invalid-input');
});

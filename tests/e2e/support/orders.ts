/**
 * A paid order made the way a customer's would be, without the pages the
 * checkout tests already cover: the `startCheckout` callable, then the local
 * checkout's signed "paid" event posted to the webhook, as Stripe would.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { CALLABLES, type Lang } from '../../../domain/src/index';
import { signedPaidEvent } from '../../payment-events';
import { FIRESTORE_REST } from './calendar';

const HOSTING = 'http://127.0.0.1:5000';
const FUNCTIONS = `http://127.0.0.1:5001/${process.env.GCLOUD_PROJECT ?? 'demo-costa'}/europe-west1`;
const OWNER = { Authorization: 'Bearer owner' };

export interface PaidOrder {
  orderId: string;
  sessionId: string;
  /** What the webhook recorded as paid, in cents. */
  amountCents: number;
}

export async function paidOrder(
  request: APIRequestContext,
  { carId, startDate, endDate, lang, email, name }: { carId: string; startDate: string; endDate: string; lang: Lang; email: string; name: string },
): Promise<PaidOrder> {
  const started = await request.post(`${FUNCTIONS}/${CALLABLES.startCheckout}`, {
    headers: { Origin: HOSTING },
    data: {
      data: {
        carId,
        startDate,
        endDate,
        pickupTime: '10:00',
        dropoffTime: '18:00',
        pickupLocation: 'Málaga Airport (AGP)',
        dropoffLocation: 'Málaga Airport (AGP)',
        customerName: name,
        customerEmail: email,
        customerPhone: '',
        driverBirthDate: '1979-11-02',
        driverLicenceDate: '1999-04-17',
        lang,
        termsAccepted: true,
      },
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { orderId } = ((await started.json()) as { result: { orderId: string } }).result;
  const order = await request.get(`${FIRESTORE_REST}/orders/${orderId}`, { headers: OWNER });
  const fields = ((await order.json()) as { fields: Record<string, { stringValue?: string; mapValue?: { fields: Record<string, { integerValue?: string; doubleValue?: number }> } }> }).fields;
  const sessionId = fields.sessionId!.stringValue!;
  const total = fields.price!.mapValue!.fields.totalPrice!;
  const amountCents = Math.round(Number(total.integerValue ?? total.doubleValue) * 100);
  const { payload, signature } = signedPaidEvent({ orderId, sessionId, amountTotal: amountCents, paymentIntent: `pi_e2e_${orderId}` });
  const paid = await request.post(`${HOSTING}/api/payments/webhook`, {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    data: payload,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { orderId, sessionId, amountCents };
}

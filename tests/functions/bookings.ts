/**
 * What the functions tests that book cars share (days, order actions): an
 * Admin SDK client, signed-in users with or without claims, a callable
 * caller, test cars, checkouts and their payment through the webhook, each
 * signed as the local checkout signs it. Everything a test makes is deleted
 * after the file: its cars with their orders, holds, blocks, traces,
 * sessions, events, refunds and mail, its users and its customers' records.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CALLABLES } from '@costa/domain';
import { buildCar, docData } from '../builders';
import { customerKey } from '../../functions/src/services/orders';
import { signedPaidEvent } from '../payment-events';
import { FUNCTIONS, HOSTING, PROJECT_ID, uniqueId } from './support';

export interface Answer<T, Details = Record<string, unknown>> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: Details };
}

const authRest = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;

export async function call<T, Details = Record<string, unknown>>(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T, Details>> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: HOSTING, ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T, Details>, 'status'>) };
}

/** Sets up in `beforeAll` and cleans up in `afterAll` of the file that calls it. */
export function bookingFixture(name: string) {
  let db: Firestore;
  let auth: Auth;
  let close: () => Promise<void>;
  const cars: string[] = [];
  const users: string[] = [];
  const emails: string[] = [];

  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    const app = initializeApp({ projectId: PROJECT_ID }, `${name}-tests-${uniqueId()}`);
    db = getFirestore(app);
    auth = getAuth(app);
    close = () => deleteApp(app);
  });

  afterAll(async () => {
    for (const carId of cars) {
      const car = db.collection('cars').doc(carId);
      const orders = await db.collection('orders').where('car.id', '==', carId).get();
      const found = await Promise.all([
        db.collection('holds').where('carId', '==', carId).get(),
        db.collection('availabilityBlocks').where('carId', '==', carId).get(),
        car.collection('blockedRanges').get(),
        car.collection('heldDays').get(),
        ...orders.docs.map((order) => order.ref.collection('timeline').get()),
        ...orders.docs.map((order) => db.collection('checkoutSessions').where('orderId', '==', order.id).get()),
        ...orders.docs.map((order) => db.collection('webhookEvents').where('orderId', '==', order.id).get()),
        ...orders.docs.map((order) => db.collection('invoices').where('orderId', '==', order.id).get()),
        ...orders.docs.map((order) => db.collection('mail').where('to', '==', order.get('customer.email')).get()),
      ]);
      const sessions = orders.docs.map((order) => order.get('sessionId')).filter((id): id is string => !!id);
      await Promise.all([
        ...[orders, ...found].flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.delete())),
        ...sessions.map((id) => db.collection('paymentStatus').doc(id).delete()),
        ...orders.docs.map((order) => db.collection('localRefunds').doc(`refund-${order.id}`).delete()),
        car.delete(),
      ]);
    }
    await Promise.all([
      ...emails.map((email) => db.collection('pendingCheckouts').doc(customerKey(email)).delete()),
      ...users.map((uid) => auth.deleteUser(uid).catch(() => undefined)),
    ]);
    await close();
  });

  async function signedIn(claims: Record<string, unknown> | null): Promise<{ uid: string; email: string; idToken: string }> {
    const email = `${name}-${uniqueId().toLowerCase()}@example.com`;
    const { uid } = await auth.createUser({ email, password: 'Secret123!' });
    users.push(uid);
    if (claims) await auth.setCustomUserClaims(uid, claims);
    const response = await fetch(`${authRest()}/accounts:signInWithPassword?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123!', returnSecureToken: true }),
    });
    const { idToken } = (await response.json()) as { idToken: string };
    return { uid, email, idToken };
  }

  let adminSession: ReturnType<typeof signedIn> | undefined;

  return {
    get db() {
      return db;
    },
    signedIn,
    /** One admin per file, signed in once. */
    admin: () => (adminSession ??= signedIn({ admin: true })),

    async testCar(overrides: Record<string, unknown> = {}): Promise<string> {
      const car = buildCar({ id: uniqueId(), dailyPrice: 900, ...overrides });
      cars.push(car.id);
      await db.collection('cars').doc(car.id).set(docData(car));
      return car.id;
    },

    customer(): string {
      const email = `hoarder.${uniqueId().toLowerCase()}@example.com`;
      emails.push(email);
      return email;
    },

    choice(carId: string, startDate: string, endDate: string, customerEmail: string, lang = 'en') {
      return {
        carId,
        startDate,
        endDate,
        pickupTime: '10:00',
        dropoffTime: '18:00',
        // Within the free delivery zone: the price is the rental's alone, as the fixtures' payments assume.
        pickupLocation: 'Puerto Banús, Marbella',
        dropoffLocation: 'Puerto Banús, Marbella',
        customerName: 'Test Customer',
        customerEmail,
        customerPhone: '',
        driverBirthDate: '1980-03-15',
        driverLicenceDate: '2000-05-20',
        lang,
        termsAccepted: true,
      };
    },

    /** The local checkout's "paid" event for the order, through the hosting rewrite. */
    async pay(orderId: string, { amountTotal = 100, paymentIntent = null as string | null } = {}): Promise<void> {
      const order = await db.collection('orders').doc(orderId).get();
      const { payload, signature } = signedPaidEvent({ orderId, sessionId: order.get('sessionId') as string, amountTotal, paymentIntent });
      const response = await fetch(`${HOSTING}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      expect(response.status).toBe(200);
    },

    /** A paid order of a new test car: 2 days at 900 €, paid 1,800 € (in cents), as the webhook records it. */
    async paidOrder(startDate: string, endDate: string, lang = 'en') {
      const carId = await this.testCar();
      const email = this.customer();
      const started = await call<{ orderId: string }>(CALLABLES.startCheckout, this.choice(carId, startDate, endDate, email, lang));
      expect(started.error).toBeUndefined();
      const orderId = started.result!.orderId;
      await this.pay(orderId, { amountTotal: 180_000, paymentIntent: `pi_test_${orderId}` });
      return { carId, email, orderId };
    },

    async holds(carId: string) {
      return (await db.collection('holds').where('carId', '==', carId).get()).docs.map((doc) => doc.data());
    },
  };
}

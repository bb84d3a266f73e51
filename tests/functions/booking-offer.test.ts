/**
 * The `offerBooking` callable against the emulators: a booking
 * offered from a booking request holds its days like a checkout, so no
 * checkout or second offer can take them; the customer is e-mailed a payment
 * link in their language, valid for OFFER_HOURS; the request turns answered
 * and names the order; paying it (the terms box ticked on its payment page) books it; a typed total
 * replaces the list price; customers and visitors are refused.
 */
import { CALLABLES, localizedPath, OFFER_HOURS, OFFER_MESSAGES, priceBreakdown, type CheckoutResponse, type OfferResponse } from '@costa/domain';
import { DISCOUNT_TIERS } from '../../scripts/seed/business';
import { bookingFixture, call, type Answer } from './bookings';
import { translator, uniqueId } from './support';

type Details = { reason?: string; fields?: Record<string, { id: string }> };

const fixture = bookingFixture('offers');
const { testCar, customer, choice, holds } = fixture;
const requests: string[] = [];

afterAll(async () => {
  await Promise.all(requests.map((id) => fixture.db.collection('bookingRequests').doc(id).delete()));
});

async function bookingRequest(lang = 'fr'): Promise<{ id: string; email: string }> {
  const id = uniqueId();
  const email = customer();
  await fixture.db.collection('bookingRequests').doc(id).set({
    name: 'Camille Martin',
    email,
    phone: '+33 6 12 34 56 78',
    subject: 'Booking request',
    message: 'Bonjour, la voiture est-elle libre ?',
    lang,
    status: 'new',
    createdAt: Date.now(),
    car: 'Test car',
  });
  requests.push(id);
  return { id, email };
}

const offer = async (data: Record<string, unknown>, idToken?: string): Promise<Answer<OfferResponse, Details>> =>
  call(CALLABLES.offerBooking, data, { Authorization: `Bearer ${idToken ?? (await fixture.admin()).idToken}` });

const offerOf = (requestId: string, carId: string, startDate: string, endDate: string, price = '') => ({
  requestId,
  carId,
  startDate,
  endDate,
  pickupTime: '10:00',
  dropoffTime: '18:00',
  pickupLocation: 'Hotel Los Monteros, Marbella',
  dropoffLocation: 'Hotel Los Monteros, Marbella',
  price,
});

describe('offering a booking from a request', () => {
  it('holds the days for a day so nobody else can take them, e-mails the payment link and answers the request', async () => {
    const carId = await testCar({ availabilityType: 'consultation' });
    const request = await bookingRequest('fr');
    const before = Date.now();
    const made = await offer(offerOf(request.id, carId, '2028-09-04', '2028-09-06'));
    expect(made.error).toBeUndefined();
    const { orderId, url } = made.result!;

    const order = (await fixture.db.collection('orders').doc(orderId).get()).data()!;
    expect(order).toMatchObject({ status: 'pending', lang: 'fr', uid: null, customer: { name: 'Camille Martin', email: request.email } });
    // The list price, as the domain prices it with the seeded tiers.
    const listed = priceBreakdown({ dailyPrice: 900, startDate: '2028-09-04', endDate: '2028-09-06', pickupTime: '10:00', dropoffTime: '18:00', distanceKm: 0, discounts: DISCOUNT_TIERS });
    expect(order.price).toEqual(listed);
    const held = await holds(carId);
    expect(held).toHaveLength(3);
    for (const hold of held) {
      expect(hold).toMatchObject({ state: 'held', orderId });
      expect(hold.expiresAt).toBeGreaterThanOrEqual(before + OFFER_HOURS * 3_600_000);
    }

    // Nobody else gets those days meanwhile: not a second offer, not a checkout (were the car bookable online).
    const second = await offer(offerOf((await bookingRequest()).id, carId, '2028-09-06', '2028-09-07'));
    expect(second.error?.details?.reason).toBe('dates-unavailable');
    await fixture.db.collection('cars').doc(carId).update({ availabilityType: 'direct_booking' });
    const checkout: Answer<CheckoutResponse, Details> = await call(CALLABLES.startCheckout, choice(carId, '2028-09-05', '2028-09-05', customer()));
    expect(checkout.error?.details?.reason).toBe('dates-unavailable');

    const t = translator('fr');
    const [mail] = (await fixture.db.collection('mail').where('to', '==', request.email).get()).docs.map((doc) => doc.data());
    expect(mail).toMatchObject({ kind: 'booking-offer', lang: 'fr' });
    expect(mail!.text).toContain(url);
    expect(mail!.text).toContain(t({ id: 'mail.offer.pay', message: '' }, { hours: OFFER_HOURS }));
    expect((await fixture.db.collection('bookingRequests').doc(request.id).get()).data()).toMatchObject({ status: 'answered', offers: [{ orderId }] });

    // Its payment page asks for the terms, linking the versions in force when it was offered, and takes no payment without them.
    const paymentPage = await (await fetch(url)).text();
    expect(paymentPage).toContain(`href="http://127.0.0.1:5000${localizedPath('fr', 'terms')}?version=1"`);
    expect(paymentPage).toContain(`href="http://127.0.0.1:5000${localizedPath('fr', 'privacy')}?version=1"`);
    const unticked = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(unticked.status).toBe(400);
    expect((await fixture.db.collection('orders').doc(orderId).get()).get('status')).toBe('pending');

    // Paying it with the box ticked books it, through the same webhook as any checkout, and records what was accepted.
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'terms=accepted' });
    expect(paid.status).toBe(303);
    const booked = (await fixture.db.collection('orders').doc(orderId).get()).data()!;
    expect(booked).toMatchObject({ status: 'paid', acceptedTerms: { termsVersion: 1, privacyVersion: 1, acceptedAt: expect.any(Number) } });
    expect((await holds(carId)).every((hold) => hold.state === 'booked')).toBe(true);
  });

  it('takes the total staff typed as one price line', async () => {
    const carId = await testCar();
    const request = await bookingRequest('en');
    const made = await offer(offerOf(request.id, carId, '2028-10-02', '2028-10-03', '1500,50'));
    const order = (await fixture.db.collection('orders').doc(made.result!.orderId).get()).data()!;
    expect(order.price).toMatchObject({ days: 2, totalPrice: 1500.5, discount: null, distanceCharge: 0 });
  });

  it('refuses a bad offer on its field, an unknown request, and anyone but an admin', async () => {
    const carId = await testCar();
    const request = await bookingRequest();
    const backwards = await offer(offerOf(request.id, carId, '2028-11-10', '2028-11-08'));
    expect(backwards.error?.details?.fields?.endDate?.id).toBe(OFFER_MESSAGES.endBeforeStart.id);
    const badPrice = await offer(offerOf(request.id, carId, '2028-11-10', '2028-11-11', 'free'));
    expect(badPrice.error?.details?.fields?.price?.id).toBe(OFFER_MESSAGES.priceInvalid.id);
    expect((await offer(offerOf('no-such-request', carId, '2028-11-10', '2028-11-11'))).error?.status).toBe('NOT_FOUND');
    const customerToken = (await fixture.signedIn(null)).idToken;
    expect((await offer(offerOf(request.id, carId, '2028-11-10', '2028-11-11'), customerToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await offer(offerOf(request.id, carId, '2028-11-10', '2028-11-11'), 'not-a-token')).status).not.toBe(200);
    expect(await holds(carId)).toEqual([]);
    expect((await fixture.db.collection('bookingRequests').doc(request.id).get()).get('status')).toBe('new');
  });
});

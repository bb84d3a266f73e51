/**
 * The mail outbox on the emulators: the delivery function picks up queued
 * messages and, with no SendGrid key configured, records them as not sent
 * (the local outbox); messages that are not queued are left alone.
 */
import type { MailMessage } from '@costa/domain';
import { priceBreakdown } from '@costa/domain';
import { confirmationMail } from '../../functions/src/render/confirmation-mail';
import { LOCAL_OUTBOX_REASON } from '../../functions/src/services/mail/provider';
import { adminFirestore, eventually, uniqueId } from './support';

const { db, close } = adminFirestore();
const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((id) => db.collection('mail').doc(id).delete()));
  await close();
});

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    kind: 'contact',
    to: 'desk@example.com',
    replyTo: 'visitor@example.com',
    subject: 'Hello',
    text: 'Hello there',
    html: '<p>Hello there</p>',
    lang: 'en',
    attachments: [],
    status: 'queued',
    createdAt: Date.now(),
    deliveredAt: null,
    error: null,
    ...overrides,
  };
}

async function queue(data: MailMessage): Promise<FirebaseFirestore.DocumentReference> {
  const id = uniqueId();
  created.push(id);
  const ref = db.collection('mail').doc(id);
  await ref.set(data);
  return ref;
}

const settled = (ref: FirebaseFirestore.DocumentReference) =>
  eventually(
    async () => {
      const data = (await ref.get()).data();
      return data && data.status !== 'queued' && data.status !== 'sending' ? data : undefined;
    },
    20_000,
    `mail ${ref.id} to leave the queue`,
  );

describe('mail outbox', () => {
  it('keeps a queued message in the local outbox, marked not sent', async () => {
    const ref = await queue(message());
    const data = await settled(ref);
    expect(data).toMatchObject({
      status: 'not-sent',
      error: LOCAL_OUTBOX_REASON,
      deliveredAt: null,
      subject: 'Hello',
      to: 'desk@example.com',
    });
  });

  it('keeps a localized confirmation with its calendar file intact', async () => {
    const mail = confirmationMail(
      {
        id: uniqueId(),
        orderNumber: 'AB12CD34',
        customerName: 'Lena Weber',
        carName: 'Porsche 911 Turbo S',
        pickupDate: '2031-05-04',
        pickupTime: '10:00',
        pickupLocation: 'Puerto Banús, Marbella',
        dropoffDate: '2031-05-06',
        dropoffTime: '10:00',
        dropoffLocation: 'Puerto Banús, Marbella',
        price: priceBreakdown({
          dailyPrice: 900,
          startDate: '2031-05-04',
          endDate: '2031-05-06',
          pickupTime: '10:00',
          dropoffTime: '10:00',
          distanceKm: 0,
          discounts: [],
        }),
        createdAt: Date.now(),
      },
      null,
      'de',
    );
    const ref = await queue(message({ kind: 'order-confirmation', to: 'lena@example.com', replyTo: null, lang: 'de', ...mail }));
    const data = await settled(ref);
    expect(data.status).toBe('not-sent');
    expect(data.subject).toBe('Ihre Buchung AB12CD34 bei Costa Prestige ist bestätigt');
    expect(data.attachments).toEqual(mail.attachments);
  });

  it('leaves a message alone that is not queued', async () => {
    const untouched = await queue(message({ status: 'failed', error: 'Earlier failure' }));
    // A queued message created afterwards proves the function ran meanwhile.
    await settled(await queue(message()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await untouched.get()).data()).toMatchObject({ status: 'failed', error: 'Earlier failure', deliveredAt: null });
  });
});

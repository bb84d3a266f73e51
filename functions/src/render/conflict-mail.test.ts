import { CONFLICT_ANSWER_HOURS, type Order, type SiteSettings } from '@costa/domain';
import { conflictMail } from './conflict-mail';

const order = {
  id: 'o1',
  car: { name: 'Ferrari Roma' },
  customer: { name: 'Greta <b>Wolf</b>', email: 'greta@example.de', phone: '' },
  lang: 'en',
  startDate: '2027-06-10',
  endDate: '2027-06-11',
  status: 'conflict',
  sessionId: 'cs_test_abcdefgh12345678',
  paidAt: 1,
  amountPaid: 342_050,
  price: { totalPrice: 3420.5 },
} as unknown as Order;

const settings = { phone: '+34 952 86 40 00', email: 'hello@costaprestige.com' } as SiteSettings;

describe("the customer's notice of a payment for days taken meanwhile", () => {
  it('says the payment arrived, that nothing was booked and what happens next, never that the booking is confirmed', () => {
    const mail = conflictMail(order, settings, 9);
    expect(mail).toMatchObject({ kind: 'order-conflict', to: 'greta@example.de', replyTo: 'hello@costaprestige.com', lang: 'en', createdAt: 9 });
    expect(mail.subject).toBe('Payment received for 12345678, but the car was booked meanwhile');
    expect(mail.text).toContain('We have received your payment of €3,420.50 for the Ferrari Roma');
    expect(mail.text).toContain('your booking could not be confirmed');
    expect(mail.text).toContain(`Within ${CONFLICT_ANSWER_HOURS} hours we will contact you to offer another car for the same dates, or to refund the full amount`);
    expect(mail.text).not.toMatch(/booking is confirmed/i);
    expect(mail.html).toContain('Greta &lt;b&gt;Wolf&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Wolf');
  });

  it("is written in the customer's language", () => {
    const mail = conflictMail({ ...order, lang: 'it' }, null, 1);
    expect(mail.lang).toBe('it');
    expect(mail.text).toContain(`Entro ${CONFLICT_ANSWER_HOURS} ore`);
    expect(mail.text).toMatch(/Abbiamo ricevuto il suo pagamento di 3\.?420,50\s€ per la Ferrari Roma/);
  });
});

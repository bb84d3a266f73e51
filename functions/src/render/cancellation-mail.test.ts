import type { Order, SiteSettings } from '@costa/domain';
import { cancellationMail } from './cancellation-mail';

const order = {
  id: 'o1',
  car: { name: 'Ferrari Roma' },
  customer: { name: 'Greta <b>Wolf</b>', email: 'greta@example.de', phone: '' },
  lang: 'de',
  startDate: '2027-06-10',
  endDate: '2027-06-11',
  status: 'cancelled',
  sessionId: 'cs_test_abcdefgh12345678',
  paidAt: 1,
  refund: { amountCents: 15_050, id: 're_1' },
} as unknown as Order;

const settings = { phone: '+34 952 86 40 00', email: 'hello@costaprestige.com' } as SiteSettings;

describe("the customer's cancellation notice", () => {
  it("is in the order's language, to the customer, and says what was refunded", () => {
    const mail = cancellationMail(order, settings, 9);
    expect(mail).toMatchObject({ kind: 'order-cancellation', to: 'greta@example.de', replyTo: 'hello@costaprestige.com', lang: 'de', createdAt: 9 });
    expect(mail.subject).toBe('Ihre Costa Prestige Buchung 12345678 wurde storniert');
    expect(mail.text).toContain('Guten Tag Greta <b>Wolf</b>,');
    expect(mail.text).toContain('Ihre Buchung 12345678 des Ferrari Roma vom Donnerstag, 10. Juni 2027 bis Freitag, 11. Juni 2027 wurde storniert.');
    expect(mail.text).toMatch(/Wir haben Ihnen 150,50\s€ auf die Karte erstattet/);
    expect(mail.html).toContain('Greta &lt;b&gt;Wolf&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Wolf');
  });

  it('says no refund was made for a paid order, and that nothing was taken for an unpaid one', () => {
    expect(cancellationMail({ ...order, refund: null }, null, 1).text).toContain('Für diese Buchung erfolgt keine Erstattung.');
    expect(cancellationMail({ ...order, refund: null, paidAt: null }, null, 1).text).toContain('Es wurde keine Zahlung eingezogen.');
  });
});

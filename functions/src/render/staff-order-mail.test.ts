import type { Order } from '@costa/domain';
import { staffCancellationMail, staffOrderMail } from './staff-order-mail';

const order = {
  id: 'order<1>',
  uid: null,
  car: { id: 'car1', name: 'Ferrari 296 GTB', brand: 'Ferrari', model: '296 GTB', year: 2024, image: null },
  customer: { name: 'Ana <b>García</b>\nBcc: x@evil.com', email: 'ana@example.es', phone: '' },
  lang: 'es',
  startDate: '2027-06-10',
  endDate: '2027-06-13',
  pickupTime: '10:00',
  dropoffTime: '18:00',
  pickupLocation: 'Marbella Club Hotel',
  dropoffLocation: 'Marbella Club Hotel',
  price: { totalPrice: 6090 },
  status: 'paid',
  sessionId: 'cs_test_abcdefgh12345678',
  createdAt: 0,
  holdExpiresAt: 0,
  paidAt: 1,
} as unknown as Order;

describe("the staff's notice of a paid order", () => {
  it('names the order, car, dates and customer on one subject line, and links to the order in the back office', () => {
    const mail = staffOrderMail(order, { to: 'hello@costaprestige.com', origin: 'https://costaprestige.com/', conflict: false, now: 5 });
    expect(mail).toMatchObject({ kind: 'staff-order', to: 'hello@costaprestige.com', replyTo: 'ana@example.es', lang: 'en', status: 'queued', createdAt: 5 });
    expect(mail.subject).toBe('Paid: order 12345678, Ferrari 296 GTB, 2027-06-10 to 2027-06-13 (Ana <b>García</b> Bcc: x@evil.com)');
    expect(mail.subject).not.toContain('\n');
    expect(mail.text).toContain('Total: €6,090.00');
    expect(mail.text).toContain('https://costaprestige.com/en/admin/orders?order=order%3C1%3E');
    expect(mail.html).toContain('Ana &lt;b&gt;García&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>García');
  });

  it('says when the days were taken meanwhile and the customer needs other dates or a refund', () => {
    const mail = staffOrderMail(order, { to: 'hello@costaprestige.com', origin: 'http://127.0.0.1:5000', conflict: true, now: 5 });
    expect(mail.subject).toMatch(/^Paid, but the days were taken: order 12345678/);
    expect(mail.text).toContain('offer the customer other dates or a refund');
  });
});

describe("the staff's notice of a cancelled order", () => {
  it('names who cancelled it and what was refunded, on one subject line, with the link to the order', () => {
    const cancelled = { ...order, status: 'cancelled', refund: { amountCents: 15_050, id: 're_1' } } as Order;
    const mail = staffCancellationMail(cancelled, 'admin@costaprestige.com', { to: 'hello@costaprestige.com', origin: 'https://costaprestige.com', now: 7 });
    expect(mail).toMatchObject({ kind: 'staff-order', to: 'hello@costaprestige.com', lang: 'en', createdAt: 7 });
    expect(mail.subject).toBe('Cancelled: order 12345678, Ferrari 296 GTB, 2027-06-10 to 2027-06-13 (Ana <b>García</b> Bcc: x@evil.com)');
    expect(mail.text).toContain('admin@costaprestige.com cancelled this booking; its days are on sale again. Refunded: €150.50.');
    expect(mail.text).toContain('https://costaprestige.com/en/admin/orders?order=order%3C1%3E');
    expect(mail.html).not.toContain('<b>García');
    const unrefunded = staffCancellationMail({ ...cancelled, refund: null }, 'a@b.c', { to: 'x@y.z', origin: 'https://x', now: 1 });
    expect(unrefunded.text).toContain('Refunded: nothing.');
  });
});

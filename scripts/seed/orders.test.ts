/**
 * The demo orders show every state of an invoice: an invoiced order, one
 * refunded in part by staff with its rectifying invoice, and one the
 * customer cancelled, refunded in full, and a returned one whose charges
 * (kilometres, fuel) were billed and paid; numbered and chained as the
 * server issues them.
 */
import { createHash } from 'node:crypto';
import { verifactuChainText } from '@costa/domain';
import { buildFleet } from './fleet';
import { buildInvoices, buildOrders, withChargesInvoice } from './orders';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const orders = buildOrders(buildFleet(NOW), NOW);
const invoices = buildInvoices(orders);

it('invoices every paid order and every paid return’s charges, and rectifies every refund, citing the original', () => {
  const paid = orders.filter((order) => order.paidAt);
  const chargesPaid = orders.filter((order) => order.returnBill?.paidAt);
  expect(chargesPaid).toHaveLength(1);
  expect(invoices.filter((invoice) => invoice.kind === 'invoice').map((invoice) => invoice.orderId).sort()).toEqual(
    [...paid, ...chargesPaid].map((order) => order.id).sort(),
  );
  const refunded = orders.filter((order) => order.refund);
  expect(refunded.map((order) => order.cancelledBy).sort()).toEqual(['admin@costaprestige.com', 'customer']);
  for (const order of refunded) {
    const [original, rectifying] = invoices.filter((invoice) => invoice.orderId === order.id);
    expect(rectifying).toMatchObject({ kind: 'rectifying', totalCents: -order.refund!.amountCents, corrects: { number: original!.number } });
  }
});

it('numbers each series from 1 without gaps, and chains every record to the one before', () => {
  for (const series of ['F', 'R']) {
    const numbers = invoices.filter((invoice) => invoice.series === series).map((invoice) => invoice.sequence);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  }
  invoices.forEach((invoice, i) => {
    expect(invoice.verifactu.previousHash).toBe(i === 0 ? '' : invoices[i - 1]!.verifactu.hash);
    expect(createHash('sha256').update(verifactuChainText(invoice, invoice.verifactu)).digest('hex').toUpperCase()).toBe(invoice.verifactu.hash);
  });
});

it("puts a business's tax ID and address on its invoice", () => {
  expect(invoices.find((invoice) => invoice.buyer.taxId)?.buyer).toMatchObject({ name: 'Chiara Bianchi', taxId: 'IT01234567890', address: expect.stringContaining('Milano') });
});

it('shows a returned order whose extra kilometres and missing fuel were billed and paid, on an invoice of their own that the order names', () => {
  const returned = withChargesInvoice(orders.find((order) => order.returnBill)!, invoices);
  const charges = returned.return!.charges;
  expect(charges.extraKm).toBeGreaterThan(0);
  expect(charges.fuelShortEighths).toBeGreaterThan(0);
  const invoice = invoices.find((candidate) => candidate.id === returned.returnBill!.invoiceId);
  expect(invoice?.lines.map((line) => line.kind)).toEqual(['extra-km', 'refuel']);
  expect(invoice?.totalCents).toBe(returned.returnBill!.amountCents);
});

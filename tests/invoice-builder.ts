/**
 * An invoice as the server issues it, for the rules and functions tests
 * (Jest, which resolves the domain module; builders.ts stays types-only for
 * every runner).
 */
import { createHash } from 'node:crypto';
import { invoiceSeller, issuedInvoice, orderInvoice, orderReference, vatRateOf, type Invoice, type Order, type SiteSettings } from '@costa/domain';
import { buildOrder, buildSiteSettings } from './builders';

/** `order`'s invoice, number `sequence` of its year, hashed as the server hashes it. */
export function buildInvoice(
  order: Order = buildOrder({ status: 'paid', paidAt: Date.UTC(2030, 5, 1, 9) }),
  sequence = 1,
  settings: SiteSettings = buildSiteSettings(),
): Invoice {
  return issuedInvoice(orderInvoice(order, orderReference(order), invoiceSeller(settings), vatRateOf(settings)), {
    sequence,
    issuedAt: order.paidAt ?? Date.UTC(2030, 5, 1, 9),
    previousHash: '',
    sha256: (text) => createHash('sha256').update(text).digest('hex'),
  });
}

/**
 * Invoices in Firestore (domain invoices.ts):
 * - `invoices/{number}`: the issued invoices, created once and never changed
 *   (the security rules let admins and the order's signed-in customer read
 *   them, and nobody write them);
 * - `invoiceCounters/{series}-{year}`: the last number of each series in a
 *   year; `invoiceCounters/chain`: the hash of the last record issued.
 *
 * An invoice is issued inside the transaction that makes it due (the
 * payment, the refund), so it exists exactly when that change does. The
 * transaction reads the counters and then writes the invoice with the next
 * number: two payments at the same moment contend on the counter, one is
 * retried, and the numbers stay gapless. Firestore wants a transaction's
 * reads before its writes, hence the two steps: `invoiceSlot` reads,
 * `issue` writes.
 */
import { INVOICE_CHAIN_ID, invoiceCounterId, invoiceYear, issuedInvoice, invoiceSummary, type Invoice, type InvoiceContent, type InvoiceKind, type InvoiceSummary } from '@costa/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { sha256Hex } from './keys';

export interface InvoiceSlot {
  /** Writes `content` as the next invoice of its series (in the slot's transaction) and returns it. */
  issue(content: InvoiceContent): Invoice;
}

interface CounterDoc {
  last: number;
}

interface ChainDoc {
  lastInvoiceId: string;
  lastHash: string;
}

export function firestoreInvoices(db: () => Firestore) {
  const invoices = () => db().collection('invoices');
  const counters = () => db().collection('invoiceCounters');
  const read = (snapshot: FirebaseFirestore.DocumentSnapshot): Invoice => ({ ...(snapshot.data() as Omit<Invoice, 'id'>), id: snapshot.id });

  return {
    /** Reads what the next invoice of `kind` issued at `issuedAt` needs; call before the transaction's first write. */
    async slot(tx: Transaction, kind: InvoiceKind, issuedAt: number): Promise<InvoiceSlot> {
      const counterRef = counters().doc(invoiceCounterId(kind, invoiceYear(issuedAt)));
      const chainRef = counters().doc(INVOICE_CHAIN_ID);
      const [counter, chain] = await Promise.all([tx.get(counterRef), tx.get(chainRef)]);
      const last = counter.exists ? (counter.data() as CounterDoc).last : 0;
      const previousHash = chain.exists ? (chain.data() as ChainDoc).lastHash : '';
      let issued = false;
      return {
        issue(content) {
          if (issued) throw new Error('An invoice slot issues one invoice');
          if (content.kind !== kind) throw new Error(`A slot of ${kind} cannot issue ${content.kind}`);
          issued = true;
          const invoice = issuedInvoice(content, { sequence: last + 1, issuedAt, previousHash, sha256: sha256Hex });
          const { id, ...stored } = invoice;
          // `create`: should a number somehow exist already, the transaction fails rather than overwrite it.
          tx.create(invoices().doc(id), stored);
          tx.set(counterRef, { last: invoice.sequence, updatedAt: issuedAt } satisfies CounterDoc & { updatedAt: number });
          tx.set(chainRef, { lastInvoiceId: id, lastHash: invoice.verifactu.hash } satisfies ChainDoc);
          return invoice;
        },
      };
    },

    /** The order's first (ordinary) invoice, read in `tx`. */
    async originalIn(tx: Transaction, orderId: string): Promise<Invoice | null> {
      const found = await tx.get(invoices().where('orderId', '==', orderId).where('kind', '==', 'invoice').limit(1));
      return found.docs[0] ? read(found.docs[0]) : null;
    },

    async find(invoiceId: string): Promise<Invoice | null> {
      const snapshot = await invoices().doc(invoiceId).get();
      return snapshot.exists ? read(snapshot) : null;
    },

    /** An order's invoices in the order they were issued. */
    async forOrder(orderId: string): Promise<InvoiceSummary[]> {
      const found = await invoices().where('orderId', '==', orderId).get();
      return found.docs
        .map(read)
        .sort((a, b) => a.issuedAt - b.issuedAt || a.number.localeCompare(b.number))
        .map(invoiceSummary);
    },
  };
}

export type InvoiceStore = ReturnType<typeof firestoreInvoices>;

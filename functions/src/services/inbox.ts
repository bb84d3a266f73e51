/**
 * The inbox's writes, each in one transaction: an answer to a
 * stored request (the reply's `mail/{id}` outbox document, and the request
 * marked answered with the answer kept on it; a request that is not there
 * writes nothing), and the record of a booking offered from a request.
 */
import type { InboxCollection, InboxItem, MailMessage } from '@costa/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface InboxStore {
  /** `render` builds the reply from the stored request; null when the request does not exist. */
  reply(collection: InboxCollection, requestId: string, render: (item: InboxItem) => MailMessage, by: string, now: number): Promise<{ answeredAt: number } | null>;
  /** A stored request, or null. */
  get(collection: InboxCollection, requestId: string): Promise<InboxItem | null>;
  /**
   * An offer was made from a booking request: its e-mail is queued, the
   * request marked answered with the offer's order, and the order's
   * timeline notes the e-mail, in one transaction.
   */
  recordOffer(requestId: string, offer: { orderId: string; mail: MailMessage; by: string; now: number }): Promise<void>;
}

export function firestoreInbox(db: () => Firestore): InboxStore {
  return {
    reply: (collection, requestId, render, by, now) =>
      db().runTransaction(async (tx) => {
        const ref = db().collection(collection).doc(requestId);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const item = { ...(snapshot.data() as Omit<InboxItem, 'id' | 'collection'>), id: requestId, collection };
        const mail = render(item);
        tx.set(db().collection('mail').doc(), mail);
        tx.update(ref, {
          status: 'answered',
          answeredAt: now,
          answeredBy: by,
          replies: FieldValue.arrayUnion({ message: mail.text, by, at: now }),
        });
        return { answeredAt: now };
      }),

    async get(collection, requestId) {
      const snapshot = await db().collection(collection).doc(requestId).get();
      return snapshot.exists ? { ...(snapshot.data() as Omit<InboxItem, 'id' | 'collection'>), id: requestId, collection } : null;
    },

    recordOffer: (requestId, { orderId, mail, by, now }) =>
      db().runTransaction(async (tx) => {
        tx.set(db().collection('mail').doc(), mail);
        tx.update(db().collection('bookingRequests').doc(requestId), {
          status: 'answered',
          answeredAt: now,
          answeredBy: by,
          offers: FieldValue.arrayUnion({ orderId, by, at: now }),
        });
        tx.set(db().collection('orders').doc(orderId).collection('timeline').doc(), {
          kind: 'mail',
          at: Timestamp.fromMillis(now),
          by,
          text: mail.subject,
          to: mail.to,
        });
      }),
  };
}

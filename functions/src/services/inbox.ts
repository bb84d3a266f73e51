/**
 * The inbox's one write (issue 13): an answer to a stored request, in one
 * transaction: the reply's `mail/{id}` outbox document, and the request
 * marked answered with the answer kept on it. A request that is not there
 * writes nothing.
 */
import type { InboxCollection, InboxItem, MailMessage } from '@costa/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface InboxStore {
  /** `render` builds the reply from the stored request; null when the request does not exist. */
  reply(collection: InboxCollection, requestId: string, render: (item: InboxItem) => MailMessage, by: string, now: number): Promise<{ answeredAt: number } | null>;
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
  };
}

/**
 * The `mail/{id}` outbox as the delivery handler sees it. A message is claimed
 * in a transaction (queued -> sending) before it is sent, so a redelivered or
 * retried event finds it claimed and never sends it twice.
 */
import type { MailMessage, MailStatus } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';

export interface DeliveryOutcome {
  status: Exclude<MailStatus, 'queued' | 'sending'>;
  deliveredAt: number | null;
  error: string | null;
  providerMessageId?: string | null;
  /** Replace the stored text and HTML (an account link, cleared once delivered). */
  text?: string;
  html?: string;
}

export interface MailOutbox {
  /** The message, now `sending`; null when it is gone or not `queued`. */
  claim(mailId: string): Promise<MailMessage | null>;
  record(mailId: string, outcome: DeliveryOutcome): Promise<void>;
  /** Back to `queued` after a transient failure, so the retried event can claim it again. */
  release(mailId: string, error: string): Promise<void>;
}

export function firestoreOutbox(db: () => Firestore): MailOutbox {
  const ref = (mailId: string) => db().collection('mail').doc(mailId);
  return {
    claim: (mailId) =>
      db().runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(mailId));
        const data = snapshot.data() as MailMessage | undefined;
        if (data?.status !== 'queued') return null;
        const sending: MailStatus = 'sending';
        tx.update(ref(mailId), { status: sending });
        return data;
      }),
    record: async (mailId, outcome) => {
      await ref(mailId).update({ ...outcome });
    },
    release: async (mailId, error) => {
      await ref(mailId).update({ status: 'queued', error });
    },
  };
}

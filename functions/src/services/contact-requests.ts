/**
 * Where contact and booking requests go in Firestore: the request document
 * (`contactRequests` or `bookingRequests`), its `mail/{id}` outbox document,
 * and the sender's rate-limit record `rateLimits/{sha256 of the address}`,
 * all in one transaction, so two messages sent at once cannot both slip under
 * the limit and a refused message leaves nothing behind.
 */
import { decideRateLimit, type MailMessage } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { emailKey } from './keys';

export type RequestCollection = 'contactRequests' | 'bookingRequests';

export interface RequestWrite {
  collection: RequestCollection;
  request: Record<string, unknown>;
  /** The staff's notice and the sender's acknowledgement (either missing without settings). */
  mails: MailMessage[];
  /** The lower-cased sender address the limit counts by. */
  sender: string;
  now: number;
}

export type RequestOutcome = { stored: true; id: string } | { stored: false };

export interface ContactRequestStore {
  /** Stores the request and its mail unless the sender is over the limit. */
  save(write: RequestWrite): Promise<RequestOutcome>;
}

/** The record's id: the address itself is personal data and stays out of ids and logs. */
export const senderKey = emailKey;

export function firestoreContactRequests(db: () => Firestore): ContactRequestStore {
  return {
    save: (write) =>
      db().runTransaction(async (tx): Promise<RequestOutcome> => {
        const limitRef = db().collection('rateLimits').doc(senderKey(write.sender));
        const limit = await tx.get(limitRef);
        const sent = limit.get('sent');
        const decision = decideRateLimit(Array.isArray(sent) ? (sent as number[]) : [], write.now);
        if (!decision.allowed) return { stored: false };
        const requestRef = db().collection(write.collection).doc();
        tx.set(limitRef, { sent: decision.timestamps, updatedAt: write.now });
        tx.set(requestRef, write.request);
        for (const mail of write.mails) tx.set(db().collection('mail').doc(), mail);
        return { stored: true, id: requestRef.id };
      }),
  };
}

/**
 * How many calls of one kind (checkouts, manage-link requests, account mails)
 * one client address has made lately, or how many account mails went to one
 * recipient address: `rateLimits/{kind}-{sha256 of the address}`,
 * counted in a transaction so simultaneous calls cannot all slip under the limit.
 */
import { CHECKOUT_CLIENT_LIMITS, decideRateLimit } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { sha256Hex } from './keys';

export interface ClientLimiter {
  /** Counts a call from `client` at `now`; false (and not counted) when the client is over the limit. */
  allow(client: string, now: number): Promise<boolean>;
}

export function firestoreClientLimiter(
  db: () => Firestore,
  limits: readonly { windowMs: number; max: number }[] = CHECKOUT_CLIENT_LIMITS,
  kind = 'checkout',
): ClientLimiter {
  return {
    allow: (client, now) =>
      db().runTransaction(async (tx) => {
        const ref = db().collection('rateLimits').doc(`${kind}-${sha256Hex(client)}`);
        const sent = (await tx.get(ref)).get('sent');
        const decision = decideRateLimit(Array.isArray(sent) ? (sent as number[]) : [], now, limits);
        if (decision.allowed) tx.set(ref, { sent: decision.timestamps, updatedAt: now });
        return decision.allowed;
      }),
  };
}

/** The local checkout's sessions and refunds in Firestore: `checkoutSessions/{id}`, `localRefunds/{key}`, server only. */
import type { Firestore } from 'firebase-admin/firestore';
import type { LocalRefund, LocalSession, LocalSessionStore } from './local';

export function firestoreLocalSessions(db: () => Firestore): LocalSessionStore {
  const sessions = () => db().collection('checkoutSessions');
  return {
    async sessionsOf(orderId) {
      const found = await sessions().where('orderId', '==', orderId).get();
      return found.docs.map((doc) => doc.data() as LocalSession);
    },
    async save(session) {
      await sessions().doc(session.id).create(session);
    },
    async get(id) {
      const snapshot = await sessions().doc(id).get();
      return snapshot.exists ? (snapshot.data() as LocalSession) : null;
    },
    async reopen(id) {
      await sessions().doc(id).update({ status: 'open' });
    },
    recordRefund: (refund) =>
      db().runTransaction(async (tx) => {
        const ref = db().collection('localRefunds').doc(refund.idempotencyKey);
        const snapshot = await tx.get(ref);
        if (snapshot.exists) return snapshot.data() as LocalRefund;
        tx.create(ref, refund);
        return refund;
      }),
    close: (id, to) =>
      db().runTransaction(async (tx) => {
        const ref = sessions().doc(id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || snapshot.get('status') !== 'open') return false;
        tx.update(ref, { status: to });
        return true;
      }),
  };
}

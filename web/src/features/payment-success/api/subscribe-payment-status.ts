/**
 * Follows `paymentStatus/{sessionId}` live: the public trace of a payment the
 * webhook writes (pending, then paid, expired or cancelled). One document, read
 * by a single get-style listener, which the rules allow to anyone holding the
 * unguessable session id. A missing document (the webhook has not run yet, or
 * a made-up id) is `null`. The SDK loads lazily, as in lib/live-query.
 */
import { ORDER_STATUSES, type PaymentStatus } from '@costa/domain';
import { firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

function toPaymentStatus(data: Record<string, unknown> | undefined): PaymentStatus | null {
  if (!data) return null;
  const status = ORDER_STATUSES.find((known) => known === data.status);
  if (!status) return null;
  return {
    status,
    orderNumber: typeof data.orderNumber === 'string' ? data.orderNumber : '',
    updatedAt: typeof data.updatedAt === 'number' ? data.updatedAt : 0,
  };
}

export function subscribePaymentStatus(
  sessionId: string,
  next: (status: PaymentStatus | null) => void,
  fail: (error: unknown) => void,
): () => void {
  const logged = (error: unknown) => {
    console.error('Could not follow the payment status', error);
    fail(error);
  };
  let stopped = false;
  let stop: () => void = () => {};
  Promise.all([getFirestoreClient(), firestoreSdk()]).then(([db, fs]) => {
    if (stopped) return;
    stop = fs.onSnapshot(
      fs.doc(db, 'paymentStatus', sessionId),
      (snapshot) => next(toPaymentStatus(snapshot.data())),
      logged,
    );
  }, logged);
  return () => {
    stopped = true;
    stop();
  };
}

import { isSessionId, type OrderStatus, type PaymentStatus } from '@costa/domain';
import { useLive } from '../../hooks/use-live';
import { subscribePaymentStatus } from './api/subscribe-payment-status';

/**
 * What the success page can say about the payment: `checking` until the first
 * answer, then the status the webhook wrote, live. `unknown` when there is
 * nothing to follow: no or a malformed session id, no status document, or a
 * failed read (logged by the api).
 */
export type PaymentView = 'checking' | OrderStatus | 'unknown';

export function usePaymentStatus(sessionId: string | null): PaymentView {
  const id = isSessionId(sessionId) ? sessionId : null;
  const state = useLive<PaymentStatus | null>(id, (next, fail) => subscribePaymentStatus(id ?? '', next, fail));
  if (id === null) return 'unknown';
  if (state.status === 'loading') return 'checking';
  if (state.status === 'error') return 'unknown';
  return state.data?.status ?? 'unknown';
}

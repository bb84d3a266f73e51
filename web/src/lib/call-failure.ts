/**
 * A callable's failure as the features read it: the refusal's reason from the
 * domain's closed list (null for anything else: the network, a crash, a
 * timeout), each field's broken rule, and the rest of `details` (a block's
 * clash, say). Nothing here reads the server's English message.
 */
import { readFormErrors, refusalReasonOf, type FormErrors, type RefusalReason } from '@costa/domain';

export interface CallFailure {
  ok: false;
  reason: RefusalReason | null;
  fields: FormErrors;
  details: Record<string, unknown>;
  /** The browser gave up waiting (the SDK's `deadline-exceeded`): the server may still finish. */
  timedOut: boolean;
}

export type CallOutcome<T> = { ok: true; data: T } | CallFailure;

export function callFailure(error: unknown): CallFailure {
  const raw = (error as { details?: unknown; code?: unknown } | null) ?? {};
  const details = typeof raw.details === 'object' && raw.details !== null ? (raw.details as Record<string, unknown>) : {};
  return {
    ok: false,
    reason: refusalReasonOf(error),
    fields: readFormErrors(details.fields),
    details,
    timedOut: raw.code === 'functions/deadline-exceeded',
  };
}

/** Firestore's refusals (the security rules, a missing document) by their code, as the same reasons. */
const FIRESTORE_REASONS: Record<string, RefusalReason> = {
  'permission-denied': 'forbidden',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
};

export function firestoreFailure(error: unknown): CallFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return { ok: false, reason: (typeof code === 'string' && FIRESTORE_REASONS[code]) || null, fields: {}, details: {}, timedOut: false };
}

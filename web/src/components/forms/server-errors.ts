/** A callable's refusal names each field's broken rule in `details.fields`: only descriptors are kept. */
import { readFormErrors, type FormErrors } from '@costa/domain';

export function serverFieldErrors(error: unknown): FormErrors {
  const details = (error as { details?: { fields?: unknown } } | null)?.details;
  return readFormErrors(details?.fields);
}

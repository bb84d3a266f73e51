/**
 * A callable's input checked with its form's domain schema: the
 * cleaned value (trimmed, unknown fields dropped), or an `invalid-argument`
 * refusal whose message is the first broken rule in English and whose
 * `details.fields` names each field's rule, so the form shows each on its
 * field in the visitor's language.
 */
import { englishText, validateForm, type FormErrors } from '@costa/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import type { InferType, Schema } from 'yup';

export class InvalidInput extends HttpsError {
  constructor(
    message: string,
    readonly fields: FormErrors,
    details: Record<string, unknown> = {},
  ) {
    super('invalid-argument', message, { ...details, fields });
  }
}

/** `details` travels with a refusal (a `reason` the client matches, say). */
export function validated<S extends Schema>(schema: S, data: unknown, details: Record<string, unknown> = {}): InferType<S> {
  const result = validateForm(schema, data);
  if (!result.ok) throw new InvalidInput(englishText(result.first), result.fields, details);
  return result.value as InferType<S>;
}

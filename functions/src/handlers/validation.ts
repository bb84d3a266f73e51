/**
 * A callable's input checked with its form's domain schema: the
 * cleaned value (trimmed, unknown fields dropped), or an `invalid-input`
 * refusal whose message is the first broken rule in English and whose
 * `details.fields` names each field's rule, so the form shows each on its
 * field in the visitor's language.
 */
import { englishText, validateForm, type FormErrors } from '@costa/domain';
import type { InferType, Schema } from 'yup';
import { refusal } from './refusal';

/** The `invalid-input` refusal naming each field's broken rule. */
export function invalidInput(message: string, fields: FormErrors) {
  return refusal('invalid-input', message, { fields });
}

export function validated<S extends Schema>(schema: S, data: unknown): InferType<S> {
  const result = validateForm(schema, data);
  if (!result.ok) throw invalidInput(englishText(result.first), result.fields);
  return result.value as InferType<S>;
}

/** What the domain's yup schemas share (issue 12). */
import { ValidationError } from 'yup';

/**
 * Field → the rule it breaks (the schema's message, a code the forms
 * translate), the first rule per field, from a validation with
 * `abortEarly: false`. Anything but a ValidationError is thrown on.
 */
export function fieldErrors<Code extends string>(error: unknown): Partial<Record<string, Code>> {
  if (!(error instanceof ValidationError)) throw error;
  const fields: Partial<Record<string, Code>> = {};
  for (const inner of error.inner.length ? error.inner : [error]) fields[inner.path ?? ''] ??= inner.message as Code;
  return fields;
}

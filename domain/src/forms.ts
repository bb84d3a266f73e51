/**
 * What the domain's form schemas share. Each form's rules are one
 * yup schema in the domain; the browser's form (formik) and the server's
 * callable validate with the same one. A broken rule's message is a Lingui
 * descriptor with an explicit id (marked for extraction), so the browser
 * translates it from its catalog, the server answers it in English, and a
 * refusal names each field's descriptor in `details.fields`.
 *
 * Nothing here runs at import time: the schemas live in `*-schema.ts`
 * modules, which only the form pages and the functions import, so yup never
 * reaches the storefront's first load.
 */
import { number, string, ValidationError, type InferType, type Schema } from 'yup';
import { daysBetween, isDay } from './dates';
import type { MessageDescriptor, MessageValues } from './i18n';

/** A field's broken rule: its descriptor, and the values its message names. */
export interface FormMessage extends MessageDescriptor {
  values?: MessageValues;
}

/** Field path (`email`, `es.description`) → its first broken rule. */
export type FormErrors<Field extends string = string> = Partial<Record<Field, FormMessage>>;

/** The key of a rule about the whole form rather than one field (yup's object-level tests). */
export const FORM_ERROR = '_form';

/** Messages several forms share. */
export const FORM_MESSAGES = {
  /** A value of the wrong type (a number, a list) where text belongs: only a forged request sends one. */
  notText: /*i18n*/ { id: 'form.not-text', message: 'This field must be text' },
  tooLong: /*i18n*/ { id: 'form.too-long', message: 'This is too long.' },
  emailRequired: /*i18n*/ { id: 'form.email-required', message: 'Email is required' },
  emailInvalid: /*i18n*/ { id: 'form.email-invalid', message: 'Please enter a valid email address' },
  /** With `values: { max }` (see `atMost`). */
  atMost: /*i18n*/ { id: 'form.at-most', message: 'At most {max} characters' },
} satisfies Record<string, FormMessage>;

/** "At most {max} characters", with its limit, for a yup message slot. */
export function atMost(max: number): string {
  return message({ ...FORM_MESSAGES.atMost, values: { max } });
}

const NOT_TEXT: FormMessage = FORM_MESSAGES.notText;

/**
 * Text as a person types it: never turned into text from another type (a
 * number or a list is refused), missing or null read as '', and trimmed
 * before its rules run, so '   ' is empty and the limits count what is kept.
 */
export function text(typeError: FormMessage = NOT_TEXT) {
  return string()
    .transform((value: unknown, original: unknown) => (original === null ? '' : typeof value === 'string' ? value.trim() : value))
    .typeError(message(typeError))
    .default('')
    // yup's string turns a number or a boolean into text before any test: judge what was sent.
    .test('text', message(typeError), function () {
      const sent: unknown = this.originalValue;
      return sent === undefined || sent === null || typeof sent === 'string';
    });
}

/**
 * A number as a form field holds it: what was typed, read as a number; ''
 * (or blanks) is missing, anything else that is not a number breaks `wrong`.
 */
export function typedNumber(wrong: FormMessage) {
  return number()
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(message(wrong));
}

/**
 * A form's first and last day (`startDate`, `endDate`, inclusive): both real
 * days, the end not before the start, at most `maxDays` days in all. The
 * messages are the form's own: `tooLong` names `{max}`.
 */
export function dayRangeFields(
  messages: { required: FormMessage; endBeforeStart: FormMessage; tooLong: FormMessage },
  maxDays: number,
) {
  const required = message(messages.required);
  return {
    startDate: text(messages.required).test('day', required, (value) => isDay(value)),
    endDate: text(messages.required)
      .test('day', required, (value) => isDay(value))
      .test('after-start', message(messages.endBeforeStart), function (end) {
        const start: unknown = this.parent.startDate;
        return !isDay(start) || !isDay(end) || start <= end;
      })
      .test('length', message({ ...messages.tooLong, values: { max: maxDays } }), function (end) {
        const start: unknown = this.parent.startDate;
        return !isDay(start) || !isDay(end) || start > end || daysBetween(start, end) + 1 <= maxDays;
      }),
  };
}

/** A yup message slot takes any value; ours are descriptors. */
export function message(descriptor: FormMessage): string {
  return descriptor as unknown as string;
}

function isFormMessage(value: unknown): value is FormMessage {
  const candidate = value as Partial<FormMessage> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    (candidate.message === undefined || typeof candidate.message === 'string')
  );
}

/**
 * Field → its first broken rule, from a validation with `abortEarly: false`.
 * Anything but a ValidationError is thrown on (a bug, not bad input).
 */
export function formErrors(error: unknown): FormErrors {
  if (!(error instanceof ValidationError)) throw error;
  const fields: FormErrors = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const key = inner.path || FORM_ERROR;
    const found: unknown = inner.errors[0] ?? inner.message;
    fields[key] ??= isFormMessage(found) ? found : NOT_TEXT;
  }
  return fields;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: FormErrors; first: FormMessage };

/**
 * Checks untrusted input with a schema: the cleaned value (trimmed, unknown
 * fields dropped), or every field's broken rule and the one to name first
 * (the form's own rule, then the schema's field order).
 */
export function validateForm<S extends Schema>(schema: S, input: unknown): Validation<InferType<S>> {
  const data = knownFields(schema, input);
  try {
    return { ok: true, value: schema.validateSync(data, { abortEarly: false, stripUnknown: true }) as InferType<S> };
  } catch (error) {
    const fields = formErrors(error);
    const order = [FORM_ERROR, ...fieldOrder(schema)];
    const firstKey = order.find((key) => fields[key]) ?? Object.keys(fields)[0]!;
    return { ok: false, fields, first: fields[firstKey]! };
  }
}

/**
 * Only the fields the schema names, own properties only, as a plain object
 * (anything else, a list included, reads as no fields). yup looks an input's
 * keys up in its field map, so a key like `constructor` would otherwise reach
 * Object.prototype and crash it: dropping unknown keys first is the fix.
 */
function knownFields(schema: Schema, input: unknown): Record<string, unknown> {
  const fields = (schema as unknown as { fields?: Record<string, Schema> }).fields ?? {};
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(fields)) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    const { fields: nested, innerType } = child as unknown as { fields?: unknown; innerType?: Schema & { fields?: unknown } };
    if (nested !== undefined) picked[key] = knownFields(child, value);
    else if (innerType?.fields !== undefined && Array.isArray(value)) picked[key] = value.map((item) => knownFields(innerType, item));
    else picked[key] = value;
  }
  return picked;
}

/** The order of an object schema's fields as written (nested ones as `parent.child`). */
export function fieldOrder(schema: Schema, prefix = ''): string[] {
  const fields = (schema as unknown as { fields?: Record<string, Schema> }).fields;
  if (!fields) return prefix ? [prefix] : [];
  return Object.entries(fields).flatMap(([key, child]) => fieldOrder(child, prefix ? `${prefix}.${key}` : key));
}

/** A message in English with its values filled in: the server's text for a refusal. */
export function englishText({ id, message: text = id, values }: FormMessage): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

/** Only the fields' messages a refusal may carry: descriptors, nothing else (the browser shows them). */
export function readFormErrors(value: unknown): FormErrors {
  if (typeof value !== 'object' || value === null) return {};
  const fields: FormErrors = {};
  for (const [key, found] of Object.entries(value)) {
    if (isFormMessage(found)) {
      const { id, message: text, values } = found;
      fields[key] = values && typeof values === 'object' ? { id, message: text, values } : { id, message: text };
    }
  }
  return fields;
}

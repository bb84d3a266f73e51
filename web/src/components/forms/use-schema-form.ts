/**
 * Every form's cycle: formik holds the values, the domain's yup
 * schema judges them (the same one the server uses), and this hook adds what
 * every form of ours does the same way:
 * - a field's error shows once it has been left (blur) or a send was tried,
 *   and goes as soon as the field is corrected;
 * - a refused send moves focus to the first invalid field, in page order;
 * - the server's refusal (`details.fields`) lands on the same fields;
 * - the form is busy (fields disabled, button busy) while it is sent;
 * - messages are the schema's descriptors, translated when shown, so a
 *   language switch translates them too.
 */
import { FORM_ERROR, validateForm, type FormErrors, type FormMessage } from '@costa/domain';
import { useLingui } from '@lingui/react';
import { getIn, setIn, useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { InferType, Schema } from 'yup';

export interface SchemaFormOptions<Values extends FormikValues, S extends Schema> {
  schema: S;
  initialValues: Values;
  /** Runs with the schema's cleaned values (trimmed); the form stays busy until it settles. */
  onSubmit: (values: InferType<S>) => Promise<void> | void;
  /** A send refused here, before any request (the order page raises a toast): every field's rule, and the first. */
  onInvalid?: (errors: FormErrors, first: FormMessage) => void;
  /** Take new initial values when they change (a profile that arrives later). */
  enableReinitialize?: boolean;
}

/** `{ 'es.description': m }` → `{ es: { description: m } }`, as formik keeps errors. */
function nested<Values>(fields: FormErrors): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, found] of Object.entries(fields)) errors = setIn(errors, path, found);
  return errors;
}

function touchedOf<Values>(fields: FormErrors, values: Values): FormikTouched<Values> {
  let touched: FormikTouched<Values> = {};
  for (const path of [...Object.keys(fields), ...leafPaths(values)]) touched = setIn(touched, path, true);
  return touched;
}

/** Every field's path in `values`: `email`, `openingHours.saturday.open`, `tiers[0].minDays`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((child, i) => leafPaths(child, `${prefix}[${i}]`));
  if (typeof value !== 'object' || value === null) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

export function useSchemaForm<Values extends FormikValues, S extends Schema>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
  enableReinitialize,
}: SchemaFormOptions<Values, S>) {
  const { i18n } = useLingui();
  // The form, or any element around every field (focus goes to its first invalid one).
  const formRef = useRef<HTMLFormElement & HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [attempted, setAttempted] = useState(false);

  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize,
    validateOnBlur: true,
    validateOnChange: true,
    validate: (values) => {
      const result = validateForm(schema, values);
      return result.ok ? {} : nested<Values>(result.fields);
    },
    onSubmit: async (values) => {
      const result = validateForm(schema, values);
      if (result.ok) await onSubmit(result.value);
    },
  });

  // After a refused send has been drawn, the first field marked invalid takes focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const { setTouched, submitForm, setErrors, isSubmitting, values } = formik;

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (isSubmitting) return;
      setAttempted(true);
      const result = validateForm(schema, values);
      if (!result.ok) {
        setErrors(nested<Values>(result.fields));
        void setTouched(touchedOf(result.fields, values), false);
        onInvalid?.(result.fields, result.first);
        setFocusRequest((n) => n + 1);
        return;
      }
      await submitForm();
    },
    [isSubmitting, schema, values, setErrors, setTouched, onInvalid, submitForm],
  );

  /** The server refused: each field's rule on its field, focus on the first. */
  const showServerErrors = useCallback(
    (fields: FormErrors) => {
      if (Object.keys(fields).length === 0) return;
      setErrors(nested<Values>(fields));
      void setTouched(touchedOf(fields, {}), false);
      setFocusRequest((n) => n + 1);
    },
    [setErrors, setTouched],
  );

  const translate = useCallback((found: FormMessage) => i18n._({ id: found.id, message: found.message, values: found.values }), [i18n]);

  /** The field's error in the visitor's language, once it should show. */
  const errorOf = (name: string): string | undefined => {
    const found = getIn(formik.errors, name) as FormMessage | undefined;
    return found && getIn(formik.touched, name) ? translate(found) : undefined;
  };

  /** Props for an MUI TextField bound to `name` (a path: `es.description`); `hint` shows while there is no error. */
  const field = (name: string, hint?: ReactNode) => {
    const error = errorOf(name);
    return {
      name,
      value: (getIn(formik.values, name) as string | undefined) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? hint,
      disabled: formik.isSubmitting,
    };
  };

  /** Sets a field's value as a person would (a picker, a select): it counts as touched and is judged at once. */
  const setValue = (name: string, value: unknown) => {
    void formik.setFieldValue(name, value, true);
    void formik.setFieldTouched(name, true, false);
  };

  /** The rule about the whole form (FORM_ERROR), after a send was tried. */
  const formError = attempted ? (formik.errors as Record<string, FormMessage | undefined>)[FORM_ERROR] : undefined;

  return {
    formik,
    formRef,
    field,
    errorOf,
    formError: formError ? translate(formError) : '',
    translate,
    setValue,
    handleSubmit,
    showServerErrors,
    busy: formik.isSubmitting,
  };
}

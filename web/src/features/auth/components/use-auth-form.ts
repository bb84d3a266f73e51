/**
 * What the four auth forms share on top of the schema form: the address typed
 * in one tab follows to the others (the page holds it), the page knows when a
 * form is busy (the tabs are locked meanwhile), and a refusal from Firebase
 * Auth becomes the one message under the form, beside the schema's own
 * sentence for a form sent incomplete. Nothing typed is lost on a refusal.
 */
import type { FormikValues } from 'formik';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { InferType, Schema } from 'yup';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useAuthErrorText } from './use-auth-error';

interface AuthFormOptions<Values extends FormikValues, S extends Schema> {
  schema: S;
  initialValues: Values;
  /** Runs the request; a throw becomes the message under the form (`describe`, else the auth error's text). */
  action: (values: InferType<S>) => Promise<void>;
  describe?: (failure: unknown) => string;
  onBusyChange?: (busy: boolean) => void;
  onEmailChange?: (email: string) => void;
}

export function useAuthForm<Values extends FormikValues, S extends Schema>({
  schema,
  initialValues,
  action,
  describe,
  onBusyChange,
  onEmailChange,
}: AuthFormOptions<Values, S>) {
  const authErrorText = useAuthErrorText();
  const [failure, setFailure] = useState('');
  const form = useSchemaForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      setFailure('');
      try {
        await action(values);
      } catch (error) {
        setFailure((describe ?? authErrorText)(error));
      }
    },
  });

  const { busy } = form;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  /** The e-mail field, shared with the page's other forms. */
  const emailField = () => {
    const props = form.field('email');
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        onEmailChange?.(event.target.value);
      },
    };
  };

  return { ...form, emailField, message: form.formError || failure };
}

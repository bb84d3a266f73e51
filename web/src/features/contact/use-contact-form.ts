/**
 * The contact form's state (spec 4): idle, submitting (fields disabled), then
 * success (form cleared) or error, with a toast each (spec 8). Validation is
 * the domain's rule; errors appear after a send attempt and each one goes as
 * soon as its field is corrected. A booking request's subject and message are
 * prefilled from the query once, when the form mounts, so later renders never
 * overwrite what the visitor typed.
 */
import {
  contactErrorField,
  contactPrefill,
  EMPTY_CONTACT,
  isBookingRequestQuery,
  readBookingRequest,
  validateContact,
  CAR_BOOKING_REQUEST,
  type ContactError,
  type ContactField,
  type ContactInput,
  type SubmitContactRequest,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/ui/use-toast';
import { useLang } from '../../hooks/use-route-info';
import { submitContact } from './api/submit-contact';
import { CONTACT_ERROR_MESSAGES, refusalMessage } from './contact-messages';
import { usePrefillWords } from './use-prefill-words';

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';
export type FieldErrors = Partial<Record<ContactField, string>>;

interface Initial {
  values: ContactInput;
  booking: Omit<SubmitContactRequest, keyof ContactInput | 'lang'> | null;
}

function useInitial(): Initial {
  const [params] = useSearchParams();
  const words = usePrefillWords();
  // Read once: the initializer of useState never runs again.
  const [initial] = useState<Initial>(() => {
    const prefill = contactPrefill(params, words);
    const details = isBookingRequestQuery(params) ? readBookingRequest(params) : null;
    return {
      values: { ...EMPTY_CONTACT, ...(prefill ?? {}) },
      booking: details ? { ...details, requestType: CAR_BOOKING_REQUEST } : null,
    };
  });
  return initial;
}

export function useContactForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const lang = useLang();
  const initial = useInitial();
  const [values, setValues] = useState<ContactInput>(initial.values);
  const [shown, setShown] = useState<ContactError[]>([]);
  const [status, setStatus] = useState<ContactStatus>('idle');
  // A booking request stays one until it has been sent.
  const [booking, setBooking] = useState(initial.booking);

  const change = useCallback(
    (field: ContactField, value: string) => {
      const next = { ...values, [field]: value };
      const now = validateContact(next);
      setValues(next);
      setShown((errors) => errors.filter((error) => now.includes(error)));
    },
    [values],
  );

  const errors: FieldErrors = {};
  for (const error of shown) {
    const field = contactErrorField(error);
    errors[field] ??= i18n._(CONTACT_ERROR_MESSAGES[error]);
  }

  /** Resolves to the first invalid field, so the form can move focus there, or null once sent or refused. */
  const submit = useCallback(async (): Promise<ContactField | null> => {
    const problems = validateContact(values);
    setShown(problems);
    if (problems.length > 0) {
      setStatus('idle');
      return contactErrorField(problems[0]!);
    }
    setStatus('submitting');
    const outcome = await submitContact({ ...values, ...(booking ?? {}), lang });
    if (outcome.ok) {
      setStatus('success');
      setValues(EMPTY_CONTACT);
      setBooking(null);
      toast.success(t`Message sent successfully!`, t`Thank you for contacting us. We'll get back to you soon.`);
    } else {
      setStatus('error');
      const text = refusalMessage(outcome.message);
      toast.error(t`Error`, typeof text === 'string' ? text : i18n._(text));
    }
    return null;
  }, [values, booking, lang, toast, t, i18n]);

  return { values, errors, status, change, submit, isBookingRequest: booking !== null };
}

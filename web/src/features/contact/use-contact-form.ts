/**
 * The contact form's state: idle, submitting (fields disabled), then
 * success (form cleared) or error, with a toast each. The rules are
 * the domain's `contactSchema`, the one the server checks with (a booking
 * request also needs the rental terms accepted); formik holds
 * the values (use-schema-form.ts). A booking request's subject and message
 * are prefilled from the query once, when the form mounts, so later renders
 * never overwrite what the visitor typed.
 */
import {
  contactPrefill,
  contactSchema,
  EMPTY_CONTACT,
  isBookingRequestQuery,
  readBookingRequest,
  CAR_BOOKING_REQUEST,
  termsAcceptanceSchema,
  type ContactInput,
  type SubmitContactRequest,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { useToast } from '../../components/ui/use-toast';
import { useLang } from '../../hooks/use-route-info';
import { submitContact } from './api/submit-contact';
import { refusalMessage } from './contact-messages';
import { usePrefillWords } from './use-prefill-words';

export type ContactStatus = 'idle' | 'submitting' | 'success' | 'error';

/** A booking request books: its sender ticks the rental terms' box, as a payer does. */
const bookingRequestSchema = contactSchema.concat(termsAcceptanceSchema);

interface Initial {
  values: ContactInput & { termsAccepted: boolean };
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
      values: { ...EMPTY_CONTACT, ...(prefill ?? {}), termsAccepted: false },
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
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  // A booking request stays one until it has been sent.
  const [booking, setBooking] = useState(initial.booking);

  const form = useSchemaForm({
    schema: booking ? bookingRequestSchema : contactSchema,
    initialValues: initial.values,
    onSubmit: async (values) => {
      setOutcome(null);
      const sent = await submitContact({ ...values, ...(booking ?? {}), lang });
      if (sent.ok) {
        setOutcome('success');
        form.formik.resetForm({ values: { ...EMPTY_CONTACT, termsAccepted: false } });
        setBooking(null);
        toast.success(t`Message sent successfully!`, t`Thank you for contacting us. We'll get back to you soon.`);
        return;
      }
      setOutcome('error');
      form.showServerErrors(sent.fields);
      toast.error(t`Error`, i18n._(refusalMessage(sent.reason, sent.fields)));
    },
  });

  const status: ContactStatus = form.busy ? 'submitting' : (outcome ?? 'idle');
  return { ...form, status, isBookingRequest: booking !== null };
}

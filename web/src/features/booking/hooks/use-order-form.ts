/**
 * The order page's customer form and its Pay Now (spec 4 "Order page", 5, 8):
 * full name, e-mail, optional phone; a signed-in customer's details fill the
 * fields they have not touched; Pay Now checks the domain's rule, then asks the
 * server for a payment page and sends the browser there. While that runs the
 * form is `submitting` (and stays busy while the browser leaves); a refusal
 * keeps everything typed, raises the matching toast and names the problem so
 * the page can offer a way on.
 */
import {
  CUSTOMER_LIMITS,
  EMAIL_PATTERN,
  validateCustomer,
  type CustomerDetails,
  type OrderBooking,
} from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { goToCheckout, startCheckout } from '../api/start-checkout';
import {
  CHECKOUT_REFUSAL_TEXTS,
  CUSTOMER_ERROR_TOASTS,
  CUSTOMER_FIELD_ERRORS,
  type CheckoutProblem,
  type CustomerField,
} from '../components/order/order-messages';

export type { CustomerField } from '../components/order/order-messages';

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['name', 'email', 'phone'];

export type OrderFormStatus = 'idle' | 'submitting' | 'redirecting';

interface OrderFormOptions {
  carId: string;
  booking: OrderBooking;
  /** A signed-in customer's known details; null for a guest or until known. */
  prefill: CustomerDetails | null;
}

/** The message under each field that stops the order, in the order of the form. */
export function customerFieldErrors(values: CustomerDetails): Partial<Record<CustomerField, MessageDescriptor>> {
  const errors: Partial<Record<CustomerField, MessageDescriptor>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = CUSTOMER_FIELD_ERRORS.nameRequired;
  else if (name.length > CUSTOMER_LIMITS.name) errors.name = CUSTOMER_FIELD_ERRORS.tooLong;
  if (!email) errors.email = CUSTOMER_FIELD_ERRORS.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CUSTOMER_FIELD_ERRORS.emailInvalid;
  else if (email.length > CUSTOMER_LIMITS.email) errors.email = CUSTOMER_FIELD_ERRORS.tooLong;
  if (values.phone.trim().length > CUSTOMER_LIMITS.phone) errors.phone = CUSTOMER_FIELD_ERRORS.tooLong;
  return errors;
}

export function useOrderForm({ carId, booking, prefill }: OrderFormOptions) {
  const { i18n } = useLingui();
  const toast = useToast();
  const lang = useLang();
  const [typed, setTyped] = useState<Partial<CustomerDetails>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<OrderFormStatus>('idle');
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  // A field the customer has touched shows what they typed, even emptied; the
  // others show the account's details, whenever those arrive.
  const values = useMemo<CustomerDetails>(
    () => ({
      name: typed.name ?? prefill?.name ?? '',
      email: typed.email ?? prefill?.email ?? '',
      phone: typed.phone ?? prefill?.phone ?? '',
    }),
    [typed, prefill],
  );

  const fieldErrors = attempted ? customerFieldErrors(values) : {};
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const field of CUSTOMER_FIELDS) {
    const error = fieldErrors[field];
    if (error) errors[field] = i18n._(error);
  }

  const change = useCallback((field: CustomerField, value: string) => {
    setTyped((previous) => ({ ...previous, [field]: value }));
  }, []);

  /** Pay Now. Resolves to the first field to fix when the details are refused here, else null. */
  const submit = useCallback(async (): Promise<CustomerField | null> => {
    if (status !== 'idle') return null;
    const refused = validateCustomer(values);
    if (refused) {
      setAttempted(true);
      const texts = CUSTOMER_ERROR_TOASTS[refused];
      toast.error(i18n._(texts.title), i18n._(texts.message));
      const invalid = customerFieldErrors(values);
      return CUSTOMER_FIELDS.find((field) => invalid[field]) ?? null;
    }
    setProblem(null);
    setStatus('submitting');
    const phone = values.phone.trim();
    const outcome = await startCheckout({
      carId,
      ...booking,
      customerName: values.name.trim(),
      customerEmail: values.email.trim(),
      ...(phone ? { customerPhone: phone } : {}),
      lang,
    });
    if (outcome.ok) {
      setStatus('redirecting');
      goToCheckout(outcome.url);
      return null;
    }
    const texts = CHECKOUT_REFUSAL_TEXTS[outcome.reason];
    toast.error(i18n._(texts.title), i18n._(texts.message));
    setProblem(outcome.reason);
    setStatus('idle');
    return null;
  }, [status, values, carId, booking, lang, toast, i18n]);

  return { values, errors, status, busy: status !== 'idle', problem, change, submit };
}

export type OrderFormApi = ReturnType<typeof useOrderForm>;

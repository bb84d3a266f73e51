/**
 * The order page's customer form and its Pay Now:
 * full name, e-mail, optional phone, the main driver's date of birth and
 * licence date (checked against the car's terms before Pay Now, as the server
 * checks them), and for a business's invoice (behind
 * "Invoice for a business?") a tax ID and a billing address; a signed-in
 * customer's details fill the fields they have not typed in; Pay Now checks
 * the domain's `orderCustomerSchema` (the customer rules `startCheckout`
 * checks with) and that the terms are accepted, then asks the server for a payment
 * page and sends the browser there. While that runs the form is busy (and
 * stays busy while the browser leaves); a refusal keeps everything typed,
 * raises the matching toast, puts the server's field errors on their fields
 * and names the problem so the page can offer a way on.
 */
import {
  ADDITIONAL_DRIVER_FIELDS,
  additionalDriverFields,
  customerRefusal,
  needsAdditionalDriver,
  text,
  driverRequirementsSchema,
  orderCustomerSchema,
  termsAcceptanceSchema,
  todayIn,
  type CustomerDetails,
  type AdditionalDriverField,
  type CustomerFormValues,
  type Extra,
  type FormErrors,
  type OrderBooking,
  type RentalTerms,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { array, object, string } from 'yup';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { goToCheckout, startCheckout } from '../api/start-checkout';
import { CHECKOUT_REFUSAL_TEXTS, CUSTOMER_ERROR_TOASTS, type CheckoutProblem } from '../components/order/order-messages';

export type CustomerField = keyof CustomerFormValues | AdditionalDriverField;

interface OrderFormOptions {
  carId: string;
  /** The car's terms, which the main driver must meet on the first rental day. */
  terms: RentalTerms;
  booking: OrderBooking;
  /** A signed-in customer's known details; null for a guest or until known. */
  prefill: CustomerDetails | null;
  /** The extras offered for the car: the ones that ask for an additional driver make its fields required. */
  offeredExtras: readonly Extra[];
}

/** The customer's details and the terms' box, which Pay Now needs ticked (checked again by the server). */
const orderFormSchema = orderCustomerSchema.concat(termsAcceptanceSchema);
type OrderFormValues = CustomerFormValues &
  Record<AdditionalDriverField, string> & { businessInvoice: boolean; termsAccepted: boolean; extras: string[] };
const EMPTY: OrderFormValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  driverBirthDate: '',
  driverLicenceDate: '',
  businessInvoice: false,
  customerTaxId: '',
  customerBillingAddress: '',
  termsAccepted: false,
  extras: [],
  additionalDriverName: '',
  additionalDriverBirthDate: '',
  additionalDriverLicenceDate: '',
};

export function useOrderForm({ carId, terms, booking, prefill, offeredExtras }: OrderFormOptions) {
  const { i18n } = useLingui();
  const toast = useToast();
  const lang = useLang();
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // The fields the customer has typed in: the account's details never replace them, even emptied.
  const typed = useRef(new Set<string>());

  const refused = useCallback(
    (fields: FormErrors) => {
      const reason = customerRefusal(fields);
      if (!reason) return;
      const texts = CUSTOMER_ERROR_TOASTS[reason];
      toast.error(i18n._(texts.title), i18n._(texts.message));
    },
    [toast, i18n],
  );

  // The driver's dates against this car's terms, as the server judges them.
  const { startDate } = booking;
  // The additional driver's fields count only while an extra that asks for one is ticked.
  const asksDriver = useCallback(
    (ids: readonly string[]) => needsAdditionalDriver(offeredExtras.filter((extra) => ids.includes(extra.id))),
    [offeredExtras],
  );
  const schema = useMemo(() => {
    const check = { terms, startDate, today: todayIn() };
    const additional = additionalDriverFields(check);
    const asked = (ids: unknown) => Array.isArray(ids) && asksDriver(ids.map(String));
    const whenAsked = (field: AdditionalDriverField) => text().when('extras', { is: asked, then: () => additional[field] });
    return orderFormSchema.concat(driverRequirementsSchema(check)).concat(
      object({
        extras: array(string().defined()).default([]),
        [ADDITIONAL_DRIVER_FIELDS.name]: whenAsked(ADDITIONAL_DRIVER_FIELDS.name),
        [ADDITIONAL_DRIVER_FIELDS.birthDate]: whenAsked(ADDITIONAL_DRIVER_FIELDS.birthDate),
        [ADDITIONAL_DRIVER_FIELDS.licenceIssuedOn]: whenAsked(ADDITIONAL_DRIVER_FIELDS.licenceIssuedOn),
      }),
    );
  }, [terms, startDate, asksDriver]);
  const form = useSchemaForm({
    schema,
    initialValues: EMPTY,
    onInvalid: refused,
    onSubmit: async (values) => {
      setProblem(null);
      const outcome = await startCheckout({
        carId,
        ...booking,
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        ...(values.customerPhone ? { customerPhone: values.customerPhone } : {}),
        driverBirthDate: values.driverBirthDate,
        driverLicenceDate: values.driverLicenceDate,
        ...(values.businessInvoice && values.customerTaxId ? { customerTaxId: values.customerTaxId } : {}),
        ...(values.businessInvoice && values.customerBillingAddress ? { customerBillingAddress: values.customerBillingAddress } : {}),
        lang,
        termsAccepted: values.termsAccepted === true,
        // Only extras still on offer: one withdrawn while the page was open is not sent.
        extras: offeredIds(offeredExtras, values.extras),
        ...(asksDriver(values.extras)
          ? {
              additionalDriverName: values.additionalDriverName,
              additionalDriverBirthDate: values.additionalDriverBirthDate,
              additionalDriverLicenceDate: values.additionalDriverLicenceDate,
            }
          : {}),
      });
      if (outcome.ok) {
        setRedirecting(true);
        goToCheckout(outcome.url);
        return;
      }
      const texts = CHECKOUT_REFUSAL_TEXTS[outcome.reason];
      toast.error(i18n._(texts.title), i18n._(texts.message));
      form.showServerErrors(outcome.fields);
      setProblem(outcome.reason);
    },
  });

  const { setFieldValue } = form.formik;
  useEffect(() => {
    if (!prefill) return;
    const known: Partial<CustomerFormValues> = { customerName: prefill.name, customerEmail: prefill.email, customerPhone: prefill.phone };
    for (const [name, value] of Object.entries(known)) {
      if (!typed.current.has(name)) void setFieldValue(name, value, false);
    }
  }, [prefill, setFieldValue]);

  const field = (name: CustomerField, hint?: string) => {
    const props = form.field(name, hint);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        typed.current.add(name);
        props.onChange(event);
      },
    };
  };

  return { ...form, field, busy: form.busy || redirecting, problem };
}

export type OrderFormApi = ReturnType<typeof useOrderForm>;

/** The ticked ids that are offered now, in staff's order. */
export function offeredIds(offered: readonly Extra[], ticked: readonly string[]): string[] {
  return offered.filter((extra) => ticked.includes(extra.id)).map((extra) => extra.id);
}

/**
 * The order page's rules, shared by its customer form and
 * the `startCheckout` callable: the customer's name and e-mail required after
 * trimming, the e-mail well-formed, the phone optional, each within its
 * limit; a business's tax ID and billing address, optional, for its invoice;
 * and, for the callable, the booking the page read from its query
 * (a car id, real days in order, offered times, usable places, a language).
 * Dates against today and the calendar are the server's next check.
 */
import { array, boolean, mixed, object, type TestContext } from 'yup';
import { isLocationValid, LOCATION_MAX_LENGTH, TIME_OPTIONS } from './booking';
import { CUSTOMER_LIMITS, type CustomerDetails, type CustomerError, type OrderBooking } from './checkout';
import { EMAIL_PATTERN } from './contact';
import { isDay } from './dates';
import {
  ADDITIONAL_DRIVER_FIELDS,
  ADDITIONAL_DRIVER_NAME_MAX,
  additionalDriverProblems,
  DRIVER_FIELDS,
  DRIVER_MESSAGES,
  driverDetails,
  driverProblems,
  type DriverCheck,
  type DriverDetails,
  type AdditionalDriver,
  type AdditionalDriverField,
  type DriverField,
} from './driver';
import { MAX_EXTRAS_PER_ORDER } from './extras';
import { FORM_MESSAGES, message, text, type FormErrors, type FormMessage } from './forms';
import { LANGUAGES, type Lang } from './languages';
import { TERMS_ACCEPTED_FIELD, TERMS_MESSAGES } from './legal';

export const CUSTOMER_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'form.order.name-required', message: 'Please enter your full name.' },
  emailRequired: /*i18n*/ { id: 'form.order.email-required', message: 'Please enter your email address.' },
  emailInvalid: /*i18n*/ { id: 'form.order.email-invalid', message: 'Please enter a valid email address.' },
  tooLong: FORM_MESSAGES.tooLong,
  taxIdInvalid: /*i18n*/ {
    id: 'form.order.tax-id-invalid',
    message: 'Please enter a valid tax ID, e.g. B12345678 or DE123456789.',
  },
  /** The booking part of a request: never typed, only a tampered or stale page sends a bad one. */
  bookingInvalid: /*i18n*/ {
    id: 'form.order.booking-invalid',
    message: 'These booking details cannot be used. Please choose your dates again.',
  },
} satisfies Record<string, FormMessage>;

const M = CUSTOMER_MESSAGES;

/** Maximum lengths of a business's invoice details (a tax ID as typed, spaces included). */
export const INVOICE_DETAILS_LIMITS = { taxId: 20, billingAddress: 200 } as const;

/**
 * A Spanish NIF or CIF (B12345678) or an EU VAT number (DE123456789), as
 * people type them: letters and digits, perhaps grouped by spaces, hyphens or
 * dots. Its format per country is the tax office's to judge, not ours.
 */
const TAX_ID_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 .-]+$/;

/** A business's details for its invoice: both optional, and nothing is kept when they are empty. */
const invoiceDetailsFields = {
  customerTaxId: text()
    .max(INVOICE_DETAILS_LIMITS.taxId, message(M.tooLong))
    .matches(TAX_ID_PATTERN, { message: message(M.taxIdInvalid), excludeEmptyString: true }),
  customerBillingAddress: text().max(INVOICE_DETAILS_LIMITS.billingAddress, message(M.tooLong)),
};

/**
 * The main driver's date of birth and licence date: required, real calendar
 * days. Whether they meet the car's terms is `driverProblems` (driver.ts).
 */
const driverFields = {
  [DRIVER_FIELDS.birthDate]: text()
    .required(message(DRIVER_MESSAGES.birthDateRequired))
    .test('day', message(DRIVER_MESSAGES.birthDateInvalid), (value) => isDay(value)),
  [DRIVER_FIELDS.licenceIssuedOn]: text()
    .required(message(DRIVER_MESSAGES.licenceDateRequired))
    .test('day', message(DRIVER_MESSAGES.licenceDateInvalid), (value) => isDay(value)),
};

/**
 * The driver's fields judged against the car's terms as well: the order page
 * says before Pay Now what `startCheckout` would refuse (`driverProblems`).
 * A date that is missing or not a day keeps its own message.
 */
export function driverRequirementsSchema(check: Omit<DriverCheck, 'driver'>) {
  const meets = (field: DriverField) => (value: string | undefined, context: TestContext) => {
    if (!isDay(value)) return true;
    const parent = context.parent as Record<string, unknown>;
    const driver = driverDetails({
      driverBirthDate: String(parent[DRIVER_FIELDS.birthDate] ?? ''),
      driverLicenceDate: String(parent[DRIVER_FIELDS.licenceIssuedOn] ?? ''),
    });
    const problem = driverProblems({ ...check, driver })[field];
    return problem ? context.createError({ message: message(problem) }) : true;
  };
  return object({
    [DRIVER_FIELDS.birthDate]: driverFields[DRIVER_FIELDS.birthDate].test('requirements', meets(DRIVER_FIELDS.birthDate)),
    [DRIVER_FIELDS.licenceIssuedOn]: driverFields[DRIVER_FIELDS.licenceIssuedOn].test('requirements', meets(DRIVER_FIELDS.licenceIssuedOn)),
  });
}

/**
 * The additional driver's fields, asked for while an extra of kind
 * `additional-driver` is chosen: a name and the same two dates, judged
 * against the car's terms as the main driver's are (`additionalDriverProblems`).
 */
export function additionalDriverSchema(check: Omit<DriverCheck, 'driver'>) {
  return object(additionalDriverFields(check));
}

/** `additionalDriverSchema`'s fields, for a form that asks for them only at times. */
export function additionalDriverFields(check: Omit<DriverCheck, 'driver'>) {
  const F = ADDITIONAL_DRIVER_FIELDS;
  const meets = (field: AdditionalDriverField) => (value: string | undefined, context: TestContext) => {
    if (field !== F.name && !isDay(value)) return true;
    const parent = context.parent as Record<string, unknown>;
    const problem = additionalDriverProblems({ ...check, driver: additionalDriverOf(parent) })[field];
    return problem ? context.createError({ message: message(problem) }) : true;
  };
  return {
    [F.name]: text()
      .required(message(DRIVER_MESSAGES.additionalNameRequired))
      .max(ADDITIONAL_DRIVER_NAME_MAX, message(FORM_MESSAGES.tooLong)),
    [F.birthDate]: text()
      .required(message(DRIVER_MESSAGES.additionalBirthDateRequired))
      .test('day', message(DRIVER_MESSAGES.birthDateInvalid), (value) => isDay(value))
      .test('requirements', meets(F.birthDate)),
    [F.licenceIssuedOn]: text()
      .required(message(DRIVER_MESSAGES.additionalLicenceDateRequired))
      .test('day', message(DRIVER_MESSAGES.licenceDateInvalid), (value) => isDay(value))
      .test('requirements', meets(F.licenceIssuedOn)),
  };
}

/** The additional driver as the order keeps it, from the form's (or the request's) fields. */
export function additionalDriverOf(values: Record<string, unknown>): AdditionalDriver {
  const F = ADDITIONAL_DRIVER_FIELDS;
  const read = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  return { name: read(F.name), birthDate: read(F.birthDate), licenceIssuedOn: read(F.licenceIssuedOn) };
}

/** The customer form's fields, named as the callable receives them. */
export const customerSchema = object({
  customerName: text().required(message(M.nameRequired)).max(CUSTOMER_LIMITS.name, message(M.tooLong)),
  customerEmail: text()
    .required(message(M.emailRequired))
    .matches(EMAIL_PATTERN, { message: message(M.emailInvalid) })
    .max(CUSTOMER_LIMITS.email, message(M.tooLong)),
  customerPhone: text().max(CUSTOMER_LIMITS.phone, message(M.tooLong)),
  ...driverFields,
  ...invoiceDetailsFields,
});

export type CustomerFormValues = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  driverBirthDate: string;
  driverLicenceDate: string;
  customerTaxId: string;
  customerBillingAddress: string;
};

/**
 * The order page's form: the customer's fields, and the box "Invoice for a
 * business?" (`businessInvoice`). A business's details are judged only
 * while it is ticked: unticked, what was typed stays for when it is ticked
 * again, but the page neither judges nor sends it. The server judges them
 * whenever they are sent (`checkoutRequestSchema`).
 */
export const orderCustomerSchema = customerSchema.shape({
  businessInvoice: boolean().default(false),
  customerTaxId: text().when('businessInvoice', { is: true, then: () => invoiceDetailsFields.customerTaxId }),
  customerBillingAddress: text().when('businessInvoice', { is: true, then: () => invoiceDetailsFields.customerBillingAddress }),
});

const booking = () => text(M.bookingInvalid);
const invalid = message(M.bookingInvalid);

/** `startCheckout`'s request: the booking and the customer, nothing priced. */
export const checkoutRequestSchema = customerSchema.shape({
  carId: booking().required(invalid).max(128, invalid).matches(/^[A-Za-z0-9_-]+$/, { message: invalid }),
  startDate: booking().test('day', invalid, (value) => isDay(value)),
  endDate: booking()
    .test('day', invalid, (value) => isDay(value))
    .test('order', invalid, function (end) {
      const start: unknown = this.parent.startDate;
      return !isDay(start) || !isDay(end) || start <= end;
    }),
  pickupTime: booking().oneOf(TIME_OPTIONS, invalid),
  dropoffTime: booking().oneOf(TIME_OPTIONS, invalid),
  pickupLocation: booking().max(LOCATION_MAX_LENGTH, invalid).test('usable', invalid, (value) => isLocationValid(value)),
  dropoffLocation: booking().max(LOCATION_MAX_LENGTH, invalid).test('usable', invalid, (value) => isLocationValid(value)),
  lang: mixed<Lang>().oneOf([...LANGUAGES], invalid).required(invalid),
  // The extras chosen, by id; whether each is offered for the car, and the additional driver's fields, are the callable's checks.
  extras: array(booking().max(128, invalid).matches(/^[A-Za-z0-9_-]+$/, { message: invalid }))
    .default([])
    .max(MAX_EXTRAS_PER_ORDER, invalid),
  [ADDITIONAL_DRIVER_FIELDS.name]: booking().max(ADDITIONAL_DRIVER_NAME_MAX, message(FORM_MESSAGES.tooLong)),
  [ADDITIONAL_DRIVER_FIELDS.birthDate]: booking(),
  [ADDITIONAL_DRIVER_FIELDS.licenceIssuedOn]: booking(),
});

export interface CheckoutParts {
  customer: CustomerDetails;
  driver: DriverDetails;
  booking: OrderBooking;
}

/** A tax ID as an invoice states it: upper-case, without spaces (`de 123 456 789` → `DE123456789`). */
export function normalizedTaxId(taxId: string): string {
  return taxId.replace(/\s+/g, '').toUpperCase();
}

/**
 * A valid request's customer (address lower-cased), main driver and booking. A business's
 * tax ID and billing address are on the customer only when given, so an
 * order without them stores nothing more.
 */
export function checkoutParts(request: {
  [K in keyof OrderBooking]: string;
} & CustomerFormValues): CheckoutParts {
  const { startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation } = request;
  const taxId = normalizedTaxId(request.customerTaxId);
  const billingAddress = request.customerBillingAddress.trim();
  return {
    customer: {
      name: request.customerName,
      email: request.customerEmail.toLowerCase(),
      phone: request.customerPhone,
      ...(taxId ? { taxId } : {}),
      ...(billingAddress ? { billingAddress } : {}),
    },
    driver: driverDetails(request),
    booking: { startDate, endDate, pickupTime, dropoffTime, pickupLocation, dropoffLocation },
  };
}

/** The product's toast for a refused customer form: a missing name or address first, then a bad address, then a length. */
export function customerRefusal(fields: FormErrors): CustomerError | null {
  const { customerName: name, customerEmail: email, customerPhone: phone } = fields;
  if (name?.id === M.nameRequired.id || email?.id === M.emailRequired.id) return 'missing';
  if (email?.id === M.emailInvalid.id) return 'invalid-email';
  return name || email || phone ? 'too-long' : null;
}

/**
 * The box a customer ticks, on the order page and in a booking request
 * (legal.ts; the server checks it with `termsNotAccepted`).
 */
export const termsAcceptanceSchema = object({
  [TERMS_ACCEPTED_FIELD]: boolean()
    .transform((value: unknown) => value === true)
    .oneOf([true], message(TERMS_MESSAGES.required)),
});


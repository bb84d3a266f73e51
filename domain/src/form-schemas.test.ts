/**
 * Every form's schema: valid input passes, cleaned; each rule
 * refuses with its message on its field, the product's limits at their edge;
 * a value of the wrong type is refused, never turned into text.
 */
import { adminEmailSchema, ADMIN_FORM_MESSAGES } from './admin-schema';
import { AUTH_MESSAGES, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth-schema';
import { BLOCK_MESSAGES, blockSchema } from './blocks-schema';
import {
  checkoutParts,
  checkoutRequestSchema,
  CUSTOMER_MESSAGES,
  customerRefusal,
  customerSchema,
  driverRequirementsSchema,
  INVOICE_DETAILS_LIMITS,
  orderCustomerSchema,
} from './checkout-schema';
import { DRIVER_MESSAGES } from './driver';
import { CONTACT_LIMITS } from './contact';
import { CONTACT_MESSAGES, contactSchema, storedContact } from './contact-schema';
import { englishText, FORM_ERROR, FORM_MESSAGES, readFormErrors, validateForm, type FormErrors } from './forms';
import { PROFILE_LIMITS } from './profile';
import { PROFILE_MESSAGES, profileSchema } from './profile-schema';
import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES, translationEditsSchema } from './translations-schema';
import type { Schema } from 'yup';

/** Each field's message id, or {} when the input passes. */
function errorIds(schema: Schema, input: unknown): Record<string, string> {
  const result = validateForm(schema, input);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields as FormErrors).map(([field, m]) => [field, m!.id]));
}

const chars = (n: number) => 'x'.repeat(n);
const emailOf = (n: number) => `${'a'.repeat(n - 7)}@ab.com`;

describe('validateForm', () => {
  it('trims text, drops unknown fields and names the first broken rule in the order of the form', () => {
    expect(validateForm(contactSchema, { firstName: ' Ana ', lastName: 'García', email: ' ana@example.es ', message: ' Hi ', admin: true })).toEqual({
      ok: true,
      value: { firstName: 'Ana', lastName: 'García', email: 'ana@example.es', phone: '', subject: '', message: 'Hi' },
    });
    const refused = validateForm(contactSchema, { message: 'x'.repeat(2001), email: 'nope' });
    expect(refused.ok || refused.first.id).toBe(CONTACT_MESSAGES.nameRequired.id);
  });

  it('reads anything that is not an object as no fields at all', () => {
    for (const input of [null, 'text', 42, [{ email: 'a@b.co' }]]) {
      expect(errorIds(forgotPasswordSchema, input)).toEqual({ email: FORM_MESSAGES.emailRequired.id });
    }
  });

  it('reads keys that name Object.prototype as unknown fields, never as the schema\'s own', () => {
    const forged = JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, "email": "a@b.co"}');
    expect(validateForm(forgotPasswordSchema, forged)).toEqual({ ok: true, value: { email: 'a@b.co' } });
    expect(errorIds(translationEditsSchema, { es: forged, toString: 'x' })).toEqual({});
  });

  it('refuses a number, a list or an object where text belongs', () => {
    for (const email of [42, ['a@b.co'], { email: 'a@b.co' }, true]) {
      expect(errorIds(forgotPasswordSchema, { email })).toEqual({ email: FORM_MESSAGES.notText.id });
    }
  });

  it('writes a message with its values in English for the server, and reads back only descriptors', () => {
    expect(englishText({ ...FORM_MESSAGES.atMost, values: { max: 50 } })).toBe('At most 50 characters');
    expect(readFormErrors({ email: FORM_MESSAGES.emailInvalid, phone: 'raw text', other: { id: 1 } })).toEqual({ email: FORM_MESSAGES.emailInvalid });
    expect(readFormErrors('nope')).toEqual({});
  });
});

describe('contact', () => {
  const valid = { firstName: 'Ana', lastName: 'García', email: 'ana@example.es', phone: '', subject: '', message: 'Hello' };

  it('needs both names, the e-mail and the message; blanks count as missing', () => {
    expect(errorIds(contactSchema, valid)).toEqual({});
    expect(errorIds(contactSchema, { ...valid, firstName: '   ', lastName: '', email: '', message: ' ' })).toEqual({
      firstName: CONTACT_MESSAGES.nameRequired.id,
      lastName: CONTACT_MESSAGES.nameRequired.id,
      email: CONTACT_MESSAGES.emailRequired.id,
      message: CONTACT_MESSAGES.messageRequired.id,
    });
    expect(CONTACT_MESSAGES.nameRequired.message).toBe('First name and last name are required');
    expect(CONTACT_MESSAGES.emailRequired.message).toBe('Email is required');
    expect(CONTACT_MESSAGES.messageRequired.message).toBe('Message is required');
    expect(CONTACT_MESSAGES.emailInvalid.message).toBe('Please enter a valid email address');
  });

  it.each(['ana@example', 'ana@example.c', 'ana example@x.com', 'ana@@x.com', 'ana@x.c0m', '@x.com'])('refuses the address %s', (email) => {
    expect(errorIds(contactSchema, { ...valid, email })).toEqual({ email: CONTACT_MESSAGES.emailInvalid.id });
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.museum', ' ana@example.es '])('accepts the address %s', (email) => {
    expect(errorIds(contactSchema, { ...valid, email })).toEqual({});
  });

  it('accepts each field at its limit (50/50/255/20/200/2000) and refuses it one past', () => {
    const messages = {
      firstName: CONTACT_MESSAGES.firstNameTooLong,
      lastName: CONTACT_MESSAGES.lastNameTooLong,
      email: CONTACT_MESSAGES.emailTooLong,
      phone: CONTACT_MESSAGES.phoneTooLong,
      subject: CONTACT_MESSAGES.subjectTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    };
    expect(CONTACT_LIMITS).toEqual({ firstName: 50, lastName: 50, email: 255, phone: 20, subject: 200, message: 2000 });
    for (const [field, max] of Object.entries(CONTACT_LIMITS) as [keyof typeof messages, number][]) {
      const fill = field === 'email' ? emailOf : chars;
      expect(errorIds(contactSchema, { ...valid, [field]: fill(max) })).toEqual({});
      expect(errorIds(contactSchema, { ...valid, [field]: fill(max + 1) })).toEqual({ [field]: messages[field].id });
      // Spaces around the text do not count against the limit.
      expect(errorIds(contactSchema, { ...valid, [field]: ` ${fill(max)} ` })).toEqual({});
    }
  });

  it('stores the address lower-cased and the name joined', () => {
    expect(storedContact({ ...valid, email: 'Ana@Example.ES' })).toMatchObject({ email: 'ana@example.es', name: 'Ana García' });
  });
});

describe('the order page', () => {
  const driver = { driverBirthDate: '1984-09-30', driverLicenceDate: '2003-02-11' };
  const customer = { customerName: 'Ana García', customerEmail: 'ana@example.com', customerPhone: '', ...driver };
  const choice = {
    carId: 'abc123XYZ',
    startDate: '2027-06-10',
    endDate: '2027-06-12',
    pickupTime: '10:00',
    dropoffTime: '18:00',
    pickupLocation: 'Marbella Club Hotel',
    dropoffLocation: 'Marbella Club Hotel',
    ...customer,
    customerName: ' Ana García ',
    customerEmail: 'Ana@Example.com',
    lang: 'es',
  };

  it('needs a name and an e-mail after trimming and a well-formed e-mail; the phone is optional', () => {
    expect(errorIds(customerSchema, customer)).toEqual({});
    expect(errorIds(customerSchema, { customerName: '  ', customerEmail: ' ', ...driver })).toEqual({
      customerName: CUSTOMER_MESSAGES.nameRequired.id,
      customerEmail: CUSTOMER_MESSAGES.emailRequired.id,
    });
    expect(errorIds(customerSchema, { ...customer, customerEmail: 'ana@example' })).toEqual({ customerEmail: CUSTOMER_MESSAGES.emailInvalid.id });
  });

  it('holds name, e-mail and phone to 100, 255 and 20 characters', () => {
    expect(errorIds(customerSchema, { customerName: chars(100), customerEmail: emailOf(255), customerPhone: chars(20), ...driver })).toEqual({});
    expect(errorIds(customerSchema, { customerName: chars(101), customerEmail: emailOf(256), customerPhone: chars(21), ...driver })).toEqual({
      customerName: FORM_MESSAGES.tooLong.id,
      customerEmail: FORM_MESSAGES.tooLong.id,
      customerPhone: FORM_MESSAGES.tooLong.id,
    });
  });

  it("raises the product's toast for what is wrong: missing, then invalid e-mail, then too long", () => {
    const refusal = (input: object) => {
      const result = validateForm(customerSchema, input);
      return customerRefusal(result.ok ? {} : result.fields);
    };
    expect(refusal(customer)).toBeNull();
    expect(refusal({ ...customer, customerName: '' })).toBe('missing');
    expect(refusal({ ...customer, customerEmail: 'ana@example', customerName: '' })).toBe('missing');
    expect(refusal({ ...customer, customerEmail: 'ana@example' })).toBe('invalid-email');
    expect(refusal({ ...customer, customerPhone: chars(21) })).toBe('too-long');
  });

  it('keeps only the choices of a checkout request, trimmed, the e-mail lower-cased; any price is dropped', () => {
    const result = validateForm(checkoutRequestSchema, { ...choice, totalPrice: 1 });
    if (!result.ok) throw new Error('refused');
    expect(result.value).not.toHaveProperty('totalPrice');
    expect(checkoutParts(result.value)).toEqual({
      customer: { name: 'Ana García', email: 'ana@example.com', phone: '' },
      driver: { birthDate: '1984-09-30', licenceIssuedOn: '2003-02-11' },
      booking: { startDate: '2027-06-10', endDate: '2027-06-12', pickupTime: '10:00', dropoffTime: '18:00', pickupLocation: 'Marbella Club Hotel', dropoffLocation: 'Marbella Club Hotel' },
    });
  });

  it("needs the main driver's date of birth and licence date, each a real day", () => {
    expect(errorIds(customerSchema, { ...customer, driverBirthDate: ' ', driverLicenceDate: undefined })).toEqual({
      driverBirthDate: DRIVER_MESSAGES.birthDateRequired.id,
      driverLicenceDate: DRIVER_MESSAGES.licenceDateRequired.id,
    });
    expect(errorIds(customerSchema, { ...customer, driverBirthDate: '1984-02-30', driverLicenceDate: '11/02/2003' })).toEqual({
      driverBirthDate: DRIVER_MESSAGES.birthDateInvalid.id,
      driverLicenceDate: DRIVER_MESSAGES.licenceDateInvalid.id,
    });
  });

  it("judges the driver against the car's terms on the order page, as the server does, each date on its field", () => {
    const schema = customerSchema.concat(driverRequirementsSchema({ terms: { minDriverAge: 30, minLicenceYears: 5 }, startDate: '2027-06-10', today: '2026-11-27' }));
    expect(errorIds(schema, customer)).toEqual({});
    expect(validateForm(schema, { ...customer, driverBirthDate: '1998-01-01', driverLicenceDate: '2023-01-01' })).toMatchObject({
      fields: {
        driverBirthDate: { ...DRIVER_MESSAGES.tooYoung, values: { age: 30 } },
        driverLicenceDate: { ...DRIVER_MESSAGES.licenceTooRecent, values: { years: 5 } },
      },
    });
    // A missing date keeps its own message.
    expect(errorIds(schema, { ...customer, driverBirthDate: '' })).toEqual({ driverBirthDate: DRIVER_MESSAGES.birthDateRequired.id });
  });

  it('takes a business tax ID of letters and digits, grouped by spaces, hyphens or dots, and a billing address, both optional', () => {
    for (const customerTaxId of ['B12345678', 'DE123456789', 'es b-1234567.8', ' FR 12 345678901 ', '']) {
      expect(errorIds(customerSchema, { ...customer, customerTaxId, customerBillingAddress: 'Calle Mayor 1, 29601 Marbella' })).toEqual({});
    }
    for (const customerTaxId of ['DE12345678/9', 'B1234567_8', 'ÑB1234567', '---', '<script>']) {
      expect(errorIds(customerSchema, { ...customer, customerTaxId })).toEqual({ customerTaxId: CUSTOMER_MESSAGES.taxIdInvalid.id });
    }
  });

  it('holds the tax ID and the billing address to 20 and 200 characters', () => {
    expect(INVOICE_DETAILS_LIMITS).toEqual({ taxId: 20, billingAddress: 200 });
    expect(errorIds(customerSchema, { ...customer, customerTaxId: 'A'.repeat(20), customerBillingAddress: chars(200) })).toEqual({});
    expect(errorIds(checkoutRequestSchema, { ...choice, customerTaxId: 'A'.repeat(21), customerBillingAddress: ` ${chars(201)} ` })).toEqual({
      customerTaxId: FORM_MESSAGES.tooLong.id,
      customerBillingAddress: FORM_MESSAGES.tooLong.id,
    });
    expect(errorIds(checkoutRequestSchema, { ...choice, customerTaxId: 42 })).toEqual({ customerTaxId: FORM_MESSAGES.notText.id });
  });

  it('judges the order page\'s business details only while "Invoice for a business?" is ticked', () => {
    const typed = { ...customer, customerTaxId: 'DE12345678/9', customerBillingAddress: chars(201) };
    expect(errorIds(orderCustomerSchema, typed)).toEqual({});
    expect(errorIds(orderCustomerSchema, { ...typed, businessInvoice: false })).toEqual({});
    expect(errorIds(orderCustomerSchema, { ...typed, businessInvoice: true })).toEqual({
      customerTaxId: CUSTOMER_MESSAGES.taxIdInvalid.id,
      customerBillingAddress: FORM_MESSAGES.tooLong.id,
    });
    expect(errorIds(orderCustomerSchema, { ...customer, businessInvoice: true, customerTaxId: 'B12345678' })).toEqual({});
  });

  it("puts a business's tax ID (upper-case, without spaces) and billing address on the customer", () => {
    const result = validateForm(checkoutRequestSchema, { ...choice, customerTaxId: ' de 123 456 789 ', customerBillingAddress: '  Acme GmbH\nHauptstraße 1, Berlin ' });
    if (!result.ok) throw new Error('refused');
    expect(checkoutParts(result.value).customer).toEqual({
      name: 'Ana García',
      email: 'ana@example.com',
      phone: '',
      taxId: 'DE123456789',
      billingAddress: 'Acme GmbH\nHauptstraße 1, Berlin',
    });
  });

  it('keeps no tax ID nor billing address on the customer when they are empty or blank', () => {
    for (const extra of [{}, { customerTaxId: '', customerBillingAddress: '' }, { customerTaxId: '   ', customerBillingAddress: ' \n ' }]) {
      const result = validateForm(checkoutRequestSchema, { ...choice, ...extra });
      if (!result.ok) throw new Error('refused');
      const { customer: details } = checkoutParts(result.value);
      expect(details).not.toHaveProperty('taxId');
      expect(details).not.toHaveProperty('billingAddress');
    }
  });

  it.each([
    ['a numeric car id', { carId: 1 }, 'carId'],
    ['a car id with a slash', { carId: 'cars/x' }, 'carId'],
    ['a day that is not a day', { startDate: '2027-02-30' }, 'startDate'],
    ['an end before the start', { endDate: '2027-06-01' }, 'endDate'],
    ['a time not offered', { pickupTime: '10:30' }, 'pickupTime'],
    ['a short place', { pickupLocation: 'AGP' }, 'pickupLocation'],
    ['an unknown language', { lang: 'pt' }, 'lang'],
  ])('refuses %s on its field', (_, change, field) => {
    expect(errorIds(checkoutRequestSchema, { ...choice, ...change })).toEqual({ [field]: CUSTOMER_MESSAGES.bookingInvalid.id });
  });

  it('refuses a huge name on the name', () => {
    expect(errorIds(checkoutRequestSchema, { ...choice, customerName: chars(1000) })).toEqual({ customerName: FORM_MESSAGES.tooLong.id });
  });
});

describe('the auth forms (sign up, sign in, reset)', () => {
  it("sign up: every field required, each named, and the product's sentence for the form", () => {
    expect(errorIds(signUpSchema, { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', password: 'secret1' })).toEqual({});
    expect(errorIds(signUpSchema, { firstName: 'Ana', lastName: ' ', email: '', password: '' })).toEqual({
      [FORM_ERROR]: AUTH_MESSAGES.allRequired.id,
      lastName: AUTH_MESSAGES.lastNameRequired.id,
      email: FORM_MESSAGES.emailRequired.id,
      password: AUTH_MESSAGES.passwordRequired.id,
    });
    expect(AUTH_MESSAGES.allRequired.message).toBe('All fields are required');
  });

  it('sign up: names up to 50 characters, as the profile keeps them', () => {
    const valid = { firstName: chars(50), lastName: chars(50), email: 'ana@example.com', password: 'secret1' };
    expect(errorIds(signUpSchema, valid)).toEqual({});
    expect(errorIds(signUpSchema, { ...valid, firstName: chars(51) })).toEqual({ firstName: FORM_MESSAGES.tooLong.id });
    expect(PROFILE_LIMITS.firstName).toBe(50);
  });

  it("sign in: e-mail and password required, with the product's sentence; a password is never trimmed", () => {
    expect(errorIds(signInSchema, { email: '', password: '' })).toEqual({
      [FORM_ERROR]: AUTH_MESSAGES.emailAndPasswordRequired.id,
      email: FORM_MESSAGES.emailRequired.id,
      password: AUTH_MESSAGES.passwordRequired.id,
    });
    expect(AUTH_MESSAGES.emailAndPasswordRequired.message).toBe('Email and password are required');
    const result = validateForm(signInSchema, { email: ' ana@example.com ', password: ' pass word ' });
    expect(result.ok && result.value).toEqual({ email: 'ana@example.com', password: ' pass word ' });
  });

  it('forgot: the e-mail required and well-formed', () => {
    expect(errorIds(forgotPasswordSchema, { email: ' ' })).toEqual({ email: FORM_MESSAGES.emailRequired.id });
    expect(errorIds(forgotPasswordSchema, { email: 'ana@example' })).toEqual({ email: FORM_MESSAGES.emailInvalid.id });
    expect(errorIds(forgotPasswordSchema, { email: 'ana@example.com' })).toEqual({});
  });

  it('reset: the new password twice, the same both times', () => {
    expect(errorIds(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: AUTH_MESSAGES.newPasswordRequired.id,
      confirmPassword: AUTH_MESSAGES.newPasswordRequired.id,
    });
    expect(errorIds(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordsDiffer.id,
    });
    expect(errorIds(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});

describe('account details', () => {
  const valid = { firstName: 'Ana', lastName: 'García', phone: '+34 600 00 00 00', address: 'Calle Mayor 1' };

  it('accepts a complete profile, and one without phone and address', () => {
    expect(errorIds(profileSchema, valid)).toEqual({});
    expect(errorIds(profileSchema, { ...valid, phone: '', address: '  ' })).toEqual({});
  });

  it('requires first and last name after trimming', () => {
    expect(errorIds(profileSchema, { ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired.id,
      lastName: AUTH_MESSAGES.lastNameRequired.id,
    });
  });

  it('holds each field to the limit the rules enforce, and says the limit', () => {
    for (const field of ['firstName', 'lastName', 'address'] as const) {
      const max = PROFILE_LIMITS[field];
      expect(errorIds(profileSchema, { ...valid, [field]: chars(max) })).toEqual({});
      const result = validateForm(profileSchema, { ...valid, [field]: chars(max + 1) });
      expect(result.ok ? null : result.fields[field]).toEqual({ ...FORM_MESSAGES.atMost, values: { max } });
    }
    expect(errorIds(profileSchema, { ...valid, phone: '1'.repeat(21) })).toEqual({ phone: FORM_MESSAGES.atMost.id });
  });

  it('accepts phone numbers with the usual separators and refuses others', () => {
    expect(errorIds(profileSchema, { ...valid, phone: '(952) 000-000' })).toEqual({});
    expect(errorIds(profileSchema, { ...valid, phone: 'call me' })).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid.id });
    expect(errorIds(profileSchema, { ...valid, phone: '+34 12' })).toEqual({ phone: PROFILE_MESSAGES.phoneInvalid.id });
  });
});

describe('add admin', () => {
  it('needs an address, trimmed and lower-cased', () => {
    expect(errorIds(adminEmailSchema, { email: '  ' })).toEqual({ email: ADMIN_FORM_MESSAGES.emailRequired.id });
    expect(ADMIN_FORM_MESSAGES.emailRequired.message).toBe('Please enter an email address');
    expect(validateForm(adminEmailSchema, { email: ' Ana@Example.COM ' })).toEqual({ ok: true, value: { email: 'ana@example.com' } });
    expect(errorIds(adminEmailSchema, { email: 'ana' })).toEqual({ email: FORM_MESSAGES.emailInvalid.id });
    expect(errorIds(adminEmailSchema, { email: emailOf(256) })).toEqual({ email: FORM_MESSAGES.tooLong.id });
  });
});

describe('availability block', () => {
  const valid = { carId: 'car1', startDate: '2027-06-10', endDate: '2027-06-12', blockType: 'maintenance', notes: '  Brakes  ' };

  it('keeps the form fields, trims notes and drops anything else; type defaults to admin', () => {
    expect(validateForm(blockSchema, { ...valid, createdBy: 'someone' })).toEqual({
      ok: true,
      value: { carId: 'car1', startDate: '2027-06-10', endDate: '2027-06-12', blockType: 'maintenance', notes: 'Brakes' },
    });
    expect(validateForm(blockSchema, { carId: ' car1 ', startDate: '2027-06-10', endDate: '2027-06-10' })).toMatchObject({
      ok: true,
      value: { carId: 'car1', blockType: 'admin', notes: '' },
    });
  });

  it('requires the car and both dates, and a staff type', () => {
    expect(errorIds(blockSchema, {})).toEqual({
      carId: BLOCK_MESSAGES.required.id,
      startDate: BLOCK_MESSAGES.required.id,
      endDate: BLOCK_MESSAGES.required.id,
    });
    expect(BLOCK_MESSAGES.required.message).toBe('Please fill in all required fields');
    expect(errorIds(blockSchema, { ...valid, carId: 'cars/other' })).toEqual({ carId: BLOCK_MESSAGES.required.id });
    expect(errorIds(blockSchema, { ...valid, blockType: 'booking' })).toEqual({ blockType: BLOCK_MESSAGES.required.id });
    expect(errorIds(blockSchema, { ...valid, carId: 42, startDate: ['2027-06-10'] })).toEqual({
      carId: BLOCK_MESSAGES.required.id,
      startDate: BLOCK_MESSAGES.required.id,
    });
  });

  it('refuses a start after the end but allows a single day, and at most 366 days', () => {
    expect(errorIds(blockSchema, { ...valid, startDate: '2027-06-13' })).toEqual({ endDate: BLOCK_MESSAGES.endBeforeStart.id });
    expect(errorIds(blockSchema, { ...valid, endDate: '2027-06-10' })).toEqual({});
    expect(errorIds(blockSchema, { ...valid, startDate: '2028-01-01', endDate: '2028-12-31' })).toEqual({});
    const result = validateForm(blockSchema, { ...valid, startDate: '2027-01-01', endDate: '2028-01-02' });
    expect(result.ok || englishText(result.first)).toBe('A block can cover at most 366 days');
  });

  it('caps notes at 500 characters, like the rules', () => {
    expect(errorIds(blockSchema, { ...valid, notes: chars(500) })).toEqual({});
    const result = validateForm(blockSchema, { ...valid, notes: chars(501) });
    expect(result.ok || englishText(result.first)).toBe('Notes must be at most 500 characters');
  });
});

describe('hand-edited translations', () => {
  const draft = { description: 'Un coche', features: 'GPS\nAsientos calefactados' };
  const drafts = { es: draft, de: draft, fr: draft, it: draft };

  it('accepts every language within its limits', () => {
    expect(errorIds(translationEditsSchema, drafts)).toEqual({});
    expect(errorIds(translationEditsSchema, { ...drafts, es: { description: chars(TRANSLATION_LIMITS.description), features: '' } })).toEqual({});
  });

  it('names the language and the field past a limit', () => {
    expect(errorIds(translationEditsSchema, { ...drafts, fr: { ...draft, description: chars(TRANSLATION_LIMITS.description + 1) } })).toEqual({
      'fr.description': TRANSLATION_MESSAGES.descriptionTooLong.id,
    });
    const many = Array.from({ length: TRANSLATION_LIMITS.features + 1 }, (_, i) => `F${i}`).join('\n');
    expect(errorIds(translationEditsSchema, { ...drafts, de: { ...draft, features: many } })).toEqual({
      'de.features': TRANSLATION_MESSAGES.tooManyFeatures.id,
    });
    expect(errorIds(translationEditsSchema, { ...drafts, it: { ...draft, features: `ok\n${chars(TRANSLATION_LIMITS.feature + 1)}` } })).toEqual({
      'it.features': TRANSLATION_MESSAGES.featureTooLong.id,
    });
  });
});

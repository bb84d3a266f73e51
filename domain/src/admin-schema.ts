/**
 * Add admin: an e-mail address, trimmed and lower-cased, not empty.
 * The admin panel's form and the `grantAdmin`/`revokeAdmin` callables check
 * it with this schema; whether the person has signed up, or is already an
 * admin, is the server's next question.
 */
import { object } from 'yup';
import { EMAIL_PATTERN } from './contact';
import { FORM_MESSAGES, message, text, type FormMessage } from './forms';
import { PROFILE_LIMITS } from './profile';

export const ADMIN_FORM_MESSAGES = {
  emailRequired: /*i18n*/ { id: 'form.admin.email-required', message: 'Please enter an email address' },
} satisfies Record<string, FormMessage>;

export const adminEmailSchema = object({
  email: text()
    .required(message(ADMIN_FORM_MESSAGES.emailRequired))
    .max(PROFILE_LIMITS.email, message(FORM_MESSAGES.tooLong))
    .matches(EMAIL_PATTERN, { message: message(FORM_MESSAGES.emailInvalid) })
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)),
});

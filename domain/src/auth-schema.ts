/**
 * The sign-in page's four forms (sign up, sign in, reset password):
 * what each needs before Firebase Auth is asked. A missing field is named
 * under it; sign up and sign in also say the product's sentence for the whole
 * form. Firebase Auth stays the judge of the password's strength and of the
 * credentials themselves.
 */
import { object, ref } from 'yup';
import { EMAIL_PATTERN } from './contact';
import { FORM_MESSAGES, message, text, type FormMessage } from './forms';
import { PROFILE_LIMITS } from './profile';

export const AUTH_MESSAGES = {
  allRequired: /*i18n*/ { id: 'form.auth.all-required', message: 'All fields are required' },
  emailAndPasswordRequired: /*i18n*/ { id: 'form.auth.email-and-password-required', message: 'Email and password are required' },
  firstNameRequired: /*i18n*/ { id: 'form.first-name-required', message: 'First name is required' },
  lastNameRequired: /*i18n*/ { id: 'form.last-name-required', message: 'Last name is required' },
  passwordRequired: /*i18n*/ { id: 'form.auth.password-required', message: 'Password is required' },
  newPasswordRequired: /*i18n*/ { id: 'form.auth.new-password-required', message: 'Please enter your new password twice.' },
  passwordsDiffer: /*i18n*/ { id: 'form.auth.passwords-differ', message: 'The two passwords do not match.' },
  tooLong: FORM_MESSAGES.tooLong,
} satisfies Record<string, FormMessage>;

const M = AUTH_MESSAGES;
/** Firebase Auth refuses longer passwords; the field never needs more. */
export const PASSWORD_MAX_LENGTH = 4096;

const email = () =>
  text()
    .required(message(FORM_MESSAGES.emailRequired))
    .max(PROFILE_LIMITS.email, message(M.tooLong))
    .matches(EMAIL_PATTERN, { message: message(FORM_MESSAGES.emailInvalid) });
/** A password is taken as typed: spaces count, nothing is trimmed. */
const password = (required: FormMessage) =>
  text()
    .transform((_value: unknown, original: unknown) => (original === null ? '' : original))
    .required(message(required))
    .max(PASSWORD_MAX_LENGTH, message(M.tooLong));

/** The product's sentence for the whole form (under FORM_ERROR) when any of `fields` is empty. */
function allPresent(fields: readonly string[], summary: FormMessage) {
  return {
    name: 'all-present',
    message: message(summary),
    test: (value: Record<string, unknown> | undefined) =>
      fields.every((field) => typeof value?.[field] === 'string' && (value[field] as string).trim() !== ''),
  };
}

export const signInSchema = object({
  email: email(),
  password: password(M.passwordRequired),
}).test(allPresent(['email', 'password'], M.emailAndPasswordRequired));

export const signUpSchema = object({
  firstName: text().required(message(M.firstNameRequired)).max(PROFILE_LIMITS.firstName, message(M.tooLong)),
  lastName: text().required(message(M.lastNameRequired)).max(PROFILE_LIMITS.lastName, message(M.tooLong)),
  email: email(),
  password: password(M.passwordRequired),
}).test(allPresent(['firstName', 'lastName', 'email', 'password'], M.allRequired));

export const forgotPasswordSchema = object({ email: email() });

export const resetPasswordSchema = object({
  password: password(M.newPasswordRequired),
  confirmPassword: password(M.newPasswordRequired).oneOf([ref('password')], message(M.passwordsDiffer)),
});

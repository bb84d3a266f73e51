/**
 * The contact form's rules, shared by the form and
 * the `submitContact` callable: first and last name, e-mail and message
 * required after trimming, the e-mail well-formed, every field within its
 * limit (50/50/255/20/200/2000).
 */
import { object } from 'yup';
import { CONTACT_LIMITS, EMAIL_PATTERN, type ContactInput } from './contact';
import { FORM_MESSAGES, message, text, type FormMessage } from './forms';

export const CONTACT_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'form.contact.name-required', message: 'First name and last name are required' },
  emailRequired: FORM_MESSAGES.emailRequired,
  emailInvalid: FORM_MESSAGES.emailInvalid,
  messageRequired: /*i18n*/ { id: 'form.contact.message-required', message: 'Message is required' },
  firstNameTooLong: /*i18n*/ { id: 'form.contact.first-name-too-long', message: 'First name is too long' },
  lastNameTooLong: /*i18n*/ { id: 'form.contact.last-name-too-long', message: 'Last name is too long' },
  emailTooLong: /*i18n*/ { id: 'form.contact.email-too-long', message: 'Email is too long' },
  phoneTooLong: /*i18n*/ { id: 'form.contact.phone-too-long', message: 'Phone number is too long' },
  subjectTooLong: /*i18n*/ { id: 'form.contact.subject-too-long', message: 'Subject is too long' },
  messageTooLong: /*i18n*/ { id: 'form.contact.message-too-long', message: 'Message is too long' },
} satisfies Record<string, FormMessage>;

const M = CONTACT_MESSAGES;

export const contactSchema = object({
  firstName: text().required(message(M.nameRequired)).max(CONTACT_LIMITS.firstName, message(M.firstNameTooLong)),
  lastName: text().required(message(M.nameRequired)).max(CONTACT_LIMITS.lastName, message(M.lastNameTooLong)),
  email: text()
    .required(message(M.emailRequired))
    .max(CONTACT_LIMITS.email, message(M.emailTooLong))
    .matches(EMAIL_PATTERN, { message: message(M.emailInvalid) }),
  phone: text().max(CONTACT_LIMITS.phone, message(M.phoneTooLong)),
  subject: text().max(CONTACT_LIMITS.subject, message(M.subjectTooLong)),
  message: text().required(message(M.messageRequired)).max(CONTACT_LIMITS.message, message(M.messageTooLong)),
});

/** The message as stored: trimmed, the address lower-cased, and the name as stored (first and last joined). */
export function storedContact(input: ContactInput): ContactInput & { name: string } {
  return { ...input, email: input.email.toLowerCase(), name: `${input.firstName} ${input.lastName}` };
}

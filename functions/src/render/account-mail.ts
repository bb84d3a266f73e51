/**
 * The account's own mails, in the language the customer asked in: the link to
 * choose a new password and the link to confirm the address. Each says how
 * long its link works (Firebase's validity, ACCOUNT_LINK_VALIDITY) and what
 * to do with a mail nobody asked for.
 */
import { ACCOUNT_LINK_VALIDITY, type AccountMailKind, type Lang, type MailMessage, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { customerLetter, oneLine } from './order-letter';

const M = {
  greeting: /*i18n*/ { id: 'mail.account.greeting', message: 'Hello {name},' },
  greetingUnnamed: /*i18n*/ { id: 'mail.account.greeting-unnamed', message: 'Hello,' },
  resetSubject: /*i18n*/ { id: 'mail.password-reset.subject', message: 'Choose a new password for your Costa Prestige account' },
  resetBody: /*i18n*/ {
    id: 'mail.password-reset.body',
    message: 'We received a request to reset the password of the Costa Prestige account of {email}. Use the button below to choose a new one.',
  },
  resetAction: /*i18n*/ { id: 'mail.password-reset.action', message: 'Choose a new password' },
  resetValidity: /*i18n*/ {
    id: 'mail.password-reset.validity',
    message: 'The link is valid for {hours, plural, one {# hour} other {# hours}} and works only once.',
  },
  resetIgnore: /*i18n*/ {
    id: 'mail.password-reset.ignore',
    message: 'If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
  },
  verifySubject: /*i18n*/ { id: 'mail.verify-email.subject', message: 'Confirm your e-mail address for Costa Prestige' },
  verifyBody: /*i18n*/ {
    id: 'mail.verify-email.body',
    message: 'Thank you for creating your Costa Prestige account. Please confirm that {email} is your e-mail address.',
  },
  verifyAction: /*i18n*/ { id: 'mail.verify-email.action', message: 'Confirm my e-mail address' },
  verifyValidity: /*i18n*/ { id: 'mail.verify-email.validity', message: 'The link is valid for {days, plural, one {# day} other {# days}}.' },
  verifyIgnore: /*i18n*/ {
    id: 'mail.verify-email.ignore',
    message: 'If you did not create an account with us, you can ignore this e-mail.',
  },
};

export interface AccountMailInput {
  kind: AccountMailKind;
  /** The account's address, where the mail goes. */
  to: string;
  /** The account's name, for the greeting; none: a greeting without one. */
  name: string | null;
  /** The auth page's link with the action code (`accountLinkUrl`). */
  url: string;
  lang: Lang;
}

export function accountMail({ kind, to, name, url, lang }: AccountMailInput, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(lang);
  const shownName = name ? oneLine(name) : '';
  const greeting = shownName ? t(M.greeting, { name: shownName }) : t(M.greetingUnnamed);
  if (kind === 'passwordReset') {
    return customerLetter({ to, lang }, settings, now, {
      kind: 'password-reset',
      subject: t(M.resetSubject),
      paragraphs: [greeting, t(M.resetBody, { email: to })],
      action: { label: t(M.resetAction), url },
      after: [t(M.resetValidity, { hours: ACCOUNT_LINK_VALIDITY.passwordResetHours }), t(M.resetIgnore)],
    });
  }
  return customerLetter({ to, lang }, settings, now, {
    kind: 'verify-email',
    subject: t(M.verifySubject),
    paragraphs: [greeting, t(M.verifyBody, { email: to })],
    action: { label: t(M.verifyAction), url },
    after: [t(M.verifyValidity, { days: ACCOUNT_LINK_VALIDITY.verifyEmailDays }), t(M.verifyIgnore)],
  });
}

/**
 * The staff's answer to a contact message or booking request, in
 * the customer's language: a greeting, the answer as staff typed it, the
 * boutique's signature, and the customer's own message quoted below. Every
 * typed text is escaped in the HTML.
 */
import { escapeHtml, SITE_NAME, type InboxItem, type MailMessage, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { queuedMail } from './queued-mail';

export const SIGNATURE = /*i18n*/ { id: 'mail.reply.signature', message: 'Kind regards,\nThe Costa Prestige team' };

const M = {
  subject: /*i18n*/ { id: 'mail.reply.subject', message: 'Re: {subject}' },
  subjectBooking: /*i18n*/ { id: 'mail.reply.subjectBooking', message: 'Your request for the {car}' },
  subjectMessage: /*i18n*/ { id: 'mail.reply.subjectMessage', message: 'Your message to Costa Prestige' },
  greeting: /*i18n*/ { id: 'mail.reply.greeting', message: 'Hello {name},' },
  signature: SIGNATURE,
  youWrote: /*i18n*/ { id: 'mail.reply.youWrote', message: 'You wrote:' },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function replyMail(item: InboxItem, answer: string, settings: SiteSettings | null, now: number): MailMessage {
  const t = translatorFor(item.lang);
  const subject = item.subject
    ? t(M.subject, { subject: oneLine(item.subject) })
    : item.car
      ? t(M.subjectBooking, { car: oneLine(item.car) })
      : t(M.subjectMessage);
  const greeting = t(M.greeting, { name: oneLine(item.name) });
  const signature = t(M.signature);
  const contact = settings ? [settings.phone, settings.email].filter(Boolean).join(' · ') : '';
  const text = [greeting, '', answer, '', signature, contact, '', '—', t(M.youWrote), item.message.replace(/^/gm, '> ')].join('\n');
  const paragraph = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${paragraph(answer)}</p>`,
    `<p>${paragraph(signature)}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
    `<hr><p>${escapeHtml(t(M.youWrote))}</p>`,
    `<blockquote>${paragraph(item.message)}</blockquote>`,
  ].join('\n');
  return queuedMail(
    {
      kind: 'reply',
      to: item.email,
      replyTo: settings?.email || null,
      subject: oneLine(subject) || SITE_NAME,
      text,
      html,
      lang: item.lang,
    },
    now,
  );
}

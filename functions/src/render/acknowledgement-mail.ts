/**
 * The sender's acknowledgement of a booking request or a message, in their
 * language: it arrived, and by when the boutique will answer (`answerBy`, by
 * the opening hours), with the phone for anything urgent and their message
 * quoted. Every typed text is escaped in the HTML.
 */
import { answerBy, escapeHtml, SITE_NAME, type Lang, type MailMessage, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { formatDay } from './confirmation-mail';
import { queuedMail } from './queued-mail';
import { SIGNATURE } from './reply-mail';

const M = {
  subjectBooking: /*i18n*/ { id: 'mail.acknowledgement.subjectBooking', message: 'We have received your request for the {car}' },
  subjectMessage: /*i18n*/ { id: 'mail.acknowledgement.subjectMessage', message: 'We have received your message' },
  greeting: /*i18n*/ { id: 'mail.acknowledgement.greeting', message: 'Hello {name},' },
  thanksBooking: /*i18n*/ {
    id: 'mail.acknowledgement.thanksBooking',
    message: 'Thank you for your request for the {car}. We will check the dates and answer you by {day} at {time}.',
  },
  thanksMessage: /*i18n*/ { id: 'mail.acknowledgement.thanksMessage', message: 'Thank you for your message. We will answer you by {day} at {time}.' },
  urgent: /*i18n*/ { id: 'mail.acknowledgement.urgent', message: 'If it is urgent, call us on {phone}.' },
  youWrote: /*i18n*/ { id: 'mail.acknowledgement.youWrote', message: 'Your message:' },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface Acknowledged {
  name: string;
  email: string;
  message: string;
  lang: Lang;
  /** The car of a booking request; null for a message. */
  car: string | null;
}

export function acknowledgementMail(sender: Acknowledged, settings: SiteSettings, now: number): MailMessage {
  const t = translatorFor(sender.lang);
  const by = answerBy(settings.openingHours, now);
  const when = { day: formatDay(by.date, sender.lang), time: by.time };
  const car = sender.car ? oneLine(sender.car) : null;
  const paragraphs = [
    t(M.greeting, { name: oneLine(sender.name) }),
    car ? t(M.thanksBooking, { car, ...when }) : t(M.thanksMessage, when),
    ...(settings.phone ? [t(M.urgent, { phone: settings.phone })] : []),
  ];
  const signature = t(SIGNATURE);
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), signature, '', '—', t(M.youWrote), sender.message.replace(/^/gm, '> ')].join('\n');
  const multiline = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${multiline(signature)}</p>`,
    `<hr><p>${escapeHtml(t(M.youWrote))}</p>`,
    `<blockquote>${multiline(sender.message)}</blockquote>`,
  ].join('\n');
  return queuedMail(
    {
      kind: 'acknowledgement',
      to: sender.email,
      replyTo: settings.email || null,
      subject: oneLine(car ? t(M.subjectBooking, { car }) : t(M.subjectMessage)) || SITE_NAME,
      text,
      html,
      lang: sender.lang,
    },
    now,
  );
}

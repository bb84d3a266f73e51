/**
 * The staff e-mail of a contact or booking request: plain text and HTML, in
 * English (the staff's language) and naming the visitor's language. Every
 * text the visitor typed is escaped in the HTML.
 */
import {
  describeBookingRequest,
  escapeHtml,
  localizedPath,
  SITE_NAME,
  type BookingRequestDetails,
  type Lang,
  type MailMessage,
} from '@costa/domain';
import { queuedMail } from './queued-mail';

export interface RequestForMail {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  lang: Lang;
  booking: BookingRequestDetails | null;
}

/** Subjects are one line: a typed subject cannot add headers. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `origin`: the site's, for the link to the back office's inbox; null when not configured (no link). */
export function requestMail(request: RequestForMail, to: string, now: number, origin: string | null): MailMessage {
  const { name, email, phone, subject, message, lang, booking } = request;
  const inbox = origin ? `${origin.replace(/\/+$/, '')}${localizedPath('en', 'adminInbox')}` : null;
  const title = booking
    ? `Booking request: ${oneLine(booking.car)} (${oneLine(name)})`
    : `Contact: ${oneLine(subject) || 'New message'} (${oneLine(name)})`;
  const facts: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Phone', phone || '-'],
    ['Language', lang],
  ];
  if (subject) facts.push(['Subject', subject]);
  const sections: [string, string][] = [];
  if (booking) sections.push(['Requested', describeBookingRequest(booking)]);
  sections.push(['Message', message]);

  const text = [
    `New ${booking ? 'booking request' : 'message'} from the ${SITE_NAME} web site.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...sections.flatMap(([label, value]) => ['', `${label}:`, value]),
    '',
    ...(inbox ? ['Reply to this e-mail to answer the visitor, or answer in the back office:', inbox] : ['Reply to this e-mail to answer the visitor.']),
  ].join('\n');

  const paragraph = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');
  const html = [
    `<p>New ${booking ? 'booking request' : 'message'} from the ${escapeHtml(SITE_NAME)} web site.</p>`,
    '<table cellpadding="4">',
    ...facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...sections.map(([label, value]) => `<h3>${label}</h3><p>${paragraph(value)}</p>`),
    inbox
      ? `<p>Reply to this e-mail to answer the visitor, or <a href="${escapeHtml(inbox)}">answer in the back office</a>.</p>`
      : '<p>Reply to this e-mail to answer the visitor.</p>',
  ].join('\n');

  return queuedMail(
    {
      kind: booking ? 'booking-request' : 'contact',
      to,
      replyTo: email,
      subject: title,
      text,
      html,
      lang,
    },
    now,
  );
}

/**
 * A letter to a customer about their order, in the order's language (or
 * about their account, in the language they asked in): its paragraphs, then
 * the boutique's signature and contact, as text and as HTML (every value
 * escaped), replying to the boutique's address.
 */
import { escapeHtml, SITE_NAME, type Lang, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { queuedMail } from './queued-mail';
import { SIGNATURE } from './reply-mail';

/** Text as one line: names and subjects never break a header or a greeting. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface LetterContent {
  kind: MailMessage['kind'];
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the action (how long its link works, what to do with a mail nobody asked for). */
  after?: string[];
}

export function orderLetter(order: Order, settings: SiteSettings | null, now: number, content: LetterContent): MailMessage {
  return customerLetter({ to: order.customer.email, lang: order.lang }, settings, now, content);
}

/** The same letter to a customer without an order (their account's mails). */
export function customerLetter(
  { to, lang }: { to: string; lang: Lang },
  settings: SiteSettings | null,
  now: number,
  { kind, subject, paragraphs, action, after = [] }: LetterContent,
): MailMessage {
  const signature = translatorFor(lang)(SIGNATURE);
  const contact = settings ? [settings.phone, settings.email].filter(Boolean).join(' · ') : '';
  const link = action ? [`${action.label}: ${action.url}`, ''] : [];
  const lines = (list: string[]) => list.flatMap((paragraph) => [paragraph, '']);
  const text = [...lines(paragraphs), ...link, ...lines(after), signature, contact].join('\n').trim();
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#8a6d3b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
  ].join('\n');
  return queuedMail(
    {
      kind,
      to,
      replyTo: settings?.email || null,
      subject: oneLine(subject) || SITE_NAME,
      text,
      html,
      lang,
    },
    now,
  );
}

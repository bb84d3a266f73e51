/**
 * A letter to a customer about their order, in the order's language: its
 * paragraphs, then the boutique's signature and contact, as text and as HTML
 * (every value escaped), replying to the boutique's address.
 */
import { escapeHtml, SITE_NAME, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { translatorFor } from '../i18n';
import { queuedMail } from './queued-mail';
import { SIGNATURE } from './reply-mail';

/** Text as one line: names and subjects never break a header or a greeting. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function orderLetter(
  order: Order,
  settings: SiteSettings | null,
  now: number,
  { kind, subject, paragraphs, action }: { kind: MailMessage['kind']; subject: string; paragraphs: string[]; action?: { label: string; url: string } },
): MailMessage {
  const signature = translatorFor(order.lang)(SIGNATURE);
  const contact = settings ? [settings.phone, settings.email].filter(Boolean).join(' · ') : '';
  const link = action ? [`${action.label}: ${action.url}`, ''] : [];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), ...link, signature, contact].join('\n').trim();
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#8a6d3b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
  ].join('\n');
  return queuedMail(
    {
      kind,
      to: order.customer.email,
      replyTo: settings?.email || null,
      subject: oneLine(subject) || SITE_NAME,
      text,
      html,
      lang: order.lang,
    },
    now,
  );
}

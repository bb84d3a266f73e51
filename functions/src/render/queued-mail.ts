/** An outbox message as every e-mail starts its life: queued, not yet delivered. */
import type { MailMessage } from '@costa/domain';

export type MailContent = Pick<MailMessage, 'kind' | 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'lang'> & Partial<Pick<MailMessage, 'attachments'>>;

export function queuedMail(content: MailContent, now: number): MailMessage {
  return { attachments: [], ...content, status: 'queued', createdAt: now, deliveredAt: null, error: null };
}

/**
 * SendGrid delivery. Attachments travel base64-encoded; rate limits, server
 * errors and network failures are transient (retried), any other refusal
 * (bad address, unverified sender, invalid key) is final.
 */
import { MailService, type MailDataRequired } from '@sendgrid/mail';
import { MailNotDelivered, TransientMailError, type MailProvider, type OutgoingMail } from './provider';

/** The part of SendGrid's client the provider uses; a fake in tests. */
export interface SendGridClient {
  send(data: MailDataRequired): Promise<[{ statusCode: number; headers: Record<string, unknown> }, unknown]>;
}

export function sendGridRequest(message: OutgoingMail, from: string): MailDataRequired {
  return {
    to: message.to,
    from,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      type: attachment.contentType,
      disposition: 'attachment',
      content: attachment.content.toString('base64'),
    })),
  };
}

function statusOf(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

function detailOf(error: unknown): string {
  const body = (error as { response?: { body?: unknown } } | null)?.response?.body;
  const errors = (body as { errors?: { message?: string }[] } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0]?.message : undefined;
  return first ?? (error instanceof Error ? error.message : String(error));
}

export function sendGridProviderWith(client: SendGridClient, from: string): MailProvider {
  return {
    async send(message) {
      try {
        const [response] = await client.send(sendGridRequest(message, from));
        const id = response.headers['x-message-id'];
        return { id: typeof id === 'string' ? id : null };
      } catch (error) {
        const status = statusOf(error);
        const detail = `SendGrid${status ? ` ${status}` : ''}: ${detailOf(error)}`;
        if (status === null || status === 429 || status >= 500) throw new TransientMailError(detail);
        throw new MailNotDelivered(detail, 'failed');
      }
    },
  };
}

export function sendGridProvider(apiKey: string, from: string): MailProvider {
  const client = new MailService();
  client.setApiKey(apiKey);
  // A hung request would hold the event until the function's own timeout.
  client.setTimeout(20_000);
  return sendGridProviderWith(client, from);
}

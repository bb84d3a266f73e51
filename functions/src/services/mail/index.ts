/**
 * Which mail provider delivers the outbox: SendGrid when the SENDGRID_API_KEY
 * secret has a value; on the emulators without one, the local outbox (the
 * message stays as a document marked not sent); in production without one,
 * none: an error log line and the message marked failed. The choice is made
 * at the first message, when the secret can be read, and kept for the instance.
 */
import { defineSecret } from 'firebase-functions/params';
import { bindSecrets, EMULATED, secretValue } from '../../config';
import { mailNotConfigured, mailProviderChosen } from '../../logs';
import { localOutboxProvider, unconfiguredMailProvider, type MailProvider } from './provider';

export * from './provider';

export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

export const DEFAULT_MAIL_FROM = 'bookings@costaprestige.com';

/**
 * The sender of every e-mail (SendGrid only accepts a verified sender):
 * MAIL_FROM from `functions/.env.<projectId>`, else the bookings address. Read
 * from the environment rather than declared with defineString: a declared
 * param missing from the emulator project's .env makes the emulator wait for
 * a typed answer on every reload, which never comes.
 */
export function mailFrom(env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}

/** The secrets the mail delivery binds (none on the emulator: see bindSecrets). */
export const MAIL_SECRETS = bindSecrets(SENDGRID_API_KEY);

export type MailProviderKind = 'sendgrid' | 'local' | 'unconfigured';

export function mailProviderKind(apiKey: string, isEmulator: boolean): MailProviderKind {
  if (apiKey.trim()) return 'sendgrid';
  return isEmulator ? 'local' : 'unconfigured';
}

const unconfigured: MailProvider = {
  send(message) {
    mailNotConfigured();
    return unconfiguredMailProvider.send(message);
  },
};

/** A provider built at its first message; a failed build is retried at the next. */
export function lazyMailProvider(load: () => Promise<MailProvider>): MailProvider {
  let loading: Promise<MailProvider> | null = null;
  return {
    async send(message) {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return (await loading).send(message);
    },
  };
}

async function loadProvider(): Promise<MailProvider> {
  const key = secretValue(SENDGRID_API_KEY);
  const kind = mailProviderKind(key, EMULATED);
  if (kind === 'sendgrid') {
    // Loaded here, not at the top, so other functions' cold starts skip the SendGrid client.
    const { sendGridProvider } = await import('./sendgrid');
    mailProviderChosen('SendGrid', 'SENDGRID_API_KEY is set');
    return sendGridProvider(key, mailFrom());
  }
  if (kind === 'local') {
    mailProviderChosen('local outbox', 'emulator without SENDGRID_API_KEY');
    return localOutboxProvider;
  }
  mailProviderChosen('none', 'SENDGRID_API_KEY has no value');
  return unconfigured;
}

export const mailProvider: MailProvider = lazyMailProvider(loadProvider);

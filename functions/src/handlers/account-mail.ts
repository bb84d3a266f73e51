/**
 * The `sendAccountMail` callable: the account's mails through the site's own
 * outbox, in the customer's language, linking to the site's auth page instead
 * of Firebase's default pages.
 * - `passwordReset`: anyone, with an address. The answer is the same whether
 *   or not an account has it; only an account's own address gets the link.
 * - `verifyEmail`: the signed-in caller, to their own address only (any other
 *   address given is ignored); refused once it is confirmed.
 * Both are limited per client address and per recipient address, counted
 * whether or not the account exists, so the limit tells nothing either.
 */
import {
  accountLinkUrl,
  DEFAULT_LANG,
  forgotPasswordSchema,
  isAccountMailKind,
  isLang,
  type AccountMailKind,
  type Lang,
  type SendAccountMailResponse,
} from '@costa/domain';
import { accountMailFailed, accountMailQueued } from '../logs';
import { accountMail } from '../render/account-mail';
import type { Account, AccountDirectory, MailQueue } from '../services/account-mails';
import type { ClientLimiter } from '../services/client-limits';
import type { SiteSettingsSource } from '../services/site-settings';
import { clientAddress, type HeaderValue } from './http';
import { refusal } from './refusal';
import { validated } from './validation';

export interface AccountMailRequest {
  data: unknown;
  auth?: { uid: string } | null;
  rawRequest?: { headers: Record<string, HeaderValue>; ip?: string };
}

export interface AccountMailDeps {
  accounts: AccountDirectory;
  mails: MailQueue;
  siteSettings: SiteSettingsSource;
  siteOrigin: () => string | null;
  /** Counts requests per client address (ACCOUNT_MAIL_CLIENT_LIMITS). */
  clients: ClientLimiter;
  /** Counts mails per recipient address (ACCOUNT_MAIL_ADDRESS_LIMITS). */
  recipients: ClientLimiter;
  now?: () => number;
}

const SENT: SendAccountMailResponse = { ok: true };

export function createSendAccountMailHandler({ accounts, mails, siteSettings, siteOrigin, clients, recipients, now = Date.now }: AccountMailDeps) {
  async function limit(request: AccountMailRequest, recipient: string, at: number): Promise<void> {
    const client = clientAddress(request.rawRequest?.headers ?? {}, request.rawRequest?.ip);
    if (client && !(await clients.allow(client, at))) {
      throw refusal('too-many-attempts', 'Too many account e-mails were asked for from your connection. Please try again in a few minutes.');
    }
    if (!(await recipients.allow(recipient, at))) {
      throw refusal('too-many-attempts', 'Too many account e-mails were asked for this address. Please try again later.');
    }
  }

  function origin(): string {
    const configured = siteOrigin();
    if (!configured) throw refusal('server-error', 'The site origin is not configured: no link can be sent.');
    return configured;
  }

  async function send(kind: AccountMailKind, account: Account, lang: Lang, at: number): Promise<void> {
    const { mode, oobCode } = await accounts.actionCode(kind, account.email);
    const url = accountLinkUrl(origin(), lang, mode, oobCode);
    await mails.queue(accountMail({ kind, to: account.email, name: account.name, url, lang }, await siteSettings(), at));
    accountMailQueued(kind, account.uid);
  }

  return async (request: AccountMailRequest): Promise<SendAccountMailResponse> => {
    const data = (typeof request.data === 'object' && request.data !== null ? request.data : {}) as Record<string, unknown>;
    if (!isAccountMailKind(data.kind)) throw refusal('invalid-input', 'Say which account e-mail to send: passwordReset or verifyEmail.');
    const lang = isLang(data.lang) ? data.lang : DEFAULT_LANG;
    const at = now();

    if (data.kind === 'passwordReset') {
      const email = validated(forgotPasswordSchema, data).email.toLowerCase();
      await limit(request, email, at);
      origin();
      const account = await accounts.findByEmail(email);
      // The same answer either way: the form never tells whether an account exists.
      if (!account) return SENT;
      try {
        await send('passwordReset', account, lang, at);
      } catch (error) {
        // Nor does a failure for an account that exists: it is logged for the staff instead.
        accountMailFailed('passwordReset', account.uid, error);
      }
      return SENT;
    }

    const uid = request.auth?.uid;
    if (!uid) throw refusal('unauthenticated', 'Sign in to confirm your e-mail address.');
    const account = await accounts.findByUid(uid);
    if (!account) throw refusal('unauthenticated', 'Sign in to confirm your e-mail address.');
    if (account.emailVerified) throw refusal('already-verified', 'Your e-mail address is already confirmed.');
    await limit(request, account.email.toLowerCase(), at);
    origin();
    try {
      await send('verifyEmail', account, lang, at);
    } catch (error) {
      accountMailFailed('verifyEmail', account.uid, error);
      throw refusal('server-error', 'The confirmation e-mail could not be sent. Please try again in a moment.');
    }
    return SENT;
  };
}

/**
 * The account's own e-mails, written by the site instead of Firebase Auth's
 * templates: the password-reset link (asked for by anyone with an address;
 * the answer never tells whether an account has it) and the confirmation of
 * a signed-in customer's address. Both link to the auth page in the
 * customer's language with Firebase's `mode` and `oobCode`, which the page
 * already handles. What the `sendAccountMail` callable takes, and how often.
 */
import { localizedPath } from './routes';
import type { Lang } from './languages';

export const ACCOUNT_MAIL_KINDS = ['passwordReset', 'verifyEmail'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export function isAccountMailKind(value: unknown): value is AccountMailKind {
  return typeof value === 'string' && (ACCOUNT_MAIL_KINDS as readonly string[]).includes(value);
}

/**
 * `sendAccountMail`: a reset link to `email` (validated as the forgot-password
 * form does, `forgotPasswordSchema`), or the confirmation link to the signed-in
 * caller's own address (any `email` is ignored). `lang` is the mail's language.
 */
export type SendAccountMailRequest = { kind: 'passwordReset'; email: string; lang: Lang } | { kind: 'verifyEmail'; lang: Lang };
/** The same answer whether or not an account has the address. */
export interface SendAccountMailResponse {
  ok: true;
}

/** Account mails asked for from one client address: 5 in any 10 minutes (as manage links). */
export const ACCOUNT_MAIL_CLIENT_LIMITS = [{ windowMs: 10 * 60_000, max: 5 }] as const;
/** Account mails to one address, whoever asks: 3 in any 10 minutes, 10 a day. */
export const ACCOUNT_MAIL_ADDRESS_LIMITS = [
  { windowMs: 10 * 60_000, max: 3 },
  { windowMs: 24 * 60 * 60_000, max: 10 },
] as const;

/**
 * How long Firebase Auth keeps each link's code valid, as the mails say it:
 * Firebase's defaults (not configurable per project), a reset code for an
 * hour, an address confirmation for three days.
 */
export const ACCOUNT_LINK_VALIDITY = { passwordResetHours: 1, verifyEmailDays: 3 } as const;

/** The `mode` Firebase gives each kind's action link, as the auth page reads it. */
export const ACCOUNT_LINK_MODES: Record<AccountMailKind, 'resetPassword' | 'verifyEmail'> = {
  passwordReset: 'resetPassword',
  verifyEmail: 'verifyEmail',
};

/** The auth page in `lang` opening the link's mode, e.g. `https://x.example/es/auth?mode=resetPassword&oobCode=…`. */
export function accountLinkUrl(origin: string, lang: Lang, mode: string, oobCode: string): string {
  return `${origin}${localizedPath(lang, 'auth')}?mode=${encodeURIComponent(mode)}&oobCode=${encodeURIComponent(oobCode)}`;
}

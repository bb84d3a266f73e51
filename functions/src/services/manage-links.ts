/**
 * The customer's manage-booking links: a random token in the link, only its
 * SHA-256 on the order (`manageTokenHash`). A new link replaces the earlier
 * one. The token travels in the URL's fragment, so it never reaches a server
 * log or another site's Referer.
 */
import { localizedPath, type Lang } from '@costa/domain';
import { randomBytes } from 'node:crypto';
import { tokenHash } from './orders';

export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function manageUrl(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizedPath(lang, 'manageBooking')}#t=${token}`;
}

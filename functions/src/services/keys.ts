/**
 * Document ids made from personal or secret values: their SHA-256, so an
 * address, a client's IP or a cancel token never appears in an id or a log.
 */
import { createHash } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** An e-mail address as a key: trimmed and lower-cased first, so one person is one key. */
export function emailKey(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

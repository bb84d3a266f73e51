import type { User } from 'firebase/auth';

/** Two letters for the account button: from the display name, else the e-mail's local part. */
export function initialsOf(user: Pick<User, 'displayName' | 'email'> | null): string {
  const name = user?.displayName?.trim();
  if (name) {
    const parts = name.split(/\s+/);
    const first = parts[0]?.[0] ?? '';
    const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
    return (first + last).toUpperCase();
  }
  const local = user?.email?.split('@')[0] ?? '';
  return local.slice(0, 2).toUpperCase() || '·';
}

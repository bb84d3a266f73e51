/**
 * What the admin-area browser tests share: Admin SDK access to the emulators
 * (to prepare a profile or a car, and to clean up what a test made, as the
 * server would) and the toasts the admin pages raise.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export async function withAdminSdk<T>(run: (sdk: { db: Firestore; auth: Auth }) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-costa' }, `admin-e2e-${randomBytes(4).toString('hex')}`);
  try {
    return await run({ db: getFirestore(app), auth: getAuth(app) });
  } finally {
    await deleteApp(app);
  }
}

/** A toast with this text (title or description); errors are alerts, successes status messages. */
export function toast(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** Waits for the admin shell to let the signed-in admin through to the page's content. */
export async function expectAdminContent(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs the demo admin in once, through the auth page, and keeps the browser's
 * state (Firebase Auth keeps its session in IndexedDB) for the back office
 * specs, which start signed in with `test.use({ storageState: ADMIN_STATE })`
 * instead of signing in again in every test. Signing in itself is tested in
 * auth.spec.ts and admin.spec.ts.
 */
import { test } from './support/test';
import { ADMIN_STATE, DEMO_ADMIN, signIn } from './support/auth';

test('the demo admin signs in once for the back office specs', async ({ page }) => {
  await signIn(page, { lang: 'en', ...DEMO_ADMIN });
  await page.context().storageState({ path: ADMIN_STATE, indexedDB: true });
});

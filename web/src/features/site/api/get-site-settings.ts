/**
 * The boutique's contact facts come from one document, `settings/site`. The
 * server embeds it in every page it renders (`<script id="site-settings">`), so
 * pages paint without Firebase; only the Vite dev server, which renders no
 * HTML, falls back to reading Firestore.
 */
import type { SiteSettings } from '@costa/domain';
import { getFirestoreClient } from '../../../lib/firebase';

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

export function embeddedSiteSettings(): SiteSettings | null {
  const el = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SiteSettings;
  } catch {
    return null;
  }
}

export async function fetchSiteSettings(): Promise<SiteSettings | null> {
  const [db, { doc, getDoc }] = await Promise.all([getFirestoreClient(), import('firebase/firestore')]);
  const snapshot = await getDoc(doc(db, 'settings', 'site'));
  return snapshot.exists() ? (snapshot.data() as SiteSettings) : null;
}

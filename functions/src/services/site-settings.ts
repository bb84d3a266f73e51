/**
 * The `settings/site` document (address, phone, WhatsApp, e-mail, opening
 * hours), which every rendered page embeds. Each instance reads it at most
 * once per TTL. A failed read keeps the last good value and is retried sooner;
 * so is a missing document (a project not seeded yet), so that settings
 * created afterwards appear within half a minute rather than five.
 */
import type { SiteSettings } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { siteSettingsLoadFailed, siteSettingsMissing } from '../logs';

export const SITE_SETTINGS_TTL_MS = 5 * 60 * 1000;
export const SITE_SETTINGS_RETRY_MS = 30 * 1000;

export type SiteSettingsSource = () => Promise<SiteSettings | null>;

export function firestoreSiteSettings(db: () => Firestore): SiteSettingsSource {
  return async () => {
    const doc = await db().collection('settings').doc('site').get();
    if (!doc.exists) {
      siteSettingsMissing();
      return null;
    }
    return doc.data() as SiteSettings;
  };
}

export interface CacheOptions {
  ttlMs?: number;
  retryMs?: number;
  now?: () => number;
}

/** Wraps a source so concurrent and repeated calls within the TTL share one read. */
export function cachedSiteSettings(load: SiteSettingsSource, options: CacheOptions = {}): SiteSettingsSource {
  const { ttlMs = SITE_SETTINGS_TTL_MS, retryMs = SITE_SETTINGS_RETRY_MS, now = Date.now } = options;
  let value: SiteSettings | null = null;
  let freshUntil = -Infinity;
  let pending: Promise<SiteSettings | null> | null = null;
  return () => {
    if (now() < freshUntil) return Promise.resolve(value);
    pending ??= load()
      .then(
        (loaded) => {
          value = loaded;
          freshUntil = now() + (loaded ? ttlMs : retryMs);
          return value;
        },
        (error: unknown) => {
          siteSettingsLoadFailed(error);
          freshUntil = now() + retryMs;
          return value;
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

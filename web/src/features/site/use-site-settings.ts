import type { SiteSettings } from '@costa/domain';
import { useEffect, useState } from 'react';
import { embeddedSiteSettings, fetchSiteSettings } from './api/get-site-settings';

let cache: SiteSettings | null = embeddedSiteSettings();
let pending: Promise<SiteSettings | null> | null = null;

/** Address, phone, WhatsApp, e-mail and opening hours; null until known. */
export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(cache);
  useEffect(() => {
    if (cache) return;
    pending ??= fetchSiteSettings().catch((error: unknown) => {
      console.error('Could not load the site settings', error);
      return null;
    });
    let active = true;
    void pending.then((value) => {
      cache = value;
      if (active) setSettings(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return settings;
}

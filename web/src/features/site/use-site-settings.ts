import { pageDataKeys, type SiteSettings } from '@costa/domain';
import { useLive } from '../../hooks/use-live';
import { subscribeSiteSettings } from './api/subscribe-site-settings';

/** Address, phone, WhatsApp, e-mail and opening hours, kept live; null until known. */
export function useSiteSettings(): SiteSettings | null {
  const state = useLive<SiteSettings | null>(pageDataKeys.siteSettings(), (next) => subscribeSiteSettings(next));
  return state.status === 'ready' ? state.data : null;
}

/** A moment (milliseconds since the epoch) as the boutique's clock shows it, in the page's language: "25 Nov 2026, 12:04". */
import { dateTimeFormat, SITE_TIME_ZONE, type Lang } from '@costa/domain';

export function formatMoment(at: number, lang: Lang): string {
  return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(at);
}

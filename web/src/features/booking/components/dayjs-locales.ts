/**
 * The calendar's dayjs locales: month and weekday names of the page's
 * language, weeks starting on Monday as on the Spanish coast, English too
 * (British English: same words, Monday first).
 */
import type { Lang } from '@costa/domain';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';

export const DAYJS_LOCALE: Record<Lang, string> = { en: 'en-gb', es: 'es', de: 'de', fr: 'fr', it: 'it' };

import type { Lang } from './languages';

/**
 * Intl formatters, made once per language and options: building one costs
 * far more than using it (tens of milliseconds on a phone for the first of a
 * locale), and pages format many prices and dates on every render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** EUR amounts: listings without decimals, order pages with two. */
export function formatEUR(amount: number, lang: Lang, decimals: 0 | 2 = 0): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

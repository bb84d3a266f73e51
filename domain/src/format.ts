import type { Lang } from './languages';

/** EUR amounts: listings without decimals, order pages with two (spec 9). */
export function formatEUR(amount: number, lang: Lang, decimals: 0 | 2 = 0): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

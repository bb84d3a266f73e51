/** The order page's main driver: a date of birth and a licence date that meet every car's terms. */
import type { Page } from '@playwright/test';
import type { Lang } from '@costa/domain';

const LABELS: Record<'en' | 'es', { birth: string; licence: string }> = {
  en: { birth: 'Date of birth', licence: 'Licence issued on' },
  es: { birth: 'Fecha de nacimiento', licence: 'Carné expedido el' },
};

export async function fillMainDriver(page: Page, lang: Extract<Lang, 'en' | 'es'>, birthDate = '1982-05-14', licenceDate = '2001-09-03') {
  await page.getByLabel(LABELS[lang].birth).fill(birthDate);
  await page.getByLabel(LABELS[lang].licence).fill(licenceDate);
}

/**
 * The car page's booking calendar as a visitor uses it: open it, page to a
 * day's month, pick a range; and the car's blocked days as the page reads
 * them from the Firestore emulator (the public copy of its blocks).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, todayIn, type BlockedRange } from '../../../domain/src/index';

export type CalendarLang = 'en' | 'es';

const WORDS: Record<CalendarLang, { dates: RegExp; dialog: string; next: string }> = {
  en: { dates: /^Rental dates/, dialog: 'Choose your rental dates', next: 'Next month' },
  es: { dates: /^Fechas del alquiler/, dialog: 'Elige las fechas del alquiler', next: 'Mes siguiente' },
};

export const FIRESTORE_REST = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-costa'}/databases/(default)/documents`;

/** A car's blocked ranges as the page reads them, soonest first. */
export async function blockedRanges(request: APIRequestContext, carId: string): Promise<BlockedRange[]> {
  const response = await request.get(`${FIRESTORE_REST}/cars/${carId}/blockedRanges`);
  expect(response.ok(), 'the Firestore emulator answers').toBe(true);
  const body = (await response.json()) as { documents?: { fields: Record<string, { stringValue: string }> }[] };
  return (body.documents ?? [])
    .map((doc) => ({ startDate: doc.fields.startDate!.stringValue, endDate: doc.fields.endDate!.stringValue }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** A car's days held for someone paying right now (their public trace), one range per day. */
export async function heldRanges(request: APIRequestContext, carId: string): Promise<BlockedRange[]> {
  const response = await request.get(`${FIRESTORE_REST}/cars/${carId}/heldDays`);
  expect(response.ok(), 'the Firestore emulator answers').toBe(true);
  const body = (await response.json()) as { documents?: { fields: Record<string, { stringValue?: string; integerValue?: string }> }[] };
  return (body.documents ?? [])
    .filter((doc) => Number(doc.fields.until?.integerValue ?? 0) > Date.now())
    .map((doc) => ({ startDate: doc.fields.day!.stringValue!, endDate: doc.fields.day!.stringValue! }));
}

/** First day, `fromOffset` days after today or later, that starts `length` free days in a row. */
export function freeRun(ranges: BlockedRange[], length: number, fromOffset = 1): string {
  const today = todayIn();
  for (let offset = fromOffset; offset < fromOffset + 200; offset++) {
    const start = addDays(today, offset);
    const end = addDays(start, length - 1);
    if (!ranges.some((r) => r.startDate <= end && start <= r.endDate)) return start;
  }
  throw new Error(`No ${length} free days in a row`);
}

/** The full date a calendar day is labelled with, formatted by the browser itself. */
export function dayLabel(page: Page, lang: CalendarLang, day: string): Promise<string> {
  return page.evaluate(
    ([locale, iso]) => {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      return format.format(new Date(y, m - 1, d));
    },
    [lang, day] as const,
  );
}

export async function openCalendar(page: Page, panel: Locator, lang: CalendarLang): Promise<Locator> {
  await panel.getByRole('button', { name: WORDS[lang].dates }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lang].dialog });
  await expect(dialog).toBeVisible();
  // Each calendar shows its days once the car's blocked days have arrived.
  await expect(dialog.getByRole('gridcell').first()).toBeVisible();
  return dialog;
}

/** The day's cell (labelled with its date, then its price), paging forward (at most a year) until its month shows. */
export async function dayCell(page: Page, dialog: Locator, lang: CalendarLang, day: string): Promise<Locator> {
  const label = (await dayLabel(page, lang, day)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cell = dialog.getByRole('gridcell', { name: new RegExp(`^${label}(,|$)`) });
  for (let i = 0; i < 12 && !(await cell.isVisible()); i++) {
    await dialog.getByRole('button', { name: WORDS[lang].next }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

export async function chooseDates(page: Page, panel: Locator, lang: CalendarLang, start: string, end: string): Promise<void> {
  const dialog = await openCalendar(page, panel, lang);
  await (await dayCell(page, dialog, lang, start)).click();
  await (await dayCell(page, dialog, lang, end)).click();
  // Picking the return day closes the calendar.
  await expect(dialog).toBeHidden();
}

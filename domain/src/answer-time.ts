/**
 * When the boutique answers a booking request or a message: within
 * `ANSWER_WITHIN_HOURS` of its arrival while it is open, else within that
 * long of its next opening (by the opening hours of the settings, on the
 * coast's clock). The acknowledgement mail promises this.
 */
import { addDays, SITE_TIME_ZONE } from './dates';
import { instantIn, wallTimeIn } from './manage-booking';
import type { OpeningHours } from './model';

export const ANSWER_WITHIN_HOURS = 2;

function hoursOf(openingHours: OpeningHours, day: string): { open: string; close: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 ? openingHours.sunday : weekday === 6 ? openingHours.saturday : openingHours.weekdays;
}

/** The latest wall-clock day and time an answer is promised for a message arriving at `now`. */
export function answerBy(openingHours: OpeningHours, now: number, timeZone: string = SITE_TIME_ZONE): { date: string; time: string } {
  const within = ANSWER_WITHIN_HOURS * 3_600_000;
  const today = wallTimeIn(now, timeZone).date;
  for (let offset = 0; offset < 8; offset++) {
    const day = addDays(today, offset);
    const hours = hoursOf(openingHours, day);
    const open = instantIn(day, hours.open, timeZone);
    const close = instantIn(day, hours.close, timeZone);
    if (close <= open || now >= close) continue;
    // Open now: within the hours from now, or by the close. Not yet open: within the hours of the opening.
    const answer = now >= open ? Math.min(now + within, close) : Math.min(open + within, close);
    if (now >= open && close - now < 30 * 60_000) continue; // arriving in the last half hour: the next opening answers
    return wallTimeIn(answer, timeZone);
  }
  return wallTimeIn(now + within, timeZone);
}

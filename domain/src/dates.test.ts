import { addDays, daysBetween, isDay, SITE_TIME_ZONE, todayIn } from './dates';

describe('calendar days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(isDay(20260105)).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Spain moves its clocks on these Sundays; days still count as whole days.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2026-07-10', '2026-07-12')).toBe(2);
    expect(daysBetween('2026-07-10', '2026-07-10')).toBe(0);
    expect(daysBetween('2026-07-12', '2026-07-10')).toBe(-2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it("judges today on the coast: Madrid's date, whatever the visitor's clock says", () => {
    expect(SITE_TIME_ZONE).toBe('Europe/Madrid');
    // 23:30 UTC on 31 December is already New Year's Day in Madrid (UTC+1).
    const lateUtc = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(todayIn(SITE_TIME_ZONE, lateUtc)).toBe('2027-01-01');
    expect(todayIn('UTC', lateUtc)).toBe('2026-12-31');
    // Summer time: UTC+2.
    expect(todayIn(SITE_TIME_ZONE, new Date(Date.UTC(2026, 6, 14, 22, 15)))).toBe('2026-07-15');
    expect(todayIn(undefined, new Date(Date.UTC(2026, 6, 14, 12)))).toBe('2026-07-14');
  });
});

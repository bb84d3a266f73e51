import { isDayBlocked, isRangeFree, lastFreeDayFrom, rangesOverlap } from './availability';
import type { BlockedRange } from './model';

const service: BlockedRange = { startDate: '2026-07-10', endDate: '2026-07-12' };
const booking: BlockedRange = { startDate: '2026-07-20', endDate: '2026-07-23' };
const blocks = [booking, service];

describe('blocked days', () => {
  it('blocks every day of a range, both ends included', () => {
    expect(isDayBlocked('2026-07-09', blocks)).toBe(false);
    expect(isDayBlocked('2026-07-10', blocks)).toBe(true);
    expect(isDayBlocked('2026-07-11', blocks)).toBe(true);
    expect(isDayBlocked('2026-07-12', blocks)).toBe(true);
    expect(isDayBlocked('2026-07-13', blocks)).toBe(false);
    expect(isDayBlocked('2026-07-11', [])).toBe(false);
  });

  it('sees two ranges overlap when they share at least one day', () => {
    expect(rangesOverlap(service, { startDate: '2026-07-12', endDate: '2026-07-14' })).toBe(true);
    expect(rangesOverlap(service, { startDate: '2026-07-05', endDate: '2026-07-10' })).toBe(true);
    expect(rangesOverlap(service, { startDate: '2026-07-11', endDate: '2026-07-11' })).toBe(true);
    expect(rangesOverlap(service, { startDate: '2026-07-13', endDate: '2026-07-14' })).toBe(false);
    expect(rangesOverlap(service, { startDate: '2026-07-01', endDate: '2026-07-09' })).toBe(false);
  });

  it('refuses a rental that touches or straddles a block', () => {
    expect(isRangeFree('2026-07-13', '2026-07-19', blocks)).toBe(true);
    expect(isRangeFree('2026-07-05', '2026-07-09', blocks)).toBe(true);
    expect(isRangeFree('2026-07-05', '2026-07-10', blocks)).toBe(false);
    expect(isRangeFree('2026-07-08', '2026-07-14', blocks)).toBe(false);
    expect(isRangeFree('2026-07-13', '2026-07-25', blocks)).toBe(false);
  });

  it('stops a rental the day before the next block begins', () => {
    expect(lastFreeDayFrom('2026-07-01', blocks)).toBe('2026-07-09');
    expect(lastFreeDayFrom('2026-07-13', blocks)).toBe('2026-07-19');
    expect(lastFreeDayFrom('2026-07-24', blocks)).toBeNull();
    expect(lastFreeDayFrom('2026-07-01', [])).toBeNull();
    // Across a month end.
    expect(lastFreeDayFrom('2026-07-25', [{ startDate: '2026-08-01', endDate: '2026-08-02' }])).toBe('2026-07-31');
  });

  it('ignores blocks that began before the start when looking for the next one', () => {
    // A start inside a block is not a free day, but the answer still names the next block after it.
    expect(lastFreeDayFrom('2026-07-11', blocks)).toBe('2026-07-19');
    expect(lastFreeDayFrom('2026-07-22', blocks)).toBeNull();
  });
});

import { daysOf, firstClash, holdId, isDayTaken, isDayTakenFrom, liveHeldDays, overlapOf, rangesOfDays, type DayHold } from './days';

const NOW = 1_800_000_000_000;
const hold = (overrides: Partial<DayHold>): DayHold => ({
  carId: 'car1',
  day: '2027-06-10',
  state: 'held',
  orderId: 'order1',
  expiresAt: NOW + 60_000,
  ...overrides,
});

describe('who owns a day', () => {
  it('one document per car and day', () => {
    expect(holdId('car1', '2027-06-10')).toBe('car1_2027-06-10');
    expect(daysOf({ startDate: '2027-02-27', endDate: '2027-03-01' })).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(daysOf({ startDate: '2027-06-10', endDate: '2027-06-10' })).toEqual(['2027-06-10']);
  });

  it('a held day is taken until its hold lapses; booked and blocked days never lapse', () => {
    expect(isDayTaken(hold({}), NOW)).toBe(true);
    expect(isDayTaken(hold({ expiresAt: NOW }), NOW)).toBe(false);
    expect(isDayTaken(hold({ state: 'booked', expiresAt: null }), NOW)).toBe(true);
    expect(isDayTaken(hold({ state: 'blocked', orderId: null, blockId: 'b1', expiresAt: null }), NOW + 1e12)).toBe(true);
  });

  it('a day never keeps its own owner out, and always keeps out everyone else while taken', () => {
    const booked = hold({ state: 'booked', expiresAt: null });
    const blocked = hold({ state: 'blocked', orderId: null, blockId: 'b1', expiresAt: null });
    expect(isDayTakenFrom(booked, 'order1', NOW)).toBe(false);
    expect(isDayTakenFrom(booked, 'order2', NOW)).toBe(true);
    expect(isDayTakenFrom(booked, null, NOW)).toBe(true);
    expect(isDayTakenFrom(blocked, 'b1', NOW)).toBe(false);
    expect(isDayTakenFrom(blocked, 'order1', NOW)).toBe(true);
  });
});

describe('held days on the calendar', () => {
  it('only traces not yet lapsed count, in day order', () => {
    const traces = [
      { day: '2027-06-12', until: NOW + 1 },
      { day: '2027-06-10', until: NOW + 1 },
      { day: '2027-06-11', until: NOW },
    ];
    expect(liveHeldDays(traces, NOW)).toEqual(['2027-06-10', '2027-06-12']);
  });

  it('consecutive days become one range, across months; gaps and repeats are respected', () => {
    expect(rangesOfDays(['2027-06-30', '2027-07-01', '2027-07-03', '2027-07-01'])).toEqual([
      { startDate: '2027-06-30', endDate: '2027-07-01' },
      { startDate: '2027-07-03', endDate: '2027-07-03' },
    ]);
    expect(rangesOfDays([])).toEqual([]);
  });
});

describe('what a new block clashes with', () => {
  it('names the first taken day and its owner, with that owner’s run of days; lapsed holds are free', () => {
    const days = ['2027-06-10', '2027-06-11', '2027-06-12', '2027-06-13'];
    const holds = [
      hold({ day: days[0], expiresAt: NOW - 1 }),
      hold({ day: days[1], orderId: 'paid', state: 'booked', expiresAt: null }),
      hold({ day: days[2], orderId: 'paid', state: 'booked', expiresAt: null }),
      hold({ day: days[3], orderId: null, blockId: 'b1', state: 'blocked', expiresAt: null }),
    ];
    expect(firstClash(holds, NOW)).toEqual({ hold: holds[1], startDate: days[1], endDate: days[2] });
    expect(firstClash([null, holds[0]!], NOW)).toBeNull();
  });

  it('overlap of two ranges, both ends included', () => {
    const june = { startDate: '2027-06-10', endDate: '2027-06-20' };
    expect(overlapOf(june, { startDate: '2027-06-20', endDate: '2027-06-25' })).toEqual({ startDate: '2027-06-20', endDate: '2027-06-20' });
    expect(overlapOf(june, { startDate: '2027-06-01', endDate: '2027-06-30' })).toEqual(june);
    expect(overlapOf(june, { startDate: '2027-06-21', endDate: '2027-06-25' })).toBeNull();
  });
});

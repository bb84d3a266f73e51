import { addMonths, calendarMarks, isMonth, marksByCarAndDay, monthDays, monthOfDay } from './fleet-calendar';
import type { DayHold } from './days';

describe('the months of the fleet calendar', () => {
  it('lists every day of a month, leap years included', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2027-02')).toHaveLength(28);
    expect(monthDays('2027-12')[30]).toBe('2027-12-31');
    expect(monthDays('2027-04')).toHaveLength(30);
  });

  it('pages across years', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2028-01', -1)).toBe('2027-12');
    expect(addMonths('2027-06', -18)).toBe('2025-12');
    expect(monthOfDay('2027-06-30')).toBe('2027-06');
    expect([isMonth('2027-06'), isMonth('2027-13'), isMonth('2027-6'), isMonth(null)]).toEqual([true, false, false, false]);
  });
});

describe('what takes the days', () => {
  const NOW = 1_000;
  const held = (carId: string, day: string, orderId: string, expiresAt: number): DayHold => ({ carId, day, orderId, state: 'held', expiresAt });

  it('marks bookings with their order, staff blocks with their type, and only the blocks overlapping the month', () => {
    const marks = calendarMarks(
      '2027-06',
      [
        { id: 'order1', carId: 'a', startDate: '2027-05-30', endDate: '2027-06-02', blockType: 'booking', notes: 'Order X', orderId: 'order1' },
        { id: 'b2', carId: 'a', startDate: '2027-06-10', endDate: '2027-06-12', blockType: 'maintenance', notes: 'Tyres' },
        { id: 'b3', carId: 'b', startDate: '2027-06-20', endDate: '2027-07-03', blockType: 'admin', notes: '' },
        { id: 'b4', carId: 'b', startDate: '2027-07-05', endDate: '2027-07-06', blockType: 'admin', notes: '' },
        { id: 'b5', carId: 'c', startDate: '2027-06-01', endDate: '2027-06-01', blockType: 'booking', notes: 'Booked by phone' },
      ],
      [],
      NOW,
    );
    expect(marks.map(({ kind, blockId, orderId }) => ({ kind, blockId, orderId }))).toEqual([
      { kind: 'booking', blockId: 'order1', orderId: 'order1' },
      { kind: 'maintenance', blockId: 'b2', orderId: null },
      { kind: 'admin', blockId: 'b3', orderId: null },
      { kind: 'booking', blockId: 'b5', orderId: null },
    ]);
  });

  it("joins an order's live held days into runs and leaves out lapsed, booked and other months' ones", () => {
    const marks = calendarMarks(
      '2027-06',
      [],
      [
        held('a', '2027-06-05', 'o1', NOW + 1),
        held('a', '2027-06-04', 'o1', NOW + 1),
        held('a', '2027-06-07', 'o1', NOW + 1),
        held('a', '2027-06-08', 'o2', NOW - 1),
        held('a', '2027-07-01', 'o3', NOW + 1),
        { carId: 'a', day: '2027-06-09', orderId: 'o4', state: 'booked', expiresAt: null },
      ],
      NOW,
    );
    expect(marks.map(({ kind, startDate, endDate, orderId }) => ({ kind, startDate, endDate, orderId }))).toEqual([
      { kind: 'hold', startDate: '2027-06-04', endDate: '2027-06-05', orderId: 'o1' },
      { kind: 'hold', startDate: '2027-06-07', endDate: '2027-06-07', orderId: 'o1' },
    ]);
  });

  it('lays the marks out by car and day', () => {
    const marks = calendarMarks('2027-06', [{ id: 'b', carId: 'a', startDate: '2027-06-01', endDate: '2027-06-02', blockType: 'admin', notes: '' }], [], NOW);
    const grid = marksByCarAndDay(marks);
    expect([...grid.get('a')!.keys()]).toEqual(['2027-06-01', '2027-06-02']);
    expect(grid.get('a')!.get('2027-06-02')?.blockId).toBe('b');
    expect(grid.has('other')).toBe(false);
  });
});

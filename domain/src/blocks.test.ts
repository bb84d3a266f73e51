import { canDeleteBlock, isBlockClash, sortBlocks } from './blocks';

describe('blocks', () => {
  it('of staff can be deleted; booking blocks cannot', () => {
    expect(canDeleteBlock('admin')).toBe(true);
    expect(canDeleteBlock('maintenance')).toBe(true);
    expect(canDeleteBlock('booking')).toBe(false);
  });

  it('are listed by start date, then end date', () => {
    const sorted = sortBlocks([
      { id: 'c', startDate: '2027-07-01', endDate: '2027-07-02' },
      { id: 'b', startDate: '2027-06-01', endDate: '2027-06-09' },
      { id: 'a', startDate: '2027-06-01', endDate: '2027-06-03' },
    ]);
    expect(sorted.map((block) => block.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('block clashes', () => {
  it('are recognised only with a kind they know and real days', () => {
    expect(isBlockClash({ kind: 'booking', startDate: '2027-06-10', endDate: '2027-06-11', orderNumber: 'AB12CD34' })).toBe(true);
    expect(isBlockClash({ kind: 'checkout', startDate: '2027-06-10', endDate: '2027-06-10' })).toBe(true);
    expect(isBlockClash({ kind: 'party', startDate: '2027-06-10', endDate: '2027-06-10' })).toBe(false);
    expect(isBlockClash({ kind: 'admin', startDate: 'soon', endDate: '2027-06-10' })).toBe(false);
    expect(isBlockClash(null)).toBe(false);
  });
});

import { BLOCK_ERROR_TEXTS, canDeleteBlock, sortBlocks, validateBlockForm, type BlockFormInput } from './blocks';

const form = (overrides: Partial<BlockFormInput> = {}): BlockFormInput => ({
  carId: 'car-1',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  blockType: 'admin',
  notes: '',
  ...overrides,
});

describe('the block form', () => {
  it('accepts a car with a start and an end date; notes are optional', () => {
    expect(validateBlockForm(form())).toBeNull();
  });

  it('requires the car and both dates', () => {
    expect(validateBlockForm(form({ carId: '' }))).toBe('required');
    expect(validateBlockForm(form({ startDate: '' }))).toBe('required');
    expect(validateBlockForm(form({ endDate: '' }))).toBe('required');
    expect(BLOCK_ERROR_TEXTS.required).toBe('Please fill in all required fields');
  });

  it('refuses a start after the end but allows a single day', () => {
    expect(validateBlockForm(form({ startDate: '2027-06-13' }))).toBe('end-before-start');
    expect(validateBlockForm(form({ endDate: '2027-06-10' }))).toBeNull();
  });

  it('caps notes at 500 characters, like the rules', () => {
    expect(validateBlockForm(form({ notes: 'x'.repeat(500) }))).toBeNull();
    expect(validateBlockForm(form({ notes: 'x'.repeat(501) }))).toBe('notes-too-long');
  });
});

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

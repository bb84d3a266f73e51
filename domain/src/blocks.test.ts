import { BLOCK_ERROR_TEXTS, BLOCK_MAX_DAYS, blockFieldErrors, canDeleteBlock, isBlockClash, parseBlockRequest, sortBlocks, validateBlockForm, type BlockFormInput } from './blocks';

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

describe('the block callables\' requests', () => {
  const valid = { carId: 'car1', startDate: '2027-06-10', endDate: '2027-06-12', blockType: 'maintenance', notes: '  Brakes  ' };

  it('keeps the form fields, trims notes and drops anything else', () => {
    expect(parseBlockRequest({ ...valid, createdBy: 'someone', orderId: 'x' })).toEqual({
      ok: true,
      block: { carId: 'car1', startDate: '2027-06-10', endDate: '2027-06-12', blockType: 'maintenance', notes: 'Brakes' },
    });
  });

  it('refuses each broken rule with its reason, on its field', () => {
    expect(parseBlockRequest(null)).toMatchObject({ ok: false, error: 'required', fields: { carId: 'required', startDate: 'required', endDate: 'required' } });
    expect(parseBlockRequest({ ...valid, carId: '' })).toEqual({ ok: false, error: 'required', fields: { carId: 'required' } });
    expect(parseBlockRequest({ ...valid, carId: 'cars/other' })).toEqual({ ok: false, error: 'required', fields: { carId: 'required' } });
    expect(parseBlockRequest({ ...valid, blockType: 'booking' })).toEqual({ ok: false, error: 'required', fields: { blockType: 'required' } });
    expect(parseBlockRequest({ ...valid, notes: 42 })).toEqual({ ok: false, error: 'required', fields: { notes: 'required' } });
    expect(parseBlockRequest({ ...valid, startDate: '2027-06-13' })).toEqual({
      ok: false,
      error: 'end-before-start',
      fields: { endDate: 'end-before-start' },
    });
    expect(parseBlockRequest({ ...valid, notes: 'n'.repeat(501) })).toEqual({ ok: false, error: 'notes-too-long', fields: { notes: 'notes-too-long' } });
    // Several at once: every field says its own, the form names the first.
    expect(parseBlockRequest({ ...valid, carId: '', notes: 'n'.repeat(501) })).toEqual({
      ok: false,
      error: 'required',
      fields: { carId: 'required', notes: 'notes-too-long' },
    });
  });

  it(`covers at most ${BLOCK_MAX_DAYS} days, both ends included`, () => {
    expect(parseBlockRequest({ ...valid, startDate: '2028-01-01', endDate: '2028-12-31' }).ok).toBe(true);
    expect(parseBlockRequest({ ...valid, startDate: '2027-01-01', endDate: '2028-01-02' })).toEqual({
      ok: false,
      error: 'too-long',
      fields: { endDate: 'too-long' },
    });
  });

  it('recognises a clash only with a kind it knows and real days', () => {
    expect(isBlockClash({ kind: 'booking', startDate: '2027-06-10', endDate: '2027-06-11', orderNumber: 'AB12CD34' })).toBe(true);
    expect(isBlockClash({ kind: 'checkout', startDate: '2027-06-10', endDate: '2027-06-10' })).toBe(true);
    expect(isBlockClash({ kind: 'party', startDate: '2027-06-10', endDate: '2027-06-10' })).toBe(false);
    expect(isBlockClash({ kind: 'admin', startDate: 'soon', endDate: '2027-06-10' })).toBe(false);
    expect(isBlockClash(null)).toBe(false);
  });
});

describe('the block schema', () => {
  it('takes missing notes and type as empty and admin', () => {
    expect(parseBlockRequest({ carId: ' car1 ', startDate: '2027-06-10', endDate: '2027-06-10' })).toEqual({
      ok: true,
      block: { carId: 'car1', startDate: '2027-06-10', endDate: '2027-06-10', blockType: 'admin', notes: '' },
    });
  });

  it('never turns a number or a list into text', () => {
    expect(blockFieldErrors({ carId: 42, startDate: ['2027-06-10'], endDate: '2027-06-10', notes: '' })).toEqual({
      carId: 'required',
      startDate: 'required',
    });
    expect(blockFieldErrors({ carId: '   ', startDate: '2027-06-10', endDate: '2027-06-10' })).toEqual({ carId: 'required' });
  });
});

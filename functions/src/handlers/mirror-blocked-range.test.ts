import { blockedRangeOf, buildBlock, docData } from '../../../tests/builders';
import { blockIgnored } from '../logs';
import type { BlockedRangeStore } from '../services/blocked-ranges';
import { createMirrorBlockedRangeHandler, planMirror, type BlockWrittenEvent } from './mirror-blocked-range';

jest.mock('../logs');

const block = buildBlock({ carId: 'car-1', startDate: '2030-07-10', endDate: '2030-07-12' });
const data = docData(block) as unknown as Record<string, unknown>;

describe('mirror plan', () => {
  it('copies only the dates of a new block under its car', () => {
    expect(planMirror(undefined, data)).toEqual({
      steps: [{ action: 'put', carId: 'car-1', range: { startDate: '2030-07-10', endDate: '2030-07-12' } }],
    });
  });

  it('rewrites the dates when a block changes', () => {
    expect(planMirror(data, { ...data, endDate: '2030-07-20', notes: 'longer' }).steps).toEqual([
      { action: 'put', carId: 'car-1', range: { startDate: '2030-07-10', endDate: '2030-07-20' } },
    ]);
  });

  it('removes the mirror when the block is deleted', () => {
    expect(planMirror(data, undefined).steps).toEqual([{ action: 'remove', carId: 'car-1' }]);
  });

  it('moves the mirror when the block moves to another car', () => {
    expect(planMirror(data, { ...data, carId: 'car-2' }).steps).toEqual([
      { action: 'remove', carId: 'car-1' },
      { action: 'put', carId: 'car-2', range: blockedRangeOf(block) },
    ]);
  });

  it.each([
    ['a missing carId', { ...data, carId: undefined }],
    ['a carId with a slash', { ...data, carId: 'a/b' }],
    ['a date that is not a day', { ...data, startDate: '10/07/2030' }],
    ['an end before the start', { ...data, startDate: '2030-07-12', endDate: '2030-07-10' }],
  ])('publishes no dates for a block with %s, and drops the old mirror', (_, after) => {
    const plan = planMirror(data, after);
    expect(plan.ignored).toEqual(expect.any(String));
    expect(plan.steps).toEqual([{ action: 'remove', carId: 'car-1' }]);
  });
});

describe('mirror handler', () => {
  beforeEach(() => jest.clearAllMocks());

  function fakeStore() {
    return { put: jest.fn(async () => undefined), remove: jest.fn(async () => undefined) } satisfies BlockedRangeStore;
  }

  type Data = Record<string, unknown> | undefined;
  const event = (before: Data, after: Data): BlockWrittenEvent => ({
    params: { blockId: 'block-9' },
    data: { before: { data: () => before }, after: { data: () => after } },
  });

  it('writes exactly startDate and endDate, never notes or author', async () => {
    const store = fakeStore();
    await createMirrorBlockedRangeHandler(store)(event(undefined, data));
    expect(store.put).toHaveBeenCalledWith('car-1', 'block-9', { startDate: '2030-07-10', endDate: '2030-07-12' });
    expect(store.remove).not.toHaveBeenCalled();
  });

  it('deletes the mirror of a deleted block', async () => {
    const store = fakeStore();
    await createMirrorBlockedRangeHandler(store)(event(data, undefined));
    expect(store.remove).toHaveBeenCalledWith('car-1', 'block-9');
  });

  it('logs a block it cannot mirror', async () => {
    const store = fakeStore();
    await createMirrorBlockedRangeHandler(store)(event(undefined, { ...data, endDate: 'soon' }));
    expect(store.put).not.toHaveBeenCalled();
    expect(blockIgnored).toHaveBeenCalledWith('block-9', expect.stringContaining('endDate'));
  });

  it('does nothing for an event without data', async () => {
    const store = fakeStore();
    await createMirrorBlockedRangeHandler(store)({ params: { blockId: 'block-9' } });
    expect(store.put).not.toHaveBeenCalled();
    expect(store.remove).not.toHaveBeenCalled();
  });
});

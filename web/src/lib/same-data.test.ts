import { sameData } from './same-data';

describe('sameData', () => {
  it('compares JSON-like values by content, object keys in any order', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameData(new Date(5), new Date(5))).toBe(true);
  });

  it('tells changed values apart', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: [] }, { a: {} })).toBe(false);
    expect(sameData({ a: null }, { a: 0 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

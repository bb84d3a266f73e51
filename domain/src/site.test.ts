import { orderNumberFromSession } from './site';

describe('order number', () => {
  it('is the last 8 characters of the session id, upper-cased', () => {
    expect(orderNumberFromSession('cs_test_a1b2c3d4e5f6g7h8')).toBe('E5F6G7H8');
    expect(orderNumberFromSession('abc')).toBe('ABC');
  });
});

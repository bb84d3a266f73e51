import { matchesOrderSearch, orderQueryShape, orderReference, orderSearch } from './orders-admin';

const order = {
  id: 'demoOrderPaidWhitfield01',
  sessionId: 'cs_test_demoWhitfieldPaid7Q2K9X4M',
  customer: { name: 'James Whitfield', email: 'customer@costaprestige.com', phone: '' },
};

describe('the order list search', () => {
  it('looks an e-mail address up exactly, lower-cased; anything else is text to match', () => {
    expect(orderSearch('  Customer@CostaPrestige.com ')).toEqual({ email: 'customer@costaprestige.com', text: '', number: null });
    expect(orderSearch(' Whitfield ')).toEqual({ email: null, text: 'whitfield', number: null });
    expect(orderSearch('customer@costa')).toEqual({ email: null, text: 'customer@costa', number: null });
  });

  it('looks a text shaped like an order number up too, upper-cased, and still matches it as text', () => {
    expect(orderSearch(' #7q2k9x4m ')).toEqual({ email: null, text: '#7q2k9x4m', number: '7Q2K9X4M' });
    // Eight letters could be a name as well as a number: both are tried.
    expect(orderSearch('Williams')).toEqual({ email: null, text: 'williams', number: 'WILLIAMS' });
    for (const text of ['7q2k9x4', '7q2k9x4m1', '7q2k-9x4']) expect(orderSearch(text).number).toBeNull();
  });

  it('matches the order number (with or without #), the name or the e-mail, in any case', () => {
    expect(orderReference(order)).toBe('7Q2K9X4M');
    for (const text of ['7q2k9x4m', '#7q2k', 'whitfield', 'james w', 'costaprestige', '']) {
      expect(matchesOrderSearch(order, text)).toBe(true);
    }
    expect(matchesOrderSearch(order, 'garcía')).toBe(false);
  });

  it('names an order without a payment session by its id', () => {
    expect(orderReference({ id: 'abcdefgh12345678', sessionId: null })).toBe('12345678');
  });
});

describe('the order list query', () => {
  const none = { status: 'all', email: null, carId: '', from: '', to: '' } as const;

  it('is every order, newest first, when nothing narrows it', () => {
    expect(orderQueryShape(none)).toEqual({ equals: [], pickup: null, orderBy: ['createdAt', 'desc'] });
  });

  it('filters by status, address and car, and orders a pickup range by pickup day (ends swapped back)', () => {
    expect(orderQueryShape({ status: 'paid', email: 'a@b.es', carId: 'car1', from: '2027-07-31', to: '2027-07-01' })).toEqual({
      equals: [
        ['status', 'paid'],
        ['customer.email', 'a@b.es'],
        ['car.id', 'car1'],
      ],
      pickup: { from: '2027-07-01', to: '2027-07-31' },
      orderBy: ['startDate', 'asc'],
    });
    expect(orderQueryShape({ ...none, from: '2027-07-01' }).pickup).toEqual({ from: '2027-07-01', to: null });
  });
});

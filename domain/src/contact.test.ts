import { CAR_BOOKING_REQUEST } from './site';
import { contactPrefill, decideRateLimit, isBookingRequestQuery, readBookingRequest } from './contact';

const params = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('booking request query', () => {
  const query = params({
    car: 'Ferrari Roma',
    startDate: '2027-06-01',
    endDate: '2027-06-04',
    pickupTime: '10:00',
    dropoffTime: '18:00',
    pickupLocation: 'Málaga Airport',
    dropoffLocation: 'Puerto Banús',
    requestType: CAR_BOOKING_REQUEST,
  });

  it('reads every detail', () => {
    expect(readBookingRequest(query)).toEqual({
      car: 'Ferrari Roma',
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      pickupTime: '10:00',
      dropoffTime: '18:00',
      pickupLocation: 'Málaga Airport',
      dropoffLocation: 'Puerto Banús',
    });
    expect(isBookingRequestQuery(query)).toBe(true);
    expect(isBookingRequestQuery(params({}))).toBe(false);
  });

  it('is null without a car and drops malformed parts', () => {
    expect(readBookingRequest(params({ startDate: '2027-06-01' }))).toBeNull();
    expect(
      readBookingRequest({ car: 'Roma', startDate: '2027-02-30', endDate: '2027-01-01', pickupTime: '10:30', pickupLocation: 5 }),
    ).toEqual({ car: 'Roma', endDate: '2027-01-01' });
    expect(readBookingRequest({ car: 'Roma', startDate: '2027-06-05', endDate: '2027-06-01' })).toEqual({
      car: 'Roma',
      startDate: '2027-06-05',
    });
  });

  it('builds the subject and message with the words given', () => {
    expect(contactPrefill(query)).toEqual({
      subject: 'Booking request: Ferrari Roma',
      message: [
        'Hello, I would like to book the Ferrari Roma.',
        '',
        'Dates: 2027-06-01 to 2027-06-04',
        'Pickup time: 10:00, Dropoff time: 18:00',
        'Pickup location: Málaga Airport',
        'Dropoff location: Puerto Banús',
        '',
        'Please confirm availability and the total price.',
      ].join('\n'),
    });
    const words = {
      subject: (car: string) => `S ${car}`,
      enquiry: (car: string) => `Q ${car}`,
      intro: (car: string) => `I ${car}`,
      dates: (a: string, b?: string) => `D ${a} ${b}`,
      times: (a?: string, b?: string) => `T ${a} ${b}`,
      pickup: (l: string) => `P ${l}`,
      dropoff: (l: string) => `O ${l}`,
      closing: 'C',
    };
    expect(contactPrefill({ car: 'Roma', requestType: CAR_BOOKING_REQUEST }, words)).toEqual({
      subject: 'S Roma',
      message: 'I Roma\n\nC',
    });
    expect(contactPrefill({ car: 'Roma' }, words)).toEqual({ subject: 'Q Roma', message: '' });
    expect(contactPrefill({}, words)).toBeNull();
  });
});

describe('decideRateLimit', () => {
  const minute = 60_000;
  const now = 1_800_000_000_000;

  it('allows three messages in ten minutes and refuses the fourth', () => {
    let sent: number[] = [];
    for (let i = 0; i < 3; i++) {
      const decision = decideRateLimit(sent, now + i * minute);
      expect(decision.allowed).toBe(true);
      sent = decision.timestamps;
    }
    const fourth = decideRateLimit(sent, now + 3 * minute);
    expect(fourth.allowed).toBe(false);
    expect(fourth.timestamps).toEqual(sent);
    expect(decideRateLimit(sent, now + 10 * minute + 1).allowed).toBe(true);
  });

  it('allows ten a day', () => {
    const sent = Array.from({ length: 10 }, (_, i) => now + i * 30 * minute);
    expect(decideRateLimit(sent, now + 10 * 30 * minute).allowed).toBe(false);
    expect(decideRateLimit(sent.slice(1), now + 10 * 30 * minute).allowed).toBe(true);
    expect(decideRateLimit(sent, now + 24 * 60 * minute + 1).allowed).toBe(true);
  });

  it('forgets what is older than a day and ignores junk', () => {
    const decision = decideRateLimit([now - 25 * 60 * minute, Number.NaN, now - minute], now);
    expect(decision).toEqual({ allowed: true, timestamps: [now - minute, now] });
  });
});

import { answerBy } from './answer-time';
import { instantIn } from './manage-booking';
import type { OpeningHours } from './model';

const HOURS: OpeningHours = {
  weekdays: { open: '09:00', close: '20:00' },
  saturday: { open: '10:00', close: '18:00' },
  sunday: { open: '10:00', close: '16:00' },
};
const at = (day: string, time: string) => instantIn(day, time);

describe('when the boutique answers', () => {
  it('within two hours while open', () => {
    // Wednesday 9 June 2027.
    expect(answerBy(HOURS, at('2027-06-09', '11:15'))).toEqual({ date: '2027-06-09', time: '13:15' });
  });

  it('by the close when less than two hours are left, and at the next opening in the last half hour', () => {
    expect(answerBy(HOURS, at('2027-06-09', '19:00'))).toEqual({ date: '2027-06-09', time: '20:00' });
    expect(answerBy(HOURS, at('2027-06-09', '19:45'))).toEqual({ date: '2027-06-10', time: '11:00' });
  });

  it('two hours after the next opening when closed, by that day’s hours', () => {
    expect(answerBy(HOURS, at('2027-06-09', '06:30'))).toEqual({ date: '2027-06-09', time: '11:00' });
    expect(answerBy(HOURS, at('2027-06-09', '22:00'))).toEqual({ date: '2027-06-10', time: '11:00' });
    // Friday night: Saturday opens at 10:00.
    expect(answerBy(HOURS, at('2027-06-11', '21:00'))).toEqual({ date: '2027-06-12', time: '12:00' });
    // Saturday night: Sunday opens at 10:00.
    expect(answerBy(HOURS, at('2027-06-12', '18:30'))).toEqual({ date: '2027-06-13', time: '12:00' });
  });

  it('skips a day the boutique does not open', () => {
    const closedSunday = { ...HOURS, sunday: { open: '00:00', close: '00:00' } };
    expect(answerBy(closedSunday, at('2027-06-12', '18:30'))).toEqual({ date: '2027-06-14', time: '11:00' });
  });
});

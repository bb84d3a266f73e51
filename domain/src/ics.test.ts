import { buildCalendar, escapeIcsText, foldIcsLine, rentalCalendar, type CalendarEvent } from './ics';

const STAMP = Date.UTC(2030, 6, 1, 8, 5, 9);

const event: CalendarEvent = {
  uid: 'order-1-pickup@costaprestige.com',
  summary: 'Pickup: Ferrari 296 GTB',
  description: 'Order ABC',
  location: 'Puerto Banús, Marbella',
  date: '2030-07-10',
  time: '09:30',
  durationMinutes: 30,
};

/** UTF-8 length without Node's Buffer (the domain has no Node types). */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('ics text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}😀${'a'.repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('calendar', () => {
  const ics = buildCalendar([event], STAMP);

  it('uses CRLF line endings everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('wraps the events in a VCALENDAR with the Madrid time zone', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Europe/Madrid');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes local times with TZID, a UTC stamp and escaped texts', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20300710T093000');
    expect(lines).toContain('DURATION:PT30M');
    expect(lines).toContain('DTSTAMP:20300701T080509Z');
    expect(lines).toContain('UID:order-1-pickup@costaprestige.com');
    expect(lines).toContain('LOCATION:Puerto Banús\\, Marbella');
  });
});

describe('rental calendar', () => {
  const pickup = { date: '2030-07-10', time: '09:30', location: 'Marbella', summary: 'Pickup' };
  const dropoff = { date: '2030-07-12', time: '21:00', location: 'Málaga Airport', summary: 'Dropoff' };

  it('has a pickup and a dropoff event with UIDs stable per order', () => {
    const first = rentalCalendar('ord/42', pickup, dropoff, 'Order 42', STAMP);
    const again = rentalCalendar('ord/42', pickup, dropoff, 'Order 42', STAMP + 1000);
    const uids = (ics: string) => [...unfold(ics).matchAll(/^UID:(.*)$/gm)].map((m) => m[1]);
    expect(uids(first)).toEqual(['ord42-pickup@costaprestige.com', 'ord42-dropoff@costaprestige.com']);
    expect(uids(again)).toEqual(uids(first));
    expect(unfold(first)).toContain('DTSTART;TZID=Europe/Madrid:20300712T210000');
    expect(unfold(first).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

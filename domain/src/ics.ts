/**
 * Calendar files (RFC 5545) attached to the order confirmation: one event for
 * the pickup and one for the dropoff, in the boutique's local time
 * (Europe/Madrid, with its VTIMEZONE so every client agrees on the offset).
 * UIDs derive from the order id, so a resent confirmation updates the events
 * in the customer's calendar instead of duplicating them.
 */
import { SITE_TIME_ZONE } from './dates';

const CRLF = '\r\n';
/** RFC 5545 3.1: content lines are folded at 75 octets, not characters. */
const MAX_LINE_OCTETS = 75;
const UID_DOMAIN = 'costaprestige.com';

export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** `YYYY-MM-DD`, local to Europe/Madrid. */
  date: string;
  /** `HH:mm`, local to Europe/Madrid. */
  time: string;
  durationMinutes: number;
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Splits a content line into chunks of at most 75 octets, continuation lines starting with a space; never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    // Continuation lines lose one octet to their leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `20300710T093000` from a day and an `HH:mm` time (floating form, used with TZID). */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

function utcStamp(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** Europe/Madrid since 1996: CET, CEST from the last Sunday of March to the last Sunday of October. */
const MADRID_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * A VCALENDAR with the given events. `stampMs` is DTSTAMP (when the file was
 * made); passing it keeps the output deterministic.
 */
export function buildCalendar(events: readonly CalendarEvent[], stampMs: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Costa Prestige//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(...MADRID_TIMEZONE);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(stampMs)}`,
      `DTSTART;TZID=${SITE_TIME_ZONE}:${localDateTime(event.date, event.time)}`,
      `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

export interface Handover {
  date: string;
  time: string;
  location: string;
  summary: string;
}

/** How long the handover appointment blocks in the customer's calendar. */
export const HANDOVER_MINUTES = 30;

/** The pickup and dropoff events of an order, with UIDs stable per order. */
export function rentalCalendar(
  orderId: string,
  pickup: Handover,
  dropoff: Handover,
  description: string,
  stampMs: number,
): string {
  const safeId = orderId.replace(/[^A-Za-z0-9_-]/g, '');
  const event = (kind: 'pickup' | 'dropoff', handover: Handover): CalendarEvent => ({
    uid: `${safeId}-${kind}@${UID_DOMAIN}`,
    summary: handover.summary,
    description,
    location: handover.location,
    date: handover.date,
    time: handover.time,
    durationMinutes: HANDOVER_MINUTES,
  });
  return buildCalendar([event('pickup', pickup), event('dropoff', dropoff)], stampMs);
}

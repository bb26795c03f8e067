// iCalendar (RFC 5545) for the calendar feeds and the one-event files: events on India's dates
// and clock times, written with the Asia/Kolkata time zone (one VTIMEZONE: India has had no
// daylight saving since 1945), text escaped and lines folded at 75 octets, CRLF endings.

/** A day (all-day event) or a day and a start time (HH:MM, India time). */
export type IcalStart = { date: string; time?: string | null };

export type IcalEvent = {
  /** Stable across reads, so a calendar updates the event instead of adding another. */
  uid: string;
  summary: string;
  start: IcalStart;
  /** Minutes, for an event with a start time (default 4 hours); an all-day event lasts its day. */
  durationMinutes?: number;
  location?: string | null;
  description?: string | null;
  url?: string | null;
};

export type IcalCalendar = { name: string; events: readonly IcalEvent[]; now?: Date };

export const ICAL_TIME_ZONE = 'Asia/Kolkata';
const PRODUCT = '-//Mandap//Wedding planning//EN';
const DEFAULT_MINUTES = 4 * 60;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICAL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19451015T000000',
  'TZOFFSETFROM:+0630',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded to at most 75 octets per line, never inside a UTF-8 character (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The local date and time `minutes` after a start, both in India time (no offsets to cross). */
function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const d = new Date(`${date}T${time}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return { date: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) };
}

const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: IcalEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if (event.start.time) {
    const end = addMinutes(event.start.date, event.start.time, event.durationMinutes ?? DEFAULT_MINUTES);
    lines.push(`DTSTART;TZID=${ICAL_TIME_ZONE}:${localDateTime(event.start.date, event.start.time)}`);
    lines.push(`DTEND;TZID=${ICAL_TIME_ZONE}:${localDateTime(end.date, end.time)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.start.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(addDays(event.start.date, 1))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as the text of a `.ics` file or feed. */
export function toIcal({ name, events, now = new Date() }: IcalCalendar): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${ICAL_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A response carrying a calendar: a feed to subscribe to, or a file to open (`download`). */
export function icalResponse(body: string, options: { download?: string; headers?: Record<string, string> } = {}): Response {
  const headers: Record<string, string> = { 'Content-Type': 'text/calendar; charset=utf-8', ...options.headers };
  if (options.download) headers['Content-Disposition'] = `attachment; filename="${options.download}"`;
  return new Response(body, { headers });
}

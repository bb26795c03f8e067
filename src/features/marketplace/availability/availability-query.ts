// The availability parameters of the public lists (browser-safe): `date`, `from`/`to`,
// `muhurat` (any auspicious date of a month) and `part`, read into the dates a list asks about,
// and what a card says about them.
import { muhuratDatesIn } from '../../../lib/muhurat.ts';
import { dateStatus, datesOf, parseDate, parseMonth, parsePart, parseRange, type DayPart, type EntryFacts, type SpaceFacts } from './availability.ts';

/** The parameters as the URL has them (kept to rebuild the URL and the filter form). */
export type AvailabilityParams = { date?: string; from?: string; to?: string; muhurat?: string; part?: DayPart };

/** The dates a list asks about: a day, a range or a month's auspicious dates; and the part of day. */
export type AvailabilityQuery = {
  params: AvailabilityParams;
  /** First and last date asked about. */
  from: string;
  to: string;
  /** The dates themselves, in order (a range's every day; a month's auspicious dates). */
  dates: string[];
  part: DayPart | null;
};

/** Why the availability parameters were set aside, for a message on the list. */
export type AvailabilityProblem = 'invalid' | 'reversed' | 'too-long' | 'no-muhurat';

export type AvailabilityParse = { query?: AvailabilityQuery; problem?: AvailabilityProblem };

/**
 * Reads `date`, `from`, `to`, `muhurat` and `part` (all five, always: the CDN's vary list is
 * taken from the names this reads). `date` wins over a range, a range over `muhurat`; a range
 * longer than MAX_RANGE_DAYS or reversed is set aside with a problem to tell.
 */
export function parseAvailabilityQuery(params: URLSearchParams): AvailabilityParse {
  const date = params.get('date');
  const from = params.get('from');
  const to = params.get('to');
  const muhurat = params.get('muhurat');
  const part = parsePart(params.get('part'));
  const withPart = (p: AvailabilityParams): AvailabilityParams => (part ? { ...p, part } : p);
  if (date) {
    const day = parseDate(date);
    if (!day) return { problem: 'invalid' };
    return { query: { params: withPart({ date: day }), from: day, to: day, dates: [day], part } };
  }
  if (from || to) {
    const range = parseRange(from, to);
    if (!range.ok) return { problem: range.reason };
    const params = withPart(range.range.from === range.range.to ? { from: range.range.from } : { ...range.range });
    return { query: { params, ...range.range, dates: datesOf(range.range), part } };
  }
  if (muhurat) {
    const month = parseMonth(muhurat);
    if (!month) return { problem: 'invalid' };
    const dates = muhuratDatesIn(month);
    if (dates.length === 0) return { problem: 'no-muhurat' };
    return { query: { params: withPart({ muhurat: month }), from: dates[0]!, to: dates.at(-1)!, dates, part } };
  }
  return {};
}

/** The availability fields of a list's filters, read from its URL (both lists' parsers take them). */
export function availabilityFilters(params: URLSearchParams): { availability?: AvailabilityQuery; availabilityProblem?: AvailabilityProblem } {
  const { query, problem } = parseAvailabilityQuery(params);
  return { ...(query ? { availability: query } : {}), ...(problem ? { availabilityProblem: problem } : {}) };
}

/** The URL parameters of an availability query, in a fixed order. */
export function availabilityParamList(params: AvailabilityParams | undefined): [string, string | undefined][] {
  return [
    ['date', params?.date],
    ['from', params?.from],
    ['to', params?.to],
    ['muhurat', params?.muhurat],
    ['part', params?.part],
  ];
}

/** What a card says: free (and on which dates), partly free, or never confirmed. */
export type CardAvailability = { status: 'free' | 'partly' | 'unconfirmed'; dates: string[] };

/**
 * A listing's card line for the dates asked: the dates it is free on (whole day, or the part
 * asked); else the dates it is partly free on; else 'unconfirmed' for a calendar never touched.
 * Null when it is booked on every date (the list leaves such listings out).
 */
export function cardAvailability(input: {
  query: AvailabilityQuery;
  spaces: readonly SpaceFacts[];
  entries: readonly EntryFacts[];
  confirmed: boolean;
  guests?: number | null;
}): CardAvailability | null {
  const free: string[] = [];
  const partly: string[] = [];
  let unconfirmed = false;
  for (const date of input.query.dates) {
    const status = dateStatus({ spaces: input.spaces, entries: input.entries, date, part: input.query.part, guests: input.guests, confirmed: input.confirmed });
    if (status === 'free') free.push(date);
    else if (status === 'partly') partly.push(date);
    else if (status === 'unconfirmed') unconfirmed = true;
  }
  if (free.length > 0) return { status: 'free', dates: free };
  if (partly.length > 0) return { status: 'partly', dates: partly };
  return unconfirmed ? { status: 'unconfirmed', dates: [] } : null;
}

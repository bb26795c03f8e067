// The business calendar page (/vendor-dashboard/calendar): which listing, space and month it
// shows, and what a posted form changes. Works without JavaScript: the month moves by links,
// the forms post to the page and it redirects back (post, redirect, get).
import type { Db } from '../../../server/db/client.ts';
import { DomainError } from '../../../server/errors.ts';
import { calendarErrors } from './errors.ts';
import { calendarPageMessages } from './messages.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { parseListingRef } from '../../../lib/listing-ref.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { addMonths, isBookingPart, monthRange, parseMonth, type BookingPart } from './availability.ts';
import {
  addSpace,
  blockDates,
  listSpaces,
  NOTE_MAX,
  ownedListings,
  removeSpace,
  spaceCalendar,
  unblockDates,
  updateSpace,
  type CalendarRow,
  type OwnedListing,
  type Space,
} from './availability.server.ts';

export type CalendarDay = { date: string; inMonth: boolean; day: CalendarRow | undefined; evening: CalendarRow | undefined };

export type CalendarPage = {
  listings: OwnedListing[];
  listing: OwnedListing | null;
  spaces: Space[];
  space: Space | null;
  month: string;
  previous: string;
  next: string;
  today: string;
  /** Weeks of seven days, Sunday first, the days of the months around filling the first and last. */
  weeks: CalendarDay[][];
  rows: CalendarRow[];
};

const refOf = (l: OwnedListing) => `${l.kind}-${l.id}`;

/** The page's address for a listing, space and month. */
export function calendarHref(listing: OwnedListing | null, space: Space | null, month: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (listing) params.set('listing', refOf(listing));
  if (space) params.set('space', String(space.id));
  params.set('month', month);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `/vendor-dashboard/calendar?${params}`;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The month's weeks, Sunday to Saturday. */
export function monthWeeks(month: string, rows: readonly CalendarRow[]): CalendarDay[][] {
  const { from, to } = monthRange(month);
  const start = shiftDate(from, -new Date(`${from}T00:00:00Z`).getUTCDay());
  const byDate = new Map<string, { day?: CalendarRow; evening?: CalendarRow }>();
  for (const r of rows) {
    const entry = byDate.get(r.date) ?? {};
    entry[r.part] = r;
    byDate.set(r.date, entry);
  }
  const weeks: CalendarDay[][] = [];
  for (let date = start; date <= to;) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++, date = shiftDate(date, 1)) {
      const held = byDate.get(date);
      week.push({ date, inMonth: date.slice(0, 7) === month, day: held?.day, evening: held?.evening });
    }
    weeks.push(week);
  }
  return weeks;
}

/** What the page shows for `url`'s listing, space and month (defaults: the first of each, this month). */
export async function loadCalendarPage(db: Db, userId: string, url: URL, now: Date = new Date()): Promise<CalendarPage> {
  const today = todayInIndia(now);
  const month = parseMonth(url.searchParams.get('month')) ?? today.slice(0, 7);
  const listings = await ownedListings(db, userId);
  const ref = parseListingRef(url.searchParams.get('listing') ?? '');
  const listing = (ref && listings.find((l) => l.kind === ref.kind && l.id === ref.id)) || listings[0] || null;
  const spaces = listing ? await listSpaces(db, listing) : [];
  const space = spaces.find((s) => String(s.id) === url.searchParams.get('space')) ?? spaces[0] ?? null;
  // The rows of the whole grid, including the neighbouring months' days it shows.
  const grid = monthWeeks(month, []);
  const first = grid[0]![0]!.date;
  const last = grid.at(-1)!.at(-1)!.date;
  const rows = listing && space ? await spaceCalendar(db, userId, listing, space.id, { from: first, to: last }) : [];
  return {
    listings,
    listing,
    spaces,
    space,
    month,
    previous: addMonths(month, -1),
    next: addMonths(month, 1),
    today,
    weeks: monthWeeks(month, rows),
    rows: rows.filter((r) => r.date.slice(0, 7) === month),
  };
}

export type CalendarOutcome =
  { kind: 'blocked'; count: number } | { kind: 'unblocked'; count: number; booked: number } | { kind: 'space-added' | 'space-saved' | 'space-removed' };

const text = (form: FormData, name: string, max = 200) => String(form.get(name) ?? '').slice(0, max);

function capacityOf(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : -1;
}

/**
 * Applies a posted form of the calendar page for the signed-in business. Every change names
 * its listing and space, and each is checked to be the user's (availability.server.ts).
 */
export async function applyCalendarForm(db: Db, userId: string, form: FormData, now: Date = new Date()): Promise<CalendarOutcome> {
  const ref = parseListingRef(text(form, 'listing', 40));
  if (!ref) throw new DomainError('VALIDATION', calendarErrors.notFound);
  const spaceId = Number(text(form, 'space', 12));
  const today = todayInIndia(now);
  switch (text(form, 'intent', 20)) {
    case 'block':
    case 'unblock': {
      const partValue = text(form, 'part', 10);
      const part: BookingPart = isBookingPart(partValue) ? partValue : 'full';
      const input = { listing: ref, spaceId, from: text(form, 'from', 10), to: text(form, 'to', 10) || null, part };
      if (text(form, 'intent', 20) === 'block') {
        const { dates } = await blockDates(db, userId, { ...input, note: text(form, 'note', NOTE_MAX) }, today, now);
        return { kind: 'blocked', count: dates };
      }
      const { freed, booked } = await unblockDates(db, userId, input, today, now);
      return { kind: 'unblocked', count: freed, booked };
    }
    case 'add-space':
      await addSpace(db, userId, ref, { name: text(form, 'name', 60), capacity: capacityOf(text(form, 'capacity', 7)) });
      return { kind: 'space-added' };
    case 'save-space':
      await updateSpace(db, userId, ref, spaceId, { name: text(form, 'name', 60), capacity: capacityOf(text(form, 'capacity', 7)) });
      return { kind: 'space-saved' };
    case 'remove-space':
      await removeSpace(db, userId, ref, spaceId);
      return { kind: 'space-removed' };
    default:
      throw new DomainError('VALIDATION', calendarErrors.notFound);
  }
}

/** The outcome of a change in the address it redirects to (`done=`), and in words on the page. */
export const calendarOutcomeText = {
  encode(outcome: CalendarOutcome): string {
    if (outcome.kind === 'blocked') return `blocked-${outcome.count}`;
    if (outcome.kind === 'unblocked') return `unblocked-${outcome.booked > 0 ? 'kept' : 'all'}`;
    return outcome.kind;
  },
  decode(value: string | null): CalendarOutcome | null {
    if (!value) return null;
    const blocked = /^blocked-(\d{1,3})$/.exec(value);
    if (blocked) return { kind: 'blocked', count: Number(blocked[1]) };
    if (value === 'unblocked-kept' || value === 'unblocked-all') return { kind: 'unblocked', count: 0, booked: value === 'unblocked-kept' ? 1 : 0 };
    if (value === 'space-added' || value === 'space-saved' || value === 'space-removed') return { kind: value };
    return null;
  },
  say(outcome: CalendarOutcome, locale: Locale): string {
    const t = calendarPageMessages.for(locale);
    if (outcome.kind === 'blocked') return t.blockedSaved({ count: outcome.count });
    if (outcome.kind === 'unblocked') return outcome.booked > 0 ? `${t.unblockedSaved} ${t.bookedKept}` : t.unblockedSaved;
    return outcome.kind === 'space-added' ? t.spaceAdded : outcome.kind === 'space-saved' ? t.spaceSaved : t.spaceRemoved;
  },
};

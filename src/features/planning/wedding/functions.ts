// Functions of a wedding (Haldi, Mehendi, Sangeet…) and their headcounts: constants, types
// and pure rules shared by the dashboard island and the server. Zod schemas live in
// functions.schema.ts so the island's bundle stays free of zod.

import type { SideCounts } from './sides.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { lazy } from '../../../lib/intl.ts';

/** The meals a guest may ask for at the functions: the spec's three, and Jain (no onion, garlic or root vegetables), which caterers plan for apart. */
export const MEAL_OPTIONS = ['Vegetarian', 'Non-vegetarian', 'Vegan', 'Jain'] as const;
export type MealOption = (typeof MEAL_OPTIONS)[number];

/** The usual functions, offered when a wedding profile is created, with their day relative to the wedding. */
export const DEFAULT_FUNCTIONS = [
  { name: 'Haldi', dayOffset: -2 },
  { name: 'Mehendi', dayOffset: -1 },
  { name: 'Sangeet', dayOffset: -1 },
  { name: 'Wedding', dayOffset: 0 },
  { name: 'Reception', dayOffset: 1 },
] as const;
export type DefaultFunctionName = (typeof DEFAULT_FUNCTIONS)[number]['name'];
export const DEFAULT_FUNCTION_NAMES = DEFAULT_FUNCTIONS.map((f) => f.name) as [DefaultFunctionName, ...DefaultFunctionName[]];

/** The catalogue keys of the usual functions' names: they are stored in English and shown in the reader's language. */
export const DEFAULT_FUNCTION_KEYS = { Haldi: 'fnHaldi', Mehendi: 'fnMehendi', Sangeet: 'fnSangeet', Wedding: 'fnWedding', Reception: 'fnReception' } as const;
type DefaultFunctionTexts = Record<(typeof DEFAULT_FUNCTION_KEYS)[DefaultFunctionName], string>;

/** A function's name as the reader sees it: a usual function's in their language, the couple's own as written. */
export function shownFunctionName(name: string, texts: DefaultFunctionTexts): string {
  return Object.hasOwn(DEFAULT_FUNCTION_KEYS, name) ? texts[DEFAULT_FUNCTION_KEYS[name as DefaultFunctionName]] : name;
}

export const FUNCTION_LIMITS = { name: 100, venueName: 200, address: 500, dressCode: 200, perWedding: 20 } as const;

export const functionMessages = {
  added: 'Function added',
  updated: 'Function updated',
  deleted: 'Function deleted',
  moved: 'Order saved',
  defaultsAdded: 'The usual functions were added',
  saveFailed: 'Failed to save the function',
  deleteFailed: 'Failed to delete the function',
  loadFailed: (reason: string) => `Failed to load functions: ${reason}`,
  notFound: 'Function not found',
  nameRequired: 'Name is required',
  tooMany: `A wedding can have at most ${FUNCTION_LIMITS.perWedding} functions.`,
  venueNotShortlisted: 'Choose a venue from your shortlist, or type its name',
  empty: 'No functions yet. Add the usual ones or your own.',
  confirmDelete: (name: string) => `Delete ${name}? Its invitations and replies are deleted too.`,
} as const;

export type WeddingFunction = {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM, 24-hour */
  startTime: string | null;
  venueId: number | null;
  venueName: string | null;
  address: string | null;
  dressCode: string | null;
  /** Shown on the couple's wedding website. */
  isPublic: boolean;
  position: number;
};

export type MealCounts = Record<MealOption | 'Not specified', number>;

/** People of the households invited to a function, by their answer for it. */
export type Headcount = {
  invited: number;
  attending: number;
  declined: number;
  awaiting: number;
  /** Of those attending. */
  children: number;
  /** Of those attending. */
  meals: MealCounts;
};

/** A function with its headcount, and per side those attending and those yet to answer. */
export type FunctionWithHeadcount = WeddingFunction & { headcount: Headcount; sides: SideCounts };

/** A household that asked for a stay: people attending (or all of them before any answer), dates. */
export type AccommodationRow = {
  householdId: string;
  household: string;
  phone: string | null;
  people: number;
  arrival: string | null;
  departure: string | null;
};

/** What the Functions tab shows. */
export type FunctionsOverview = {
  functions: FunctionWithHeadcount[];
  venues: ShortlistedVenue[];
  newReplies: number;
  rsvpDeadline: string | null;
  couple: string;
  accommodation: AccommodationRow[];
};

/** A venue of the couple's shortlist, offered when choosing where a function takes place. */
export type ShortlistedVenue = { id: number; name: string; address: string };

export function emptyMeals(): MealCounts {
  return { Vegetarian: 0, 'Non-vegetarian': 0, Vegan: 0, Jain: 0, 'Not specified': 0 };
}

export function emptyHeadcount(): Headcount {
  return { invited: 0, attending: 0, declined: 0, awaiting: 0, children: 0, meals: emptyMeals() };
}

/** The meal columns of a caterer sheet, in order. */
export const MEAL_COLUMNS = [...MEAL_OPTIONS, 'Not specified'] as const;

/**
 * Date order: dated functions by date and start time, undated ones last; functions at the
 * same moment keep the order the couple gave them.
 */
export function compareFunctions(a: WeddingFunction, b: WeddingFunction): number {
  const day = (f: WeddingFunction) => f.date ?? '9999-99-99';
  const time = (f: WeddingFunction) => f.startTime ?? '99:99';
  if (day(a) !== day(b)) return day(a) < day(b) ? -1 : 1;
  if (time(a) !== time(b)) return time(a) < time(b) ? -1 : 1;
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortFunctions<T extends WeddingFunction>(list: readonly T[]): T[] {
  return [...list].sort(compareFunctions);
}

/** Two functions the couple may swap: the date order cannot tell them apart. */
export function sameSlot(a: WeddingFunction, b: WeddingFunction): boolean {
  return a.date === b.date && a.startTime === b.startTime;
}

/** The ids in their new order after moving `id` one place up (-1) or down (+1) in `list`, or null. */
export function moveFunction(list: readonly WeddingFunction[], id: string, step: -1 | 1): string[] | null {
  const sorted = sortFunctions(list);
  const i = sorted.findIndex((f) => f.id === id);
  const j = i + step;
  if (i === -1 || j < 0 || j >= sorted.length || !sameSlot(sorted[i]!, sorted[j]!)) return null;
  const ids = sorted.map((f) => f.id);
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return ids;
}

/** The date `days` after (negative: before) an ISO date. */
export function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The chosen usual functions, dated around the wedding day when it is known. */
export function defaultFunctionsFor(weddingDate: string | null, names: readonly string[]) {
  return DEFAULT_FUNCTIONS.filter((f) => names.includes(f.name)).map((f) => ({
    name: f.name,
    date: weddingDate ? shiftDate(weddingDate, f.dayOffset) : null,
  }));
}

const dateParts = lazy(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

// Hindi as `hi-IN` writes it: "शनि, 13 फ़र॰ 2027", "शाम 7:30" (the site's date style, lib/dates.ts).
const hindiDate = lazy(() => new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const hindiTime = lazy(() => new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }));

/** "Sat, 13 Feb 2027" */
export function formatFunctionDate(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'hi') return hindiDate().format(new Date(`${isoDate}T00:00:00Z`));
  const part = Object.fromEntries(
    dateParts()
      .formatToParts(new Date(`${isoDate}T00:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** "7:30 pm" for "19:30". */
export function formatTime(time: string, locale: Locale = 'en'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (locale === 'hi') return hindiTime().format(Date.UTC(2000, 0, 1, h, m));
  const suffix = h < 12 ? 'am' : 'pm';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Said of an undated function; in both languages here because a household's message may be in either, whatever the page's. */
const DATE_TO_BE_ANNOUNCED: Record<Locale, string> = { en: 'Date to be announced', hi: 'तारीख़ जल्द बताई जाएगी' };

/** "Sat, 13 Feb 2027, 7:30 pm", or what is known of it. */
export function formatWhen(f: Pick<WeddingFunction, 'date' | 'startTime'>, locale: Locale = 'en'): string {
  const parts = [f.date ? formatFunctionDate(f.date, locale) : DATE_TO_BE_ANNOUNCED[locale], f.startTime ? formatTime(f.startTime, locale) : ''];
  return parts.filter(Boolean).join(', ');
}

/** A map search for an address (OpenStreetMap: no account, no tracking script). */
export function mapLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

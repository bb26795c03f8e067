// Guest list rules shared by the dashboard island and the server: constants, RSVP
// mapping, filtering, sorting, paging and the summary. The zod schemas live in
// guests.schema.ts so the island's bundle stays free of zod.
import type { MealOption } from '../wedding/functions.ts';
import type { WeddingSide } from '../wedding/sides.ts';
import { formatIndian } from '../../../i18n/indian-number.ts';
import { compareCodes, lazy } from '../../../lib/intl.ts';

export const RSVP_VALUES = ['awaiting', 'confirmed', 'declined'] as const;
export type Rsvp = (typeof RSVP_VALUES)[number];
export const RSVP_FILTERS = ['all', 'confirmed', 'declined', 'awaiting'] as const;
export type RsvpFilter = (typeof RSVP_FILTERS)[number];
export const GUEST_SORTS = ['name', 'table'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

/** The signed-in couple's guests as JSON (GET), and their CSV export. */
export const GUESTS_URL = '/api/guests';
export const GUESTS_EXPORT_URL = '/api/guests/export';

export const GUEST_PAGE_SIZE = 10;
export const GUEST_IMPORT_MAX = 2000;
/** Guests one wedding may hold (the database enforces it too: migration 0002). */
export const GUEST_MAX_PER_WEDDING = 5000;
/** Guests per response of GET /api/guests; the dashboard follows `nextCursor` to the end. */
export const GUEST_API_PAGE_SIZE = 500;
/** Import calls (each file is checked, then imported) per couple per hour. */
export const GUEST_IMPORT_CALLS_PER_HOUR = 30;
export const GUEST_LIMITS = { fullName: 200, email: 254, phone: 30, address: 500, notes: 1000, table: 10_000 } as const;

export const guestMessages = {
  added: 'Guest added successfully',
  addFailed: (reason: string) => `Failed to add guest: ${reason}`,
  updated: 'Guest updated successfully',
  updateFailed: 'Failed to update guest',
  deleted: 'Guest deleted successfully',
  deleteFailed: 'Failed to delete guest',
  loadFailed: (reason: string) => `Failed to load guests: ${reason}`,
  noGuestsForProfile: 'No guests found for this wedding profile.',
  profileFirst: 'Please create a wedding profile first to manage guests.',
  profileNotFound: 'Wedding profile not found',
  empty: 'No guests found. Start by adding your first guest!',
  confirmDelete: 'Delete selected guests?',
  limitReached: 'Your guest list already has 5,000 guests, the most a wedding can hold. Remove some guests before adding more.',
  importTooLarge: (current: number, adding: number) =>
    `Your guest list has ${formatIndian(current)} guests; adding ${formatIndian(adding)} more would pass the limit of 5,000 guests per wedding. Remove some rows or guests and try again.`,
  tooManyImports: 'You have imported many files in the last hour. Please wait a while and try again.',
} as const;

export const rsvpLabels: Record<Rsvp, string> = { awaiting: 'Awaiting', confirmed: 'Confirmed', declined: 'Declined' };

export function rsvpOf(isAttending: boolean | null): Rsvp {
  return isAttending === null ? 'awaiting' : isAttending ? 'confirmed' : 'declined';
}
export function attendingOf(rsvp: Rsvp): boolean | null {
  return rsvp === 'awaiting' ? null : rsvp === 'confirmed';
}

export type Guest = {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  isInvited: boolean;
  rsvp: Rsvp;
  mealPreference: MealOption | null;
  tableNumber: number | null;
  notes: string | null;
  /** Whose guest: the bride's family, the groom's, or both. */
  side: WeddingSide;
  createdAt: string;
  /** The family or couple the guest is invited with, and how many guests it holds. */
  household?: GuestHousehold | null;
};

export type GuestHousehold = { id: string; name: string; size: number; /** The household's contact phone. */ phone?: string };

export function filterGuests(guests: readonly Guest[], filter: RsvpFilter): Guest[] {
  return filter === 'all' ? [...guests] : guests.filter((g) => g.rsvp === filter);
}

/** Guests of one household (by id); '' keeps every guest. */
export function filterByHousehold(guests: readonly Guest[], householdId: string): Guest[] {
  return householdId === '' ? [...guests] : guests.filter((g) => g.household?.id === householdId);
}

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/**
 * Guests whose name or household contains every word of the query (ignoring case and
 * accents), or whose phone or household's contact phone holds its digits however either is
 * written ("98200 12345" finds "+91-98200-12345").
 */
export function searchGuests(guests: readonly Guest[], query: string): Guest[] {
  const words = folded(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...guests];
  const digits = query.replace(/\D/g, '');
  const phoneLike = digits.length >= 3 && /^[+\d\s()-]+$/.test(query.trim());
  return guests.filter((g) => {
    if (phoneLike && [g.phone, g.household?.phone].some((p) => (p ?? '').replace(/\D/g, '').includes(digits))) return true;
    const text = folded(`${g.fullName} ${g.household?.name ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}

/** The households the guests belong to, by name: the choices of the Guest List's household filter. */
export function householdsOf(guests: readonly Guest[]): GuestHousehold[] {
  const byId = new Map<string, GuestHousehold>();
  for (const g of guests) if (g.household) byId.set(g.household.id, g.household);
  return [...byId.values()].sort((a, b) => collator().compare(a.name, b.name) || compareCodes(a.id, b.id));
}

const collator = lazy(() => new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }));

/** Sorted copy. Guests without a table always come last; ties fall back to the name. */
export function sortGuests(guests: readonly Guest[], sort: GuestSort, direction: 'asc' | 'desc' = 'asc'): Guest[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...guests].sort((a, b) => {
    if (sort === 'table') {
      if (a.tableNumber !== b.tableNumber) {
        if (a.tableNumber === null) return 1;
        if (b.tableNumber === null) return -1;
        return sign * (a.tableNumber - b.tableNumber);
      }
      return collator().compare(a.fullName, b.fullName) || compareCodes(a.id, b.id);
    }
    return sign * collator().compare(a.fullName, b.fullName) || compareCodes(a.id, b.id);
  });
}

export function pageCount(total: number, size = GUEST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
export function pageOf<T>(items: readonly T[], page: number, size = GUEST_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}

export type GuestSummary = {
  total: number;
  invited: number;
  confirmed: number;
  declined: number;
  awaiting: number;
  meals: Record<MealOption | 'Not specified', number>;
};

export function summarizeGuests(guests: readonly Guest[]): GuestSummary {
  const summary: GuestSummary = {
    total: guests.length,
    invited: 0,
    confirmed: 0,
    declined: 0,
    awaiting: 0,
    meals: { Vegetarian: 0, 'Non-vegetarian': 0, Vegan: 0, Jain: 0, 'Not specified': 0 },
  };
  for (const g of guests) {
    if (g.isInvited) summary.invited++;
    summary[g.rsvp]++;
    summary.meals[g.mealPreference ?? 'Not specified']++;
  }
  return summary;
}

export type GuestIdentity = { fullName: string; email?: string | null; phone?: string | null };
const sameText = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
const phoneDigits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** Who a guest is: name, e-mail and phone, ignoring case, spacing and how the number is written. */
export function guestIdentityKey(guest: GuestIdentity): string {
  return `${sameText(guest.fullName)}\n${sameText(guest.email)}\n${phoneDigits(guest.phone)}`;
}

/**
 * A guest already on the list with the same name, e-mail and phone: adding the candidate
 * would list one person twice.
 */
export function findDuplicateGuest<G extends GuestIdentity>(guests: readonly G[], candidate: GuestIdentity): G | undefined {
  const key = guestIdentityKey(candidate);
  return guests.find((g) => guestIdentityKey(g) === key);
}

/** A row of an import that lists someone twice: already on the guest list, or on an earlier row of the file. */
export type ImportDuplicate = { index: number; fullName: string; earlierRow: number | null };

/**
 * The rows of an import (null for rows that are not valid) that repeat a guest of `existing`
 * or an earlier row; `earlierRow` is that row's index, or null when the guest is on the list.
 */
export function findImportDuplicates(existing: readonly GuestIdentity[], rows: readonly (GuestIdentity | null)[]): ImportDuplicate[] {
  const onList = new Set(existing.map(guestIdentityKey));
  const seen = new Map<string, number>();
  const duplicates: ImportDuplicate[] = [];
  rows.forEach((row, index) => {
    if (!row) return;
    const key = guestIdentityKey(row);
    if (onList.has(key)) duplicates.push({ index, fullName: row.fullName, earlierRow: null });
    else if (seen.has(key)) duplicates.push({ index, fullName: row.fullName, earlierRow: seen.get(key)! });
    else seen.set(key, index);
  });
  return duplicates;
}

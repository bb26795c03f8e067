// Enquiry rules without zod, for islands and page scripts as well as the server: what
// each status allows, quote expiry, dates in India time, how quotes and bookings are
// grouped and ordered, and the shapes the pages and islands receive.
import { EVENT_FUNCTIONS, functionLabels, type EnquiryStatus, type EventFunction, type QuoteState } from './enquiry-text.ts';
import { formatDay } from '../../../lib/dates.ts';
import { compareCodes, lazy } from '../../../lib/intl.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';

/** "14 Feb 2027": a quote's last day or an event date (YYYY-MM-DD). */
export { formatDay };

// ---------- dates (India time) ----------

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string) => MONTH.test(value);

export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}

const monthFormat = lazy(() => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** When the event is: its date, or its month when the dates are not fixed. */
export function formatEventWhen(eventDate: string | null, eventMonth: string): string {
  if (eventDate) return formatDay(eventDate);
  return `${monthFormat().format(new Date(`${eventMonth}-01T00:00:00Z`))} (dates not fixed)`;
}

export function formatFunctions(functions: readonly string[]): string {
  return functions.map((f) => functionLabels[f as EventFunction] ?? f).join(', ');
}

export const INBOX_PAGE_SIZE = 20;

// ---------- what each state allows ----------

/** Open: the couple may withdraw, the business may quote or decline, a quote may be accepted. */
export function isOpen(status: EnquiryStatus): boolean {
  return status === 'new' || status === 'replied' || status === 'quoted';
}

/** Messages go on after a booking (to arrange the day), but not once withdrawn or declined. */
export function acceptsMessages(status: EnquiryStatus): boolean {
  return status !== 'withdrawn' && status !== 'declined';
}

/** A business's first reply moves a new enquiry on; later stages are kept. */
export function statusAfterBusinessReply(status: EnquiryStatus): EnquiryStatus {
  return status === 'new' ? 'replied' : status;
}

/** An open quote whose last day has passed (India time) is expired. */
export function quoteState(quote: { status: 'open' | 'accepted' | 'declined' | 'withdrawn'; validUntil: string }, today: string): QuoteState {
  if (quote.status === 'open' && quote.validUntil < today) return 'expired';
  return quote.status;
}

/** How the couple is named to a business: the names on their wedding profile, else their account name. */
export function coupleNameOf(account: string, profile: { userName: string; partnerName: string } | undefined): string {
  const own = profile?.userName.trim() || account.trim();
  const partner = profile?.partnerName.trim();
  if (own && partner) return `${own} & ${partner}`;
  return own || partner || 'A couple';
}

/** Short text for inbox rows and e-mail subjects. */
export function previewOf(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// ---------- comparison and ordering ----------

export type ComparableQuote = {
  id: string;
  conversationId: string;
  businessName: string;
  category: string;
  functions: string[];
  amount: number;
  includes: string;
  validUntil: string;
  state: QuoteState;
  rating: number;
  reviewCount: number;
  listingHref: string;
  /** Said before accepting an open quote: its date is taken, or the couple booked another for it. */
  clash: string | null;
};

export type QuoteGroup = { key: string; functionLabel: string; category: string; quotes: ComparableQuote[] };

/**
 * Quotes side by side for the same function and category: one group per (function,
 * category) pair that at least one quote covers, cheapest first within a group.
 */
export function groupQuotes(quotes: readonly ComparableQuote[]): QuoteGroup[] {
  const groups = new Map<string, QuoteGroup>();
  for (const quote of quotes) {
    for (const fn of quote.functions) {
      const key = `${fn}|${quote.category}`;
      let group = groups.get(key);
      if (!group) {
        group = { key, functionLabel: functionLabels[fn as EventFunction] ?? fn, category: quote.category, quotes: [] };
        groups.set(key, group);
      }
      group.quotes.push(quote);
    }
  }
  const order = (fn: string) => EVENT_FUNCTIONS.indexOf(fn as EventFunction);
  return [...groups.values()]
    .map((g) => ({ ...g, quotes: [...g.quotes].sort((a, b) => a.amount - b.amount) }))
    .sort((a, b) => order(a.key.split('|')[0]!) - order(b.key.split('|')[0]!) || a.category.localeCompare(b.category));
}

/** Upcoming bookings soonest first, then past ones most recent first; month-only dates count from the month. */
export function splitBookings<T extends { eventDate: string | null; eventMonth: string }>(list: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const key = (b: T) => b.eventDate ?? `${b.eventMonth}-99`;
  const upcoming = list.filter((b) => key(b) >= today).sort((a, b) => compareCodes(key(a), key(b)));
  const past = list.filter((b) => key(b) < today).sort((a, b) => compareCodes(key(b), key(a)));
  return { upcoming, past };
}

// ---------- what the pages and islands receive ----------

/** One of the couple's bookings, as the warnings need it. */
export type BookedSlot = {
  listingKind: ListingKind;
  listingId: number;
  listingName: string;
  /** "Venue", or the vendor's category. */
  category: string;
  functions: string[];
  eventDate: string | null;
};

/** A listing the enquiry form sends to: its category and a venue's capacity drive the warnings and the guest bound. */
export type EnquiryFormListing = { kind: ListingKind; id: number; name: string; category: string; capacityMax: number | null };

/** The enquiry form's starting values, from the couple's wedding profile and account. */
export type EnquiryPrefill = {
  functions: EventFunction[];
  eventDate: string;
  guestCount: number | null;
  phone: string;
  /** The dates (from today on) the couple planned for its functions on the Functions tab, by the enquiry's function names. */
  functionDates: Partial<Record<EventFunction, string>>;
};

/**
 * The dates an enquiry's availability check asks about: each chosen function on the date the
 * couple planned for it, and the others (or all, without planned dates) on the form's date.
 * One entry per date, with the functions on it (none when it is the form's date alone).
 */
export function datesToCheck(
  functions: readonly EventFunction[],
  eventDate: string,
  planned: Partial<Record<EventFunction, string>>,
): { date: string; functions: EventFunction[] }[] {
  const byDate = new Map<string, EventFunction[]>();
  for (const fn of functions) {
    const date = planned[fn] ?? eventDate;
    if (date) byDate.set(date, [...(byDate.get(date) ?? []), fn]);
  }
  if (byDate.size === 0 && eventDate) return [{ date: eventDate, functions: [] }];
  if (byDate.size === 1 && byDate.has(eventDate)) return [{ date: eventDate, functions: [] }];
  return [...byDate].sort(([a], [b]) => compareCodes(a, b)).map(([date, fns]) => ({ date, functions: fns }));
}

export type ThreadMessage = {
  id: string;
  side: 'couple' | 'business';
  kind: 'message' | 'quote' | 'quote_accepted' | 'quote_declined' | 'quote_withdrawn' | 'declined' | 'withdrawn' | 'contact_shared';
  body: string;
  quoteId: string | null;
  createdAt: string;
};

export type ThreadQuote = {
  id: string;
  amount: number;
  includes: string;
  functions: string[];
  validUntil: string;
  state: QuoteState;
  createdAt: string;
  /** The venue's space the quote is for (null for a vendor, whose one space is its calendar). */
  space: string | null;
  /** The part of the event day it holds. */
  part: 'full' | 'day' | 'evening';
};

export type ThreadView = {
  id: string;
  /** Which party is reading. */
  side: 'couple' | 'business';
  status: EnquiryStatus;
  listing: { kind: ListingKind; id: number; name: string; href: string; category: string };
  /** False while the listing has no business account: the enquiry waits for a claim. */
  claimed: boolean;
  coupleName: string;
  request: { functions: string[]; eventDate: string | null; eventMonth: string; guestCount: number; budget: number | null };
  /** Present only when the couple chose to share them. */
  contact: { phone: string; email: string } | null;
  messages: ThreadMessage[];
  /** Older messages exist before the first one sent. */
  hasEarlier: boolean;
  quotes: ThreadQuote[];
  booking: { id: string; amount: number; createdAt: string } | null;
  /** Sent before the couple verified their e-mail: the business has not received it yet. */
  awaitingVerification: boolean;
  clashes: {
    /** Another booking holds the listing on the request's date: a quote for it cannot be accepted. */
    dateTaken: boolean;
    /** The couple's other bookings of the same category, functions and date (couple's side only). */
    sameDay: BookedSlot[];
  };
  /**
   * The listing's spaces and what holds each part of the request's date (business side only,
   * for the quote form: which space and part are still free); empty for the couple.
   */
  spaces: SpaceSlot[];
};

/** What holds one part of a space on the request's date: nothing, the owner's block, or a booking. */
export type SlotHold = 'free' | 'block' | 'booking';
export type SpaceSlot = { id: number; name: string; capacity: number | null; day: SlotHold; evening: SlotHold };

export type ConversationSummary = {
  id: string;
  listingName: string;
  listingHref: string;
  category: string;
  status: EnquiryStatus;
  lastMessage: string;
  lastActivityAt: string;
  unread: number;
  awaitingVerification: boolean;
};

export type InboxRow = {
  id: string;
  coupleName: string;
  listingName: string;
  status: EnquiryStatus;
  functions: string[];
  eventDate: string | null;
  eventMonth: string;
  lastMessage: string;
  lastActivityAt: string;
  unread: number;
  /** The listing holds another booking on this enquiry's date. */
  dateBooked: boolean;
};

/** The couple's dashboard tab: their conversations and every quote to compare. */
export type CoupleEnquiries = { conversations: ConversationSummary[]; quotes: ComparableQuote[] };

export type InboxCounts = Record<EnquiryStatus | 'all', { total: number; unread: number }>;
export type InboxQuery = { status: EnquiryStatus | 'all'; q: string; page: number };
export type InboxPage = { items: InboxRow[]; page: number; hasMore: boolean; counts: InboxCounts; query: InboxQuery };

// Statuses, functions and dates of a conversation in the account's language, from the bound
// enquiryWordsMessages (browser-safe: islands and the bookings page use it alike).
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { formatDay } from '../../../lib/dates.ts';
import { perLocale } from '../../../lib/intl.ts';
import type { enquiryWordsMessages } from './thread-messages.ts';
import type { EnquiryStatus, QuoteState } from './enquiry-text.ts';

export type EnquiryWords = Bound<CatalogueOf<typeof enquiryWordsMessages>>;

const STATUS_KEY = {
  new: 'statusNew',
  replied: 'statusReplied',
  quoted: 'statusQuoted',
  booked: 'statusBooked',
  declined: 'statusDeclined',
  withdrawn: 'statusWithdrawn',
} as const satisfies Record<EnquiryStatus, keyof EnquiryWords>;
const QUOTE_KEY = {
  open: 'quoteOpen',
  accepted: 'quoteAccepted',
  declined: 'quoteDeclined',
  withdrawn: 'quoteWithdrawn',
  expired: 'quoteExpired',
} as const satisfies Record<QuoteState, keyof EnquiryWords>;
const FUNCTION_KEY: Record<string, 'fnHaldi' | 'fnMehendi' | 'fnSangeet' | 'fnWedding' | 'fnReception' | 'fnOther'> = {
  haldi: 'fnHaldi',
  mehendi: 'fnMehendi',
  sangeet: 'fnSangeet',
  wedding: 'fnWedding',
  reception: 'fnReception',
  other: 'fnOther',
};

export const statusText = (w: EnquiryWords, status: EnquiryStatus) => w[STATUS_KEY[status]];
export const quoteStateText = (w: EnquiryWords, state: QuoteState) => w[QUOTE_KEY[state]];
export const isEnquiryStatus = (status: string): status is EnquiryStatus => status in STATUS_KEY;

/** "Haldi, Mehendi" / "हल्दी, मेहंदी"; a function it does not know stays as written. */
export function functionsText(w: EnquiryWords, functions: readonly string[]): string {
  return functions.map((f) => (FUNCTION_KEY[f] ? w[FUNCTION_KEY[f]] : f)).join(', ');
}

const monthFormats = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** The event's date, or its month when the dates are not fixed. */
export function eventWhenText(w: EnquiryWords, eventDate: string | null, eventMonth: string): string {
  if (eventDate) return formatDay(eventDate, w.$locale);
  return w.datesNotFixed({ month: monthFormats(w.$locale).format(new Date(`${eventMonth}-01T00:00:00Z`)) });
}

const timeFormats = perLocale(
  (tag, l) =>
    // Hindi says the part of the day in words ("रात 8:33"), not "pm".
    new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      ...(l === 'hi' ? { dayPeriod: 'short' as const } : {}),
    }),
);

/** "14 Feb, 3:05 pm" in India time, in the locale. */
export function whenText(locale: Locale, iso: string): string {
  return timeFormats(locale).format(new Date(iso));
}

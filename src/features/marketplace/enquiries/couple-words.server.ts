// What the couple's enquiry list and quote comparison are sent in the account's language: the
// listing's category (the catalogue's Hindi name, as the public pages show it) and the date
// clash said before accepting a quote. The islands show both as sent.
import type { Locale } from '../../../i18n/locales.ts';
import { ENGLISH_CLASH_WORDS, type AcceptClashWords } from './booking-clashes.ts';
import { functionsText } from './enquiry-words.ts';
import { VENUE_CATEGORY } from './listings.server.ts';
import { enquiryWordsMessages, threadMessages } from './thread-messages.ts';

/** The clash beside a quote's Accept, in `locale` (English exactly as enquiryText says it). */
export function acceptClashWords(locale: Locale): AcceptClashWords {
  if (locale === 'en') return ENGLISH_CLASH_WORDS;
  const t = threadMessages.for(locale);
  const w = enquiryWordsMessages.for(locale);
  return { locale, functions: (list) => functionsText(w, list), dateTaken: t.dateTaken, secondBooking: t.secondBooking };
}

/** A listing's category as the couple reads it: "Venue", or the vendor's category, with its Hindi name where one is written. */
export function shownCategory(locale: Locale, category: string, categoryHi: string | null | undefined): string {
  if (locale === 'en') return category;
  if (category === VENUE_CATEGORY) return enquiryWordsMessages.for(locale).venue;
  return categoryHi || category;
}

// Everything a venue card says, in one language: the page binds it once and hands it to each
// card (VenueCard.tsx is rendered on the server and takes its texts as a prop).
import type { Locale } from '../../../i18n/locales.ts';
import { estimateMessages, freshnessMessages } from '../prices/messages.ts';
import { reviewMessagesBook } from '../reviews/messages.ts';
import { amenityMessages, venueCardMessages } from './messages.ts';
import { availabilityMessages } from '../listings/availability-messages.ts';

export function venueCardTexts(locale: Locale) {
  return {
    card: venueCardMessages.for(locale),
    estimate: estimateMessages.for(locale),
    freshness: freshnessMessages.for(locale),
    reviews: reviewMessagesBook.for(locale),
    amenities: amenityMessages.for(locale),
    availability: availabilityMessages.for(locale),
  };
}
export type VenueCardTexts = ReturnType<typeof venueCardTexts>;

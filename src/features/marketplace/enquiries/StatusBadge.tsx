import type { EnquiryStatus, QuoteState } from './enquiry-text.ts';
import { formatDay } from '../../../lib/dates.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { enquiryWordsMessages } from './thread-messages.ts';
import { isEnquiryStatus, quoteStateText, statusText, whenText } from './enquiry-words.ts';

const statusClass: Record<EnquiryStatus | QuoteState, string> = {
  new: 'bg-saffron-100 text-stone-900',
  replied: 'bg-sky-100 text-sky-900',
  quoted: 'bg-violet-100 text-violet-900',
  booked: 'bg-green-100 text-green-900',
  accepted: 'bg-green-100 text-green-900',
  open: 'bg-sky-100 text-sky-900',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
  expired: 'bg-red-100 text-red-900',
};

/** The words of a conversation screen, bound, in the island's language. */
export const useEnquiryWords = () => useMessages<CatalogueOf<typeof enquiryWordsMessages>>('enquiryWords');

/** The status of an enquiry or a quote, as a word (never colour alone). */
export function StatusBadge({ status }: { status: EnquiryStatus | QuoteState }) {
  const w = useEnquiryWords();
  const label = isEnquiryStatus(status) ? statusText(w, status) : quoteStateText(w, status);
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}>{label}</span>;
}

/** An enquiry kept from its business until the couple verifies their e-mail. */
export function AwaitingBadge() {
  const w = useEnquiryWords();
  return (
    <span className="inline-block rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-900">
      {w.awaitingVerification}
    </span>
  );
}

/** The business's mark on an enquiry whose date its listing already has booked. */
export function DateTakenBadge({ eventDate }: { eventDate: string }) {
  const w = useEnquiryWords();
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">
      {w.alreadyBookedOn({ day: formatDay(eventDate, w.$locale) })}
    </span>
  );
}

/** "14 Feb, 3:05 pm" in India time, in the island's language. */
export function When({ iso, className }: { iso: string; className?: string }) {
  const w = useEnquiryWords();
  return (
    <time dateTime={iso} className={className}>
      {whenText(w.$locale, iso)}
    </time>
  );
}

import { enquiryText, quoteStateLabels, statusLabels, type EnquiryStatus, type QuoteState } from './enquiry-text.ts';
import { formatDay } from '../../../lib/dates.ts';

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

/** The status of an enquiry or a quote, as a word (never colour alone). */
export function StatusBadge({ status }: { status: EnquiryStatus | QuoteState }) {
  const label = status in statusLabels ? statusLabels[status as EnquiryStatus] : quoteStateLabels[status as QuoteState];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}>{label}</span>;
}

/** An enquiry kept from its business until the couple verifies their e-mail. */
export function AwaitingBadge() {
  return (
    <span className="inline-block rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-900">
      {enquiryText.awaitingVerification}
    </span>
  );
}

/** The business's mark on an enquiry whose date its listing already has booked. */
export function DateTakenBadge({ eventDate }: { eventDate: string }) {
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">
      {enquiryText.alreadyBookedOn(formatDay(eventDate))}
    </span>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "14 Feb, 3:05 pm" in India time. */
export function formatWhen(iso: string): string {
  return timeFormat.format(new Date(iso));
}

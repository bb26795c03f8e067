import { actions, type ActionError } from 'astro:actions';
import { formatRupees } from '../../../lib/money.ts';
import { formatDay } from '../../../lib/dates.ts';
import type { ThreadQuote } from './enquiry-rules.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { threadMessages } from './thread-messages.ts';
import { StatusBadge, useEnquiryWords } from './StatusBadge.tsx';
import { functionsText } from './enquiry-words.ts';
import ConfirmButton from './ConfirmButton.tsx';
import { perform } from '../../../lib/perform.ts';

type Props = {
  quote: ThreadQuote;
  side: 'couple' | 'business';
  canAccept: boolean;
  /** Said again in the Accept dialog: the couple's other bookings for the same function and date. */
  warnings?: string[];
  onDone: () => Promise<void>;
};

/** Where and when the quote holds the day: the venue's space and the part of the day ("Lawn · Evening"). */
function SlotLine({ quote, t }: { quote: ThreadQuote; t: Bound<CatalogueOf<typeof threadMessages>> }) {
  const part = quote.part === 'day' ? t.quoteDay : quote.part === 'evening' ? t.quoteEvening : t.quoteWholeDay;
  if (quote.space === null && quote.part === 'full') return null;
  return (
    <p className="text-sm text-stone-600" data-testid="quote-slot-line">
      {quote.space === null ? part : t.quoteSpace({ space: quote.space, part })}
    </p>
  );
}

/** A quote in its thread: the couple may accept (after confirming) or decline it; the business may withdraw it. */
export default function QuoteCard({ quote, side, canAccept, warnings = [], onDone }: Props) {
  const t = useMessages<CatalogueOf<typeof threadMessages>>('thread');
  const w = useEnquiryWords();
  const act = async <T,>(run: () => Promise<{ data?: T; error?: ActionError }>, success: string) => {
    const done = await perform(run, success);
    if (done) await onDone();
    return done;
  };
  return (
    <div className="card h-full p-4" data-testid="quote">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xl font-bold text-maroon-800">{formatRupees(quote.amount)}</p>
        <StatusBadge status={quote.state} />
      </div>
      <p className="mt-1 text-sm text-stone-600">{functionsText(w, quote.functions)}</p>
      <SlotLine quote={quote} t={t} />
      <p className="mt-2 text-sm font-semibold">{t.includes}</p>
      <p className="text-sm break-words whitespace-pre-wrap">{quote.includes}</p>
      <p className="mt-2 text-sm">{t.validUntil({ day: formatDay(quote.validUntil, w.$locale) })}</p>
      {quote.state === 'open' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {side === 'couple' ? (
            <>
              {canAccept ? (
                <ConfirmButton
                  label={w.accept}
                  className="btn btn-primary btn-sm"
                  title={t.acceptTitle({ amount: formatRupees(quote.amount) })}
                  question={
                    <>
                      {warnings.map((w) => (
                        <p key={w} className="mb-2 font-semibold text-red-900">
                          {w}
                        </p>
                      ))}
                      <p>{w.acceptConfirm}</p>
                    </>
                  }
                  confirmLabel={w.acceptAndBook}
                  onConfirm={() => act(() => actions.enquiries.acceptQuote({ quoteId: quote.id }), w.quoteAcceptedToast)}
                />
              ) : null}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => act(() => actions.enquiries.declineQuote({ quoteId: quote.id }), w.quoteDeclinedToast)}
              >
                {w.decline}
              </button>
            </>
          ) : (
            <ConfirmButton
              label={t.withdrawQuote}
              title={t.withdrawQuoteTitle}
              question={t.withdrawQuoteQuestion}
              confirmLabel={t.withdrawQuote}
              onConfirm={() => act(() => actions.enquiries.withdrawQuote({ quoteId: quote.id }), t.quoteWithdrawn)}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

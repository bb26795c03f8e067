import { actions, type ActionError } from 'astro:actions';
import { formatRupees } from '../../../lib/money.ts';
import { enquiryText } from './enquiry-text.ts';
import { formatDay, formatFunctions, type ThreadQuote } from './enquiry-rules.ts';
import { StatusBadge } from './StatusBadge.tsx';
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

/** A quote in its thread: the couple may accept (after confirming) or decline it; the business may withdraw it. */
export default function QuoteCard({ quote, side, canAccept, warnings = [], onDone }: Props) {
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
      <p className="mt-1 text-sm text-stone-600">{formatFunctions(quote.functions)}</p>
      <p className="mt-2 text-sm font-semibold">Includes</p>
      <p className="text-sm break-words whitespace-pre-wrap">{quote.includes}</p>
      <p className="mt-2 text-sm">
        Valid until <span className="font-semibold">{formatDay(quote.validUntil)}</span>
      </p>
      {quote.state === 'open' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {side === 'couple' ? (
            <>
              {canAccept ? (
                <ConfirmButton
                  label="Accept"
                  className="btn btn-primary btn-sm"
                  title={`Accept the quote of ${formatRupees(quote.amount)}?`}
                  question={
                    <>
                      {warnings.map((w) => (
                        <p key={w} className="mb-2 font-semibold text-red-900">
                          {w}
                        </p>
                      ))}
                      <p>{enquiryText.acceptConfirm}</p>
                    </>
                  }
                  confirmLabel="Accept and book"
                  onConfirm={() => act(() => actions.enquiries.acceptQuote({ quoteId: quote.id }), enquiryText.quoteAccepted)}
                />
              ) : null}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => act(() => actions.enquiries.declineQuote({ quoteId: quote.id }), enquiryText.quoteDeclined)}
              >
                Decline
              </button>
            </>
          ) : (
            <ConfirmButton
              label="Withdraw quote"
              title="Withdraw this quote?"
              question="The couple will no longer be able to accept it."
              confirmLabel="Withdraw quote"
              onConfirm={() => act(() => actions.enquiries.withdrawQuote({ quoteId: quote.id }), enquiryText.quoteWithdrawn)}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

// Quotes side by side for one function and category: one column per business with its
// amount, what it includes, how long it is valid and its rating; Accept and Decline below.
import { useId, useState } from 'react';
import { actions, type ActionError } from 'astro:actions';
import { formatRupees } from '../../../lib/money.ts';
import { enquiryText } from './enquiry-text.ts';
import { formatDay, groupQuotes, type ComparableQuote } from './enquiry-rules.ts';
import { StatusBadge } from './StatusBadge.tsx';
import ConfirmButton from './ConfirmButton.tsx';
import { perform } from '../../../lib/perform.ts';

type Props = { quotes: ComparableQuote[]; onChanged: () => Promise<void>; onOpen: (conversationId: string) => void };

export default function QuoteComparison({ quotes, onChanged, onOpen }: Props) {
  const id = useId();
  const groups = groupQuotes(quotes);
  const [key, setKey] = useState(groups[0]?.key ?? '');
  const group = groups.find((g) => g.key === key) ?? groups[0];

  if (!group) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold">{enquiryText.noQuotes}</p>
        <p className="mt-1 text-stone-600">{enquiryText.noQuotesHint}</p>
      </div>
    );
  }
  const act = async <T,>(run: () => Promise<{ data?: T; error?: ActionError }>, success: string) => {
    const done = await perform(run, success);
    if (done) await onChanged();
    return done;
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="sr-only">
        Compare quotes
      </h3>
      <div className="max-w-sm">
        <label htmlFor={`${id}-group`} className="label">
          Function and category
        </label>
        <select id={`${id}-group`} className="input" value={group.key} onChange={(e) => setKey(e.target.value)}>
          {groups.map((g) => (
            <option key={g.key} value={g.key}>
              {g.functionLabel} · {g.category} ({g.quotes.length} {g.quotes.length === 1 ? 'quote' : 'quotes'})
            </option>
          ))}
        </select>
      </div>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="p-3 text-left font-semibold text-maroon-800">
            {group.functionLabel} · {group.category}: quotes side by side
          </caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="row" className="w-32 p-3 text-stone-600">
                Business
              </th>
              {group.quotes.map((q) => (
                <th key={q.id} scope="col" className="p-3 align-top">
                  <a href={q.listingHref} className="font-semibold text-maroon-800 hover:underline">
                    {q.businessName}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                Amount
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3 text-lg font-bold">
                  {formatRupees(q.amount)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                Includes
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3 align-top break-words whitespace-pre-wrap">
                  {q.includes}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                Valid until
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  {formatDay(q.validUntil)} <StatusBadge status={q.state} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                Rating
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  {q.rating.toFixed(1)} out of 5 ({q.reviewCount} {q.reviewCount === 1 ? 'review' : 'reviews'})
                </td>
              ))}
            </tr>
            {group.quotes.some((q) => q.clash) ? (
              <tr>
                <th scope="row" className="p-3 text-stone-600">
                  Date
                </th>
                {group.quotes.map((q) => (
                  <td key={q.id} className="p-3 align-top text-red-900" data-testid="quote-clash">
                    {q.clash ?? ''}
                  </td>
                ))}
              </tr>
            ) : null}
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                <span className="sr-only">Actions</span>
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  <div className="flex flex-wrap gap-2">
                    {q.state === 'open' ? (
                      <>
                        <ConfirmButton
                          label="Accept"
                          className="btn btn-primary btn-sm"
                          title={`Accept the quote of ${formatRupees(q.amount)} from ${q.businessName}?`}
                          question={
                            <>
                              {q.clash ? <p className="mb-2 font-semibold text-red-900">{q.clash}</p> : null}
                              <p>{enquiryText.acceptConfirm}</p>
                            </>
                          }
                          confirmLabel="Accept and book"
                          onConfirm={() => act(() => actions.enquiries.acceptQuote({ quoteId: q.id }), enquiryText.quoteAccepted)}
                        />
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() => void act(() => actions.enquiries.declineQuote({ quoteId: q.id }), enquiryText.quoteDeclined)}
                        >
                          Decline
                        </button>
                      </>
                    ) : null}
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(q.conversationId)}>
                      Open conversation
                    </button>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

// Quotes side by side for one function and category: one column per business with its
// amount, what it includes, how long it is valid and its rating; Accept and Decline below.
import { useId, useState } from 'react';
import { actions, type ActionError } from 'astro:actions';
import { formatRupees } from '../../../lib/money.ts';
import { formatDay } from '../../../lib/dates.ts';
import { groupQuotes, type ComparableQuote } from './enquiry-rules.ts';
import { StatusBadge, useEnquiryWords } from './StatusBadge.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { enquiriesTabMessages } from './thread-messages.ts';
import { functionsText } from './enquiry-words.ts';
import ConfirmButton from './ConfirmButton.tsx';
import { perform } from '../../../lib/perform.ts';

type Props = { quotes: ComparableQuote[]; onChanged: () => Promise<void>; onOpen: (conversationId: string) => void };

export default function QuoteComparison({ quotes, onChanged, onOpen }: Props) {
  const id = useId();
  const t = useMessages<CatalogueOf<typeof enquiriesTabMessages>>('enquiriesTab');
  const w = useEnquiryWords();
  const groups = groupQuotes(quotes);
  // The function's name in the account's language; the category is the catalogue's name as sent.
  const groupName = (g: (typeof groups)[number]) => `${functionsText(w, [g.key.split('|')[0] ?? ''])} · ${g.category}`;
  const [key, setKey] = useState(groups[0]?.key ?? '');
  const group = groups.find((g) => g.key === key) ?? groups[0];

  if (!group) {
    return (
      <div className="card p-8 text-center">
        <p className="font-semibold">{t.noQuotes}</p>
        <p className="mt-1 text-stone-600">{t.noQuotesHint}</p>
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
        {t.compareTitle}
      </h3>
      <div className="max-w-sm">
        <label htmlFor={`${id}-group`} className="label">
          {t.group}
        </label>
        <select id={`${id}-group`} className="input" value={group.key} onChange={(e) => setKey(e.target.value)}>
          {groups.map((g) => (
            <option key={g.key} value={g.key}>
              {groupName(g)} ({t.quoteCount({ count: g.quotes.length })})
            </option>
          ))}
        </select>
      </div>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="p-3 text-left font-semibold text-maroon-800">{t.sideBySide({ group: groupName(group) })}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="row" className="w-32 p-3 text-stone-600">
                {t.business}
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
                {t.amount}
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3 text-lg font-bold">
                  {formatRupees(q.amount)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                {t.includes}
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3 align-top break-words whitespace-pre-wrap">
                  {q.includes}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                {t.validUntil}
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  {formatDay(q.validUntil, w.$locale)} <StatusBadge status={q.state} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="p-3 text-stone-600">
                {t.rating}
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  {t.ratingOf({ rating: q.rating.toFixed(1), count: q.reviewCount })}
                </td>
              ))}
            </tr>
            {group.quotes.some((q) => q.clash) ? (
              <tr>
                <th scope="row" className="p-3 text-stone-600">
                  {t.date}
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
                <span className="sr-only">{t.actions}</span>
              </th>
              {group.quotes.map((q) => (
                <td key={q.id} className="p-3">
                  <div className="flex flex-wrap gap-2">
                    {q.state === 'open' ? (
                      <>
                        <ConfirmButton
                          label={w.accept}
                          className="btn btn-primary btn-sm"
                          title={t.acceptFrom({ amount: formatRupees(q.amount), name: q.businessName })}
                          question={
                            <>
                              {q.clash ? <p className="mb-2 font-semibold text-red-900">{q.clash}</p> : null}
                              <p>{w.acceptConfirm}</p>
                            </>
                          }
                          confirmLabel={w.acceptAndBook}
                          onConfirm={() => act(() => actions.enquiries.acceptQuote({ quoteId: q.id }), w.quoteAcceptedToast)}
                        />
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          onClick={() => void act(() => actions.enquiries.declineQuote({ quoteId: q.id }), w.quoteDeclinedToast)}
                        >
                          {w.decline}
                        </button>
                      </>
                    ) : null}
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(q.conversationId)}>
                      {t.openConversation}
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

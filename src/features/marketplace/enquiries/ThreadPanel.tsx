// Long because: one thread: messages, quotes, the reply, decline and quote forms share its state.
// One conversation, for whichever party is reading: the request, contact details (only
// when the couple shared them), messages as plain text, quotes and the booking, and the
// actions that side may take. After each action the thread is read again from the server.
import { useCallback, useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../../lib/toast.ts';
import { formatRupees } from '../../../lib/money.ts';
import { refreshSession } from '../../../lib/session-store.ts';
import { callAction } from '../../../lib/form-errors.ts';
import { getJson } from '../../../lib/get-json.ts';
import { perform } from '../../../lib/perform.ts';
import { formatDay } from '../../../lib/dates.ts';
import { acceptsMessages, isOpen, type ThreadMessage, type ThreadView } from './enquiry-rules.ts';
import { AwaitingBadge, StatusBadge, When, useEnquiryWords } from './StatusBadge.tsx';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { MessagesProvider, useMessages, type IslandMessages } from '../../../i18n/react.tsx';
import type { threadMessages } from './thread-messages.ts';
import { eventWhenText, functionsText, type EnquiryWords } from './enquiry-words.ts';
import ConfirmButton from './ConfirmButton.tsx';
import QuoteCard from './QuoteCard.tsx';
import ReplyBox from './ReplyBox.tsx';
import { DeclineForm, QuoteForm, type QuoteSlotTexts } from './BusinessForms.tsx';
import ShareContact from './ShareContact.tsx';
import { formatIndian } from '../../../i18n/indian-number.ts';

type Props = {
  initial: ThreadView;
  accountPhone?: string;
  onChanged?: (thread: ThreadView) => void;
  /** The quote form's space and part-of-day texts (business side). */
  slotMessages?: QuoteSlotTexts;
};
type ThreadTexts = Bound<CatalogueOf<typeof threadMessages>>;

/**
 * A thread on a page of its own (the business's) brings its messages (`enquiryIslandMessages`);
 * inside the dashboard island the dashboard's provider has them already.
 */
export default function ThreadPanel({ messages, ...props }: Props & { messages?: IslandMessages }) {
  return messages ? (
    <MessagesProvider messages={messages}>
      <Thread {...props} />
    </MessagesProvider>
  ) : (
    <Thread {...props} />
  );
}

function Thread({ initial, accountPhone = '', onChanged, slotMessages }: Props) {
  const t = useMessages<CatalogueOf<typeof threadMessages>>('thread');
  const w = useEnquiryWords();
  const [thread, setThread] = useState(initial);
  const [earlier, setEarlier] = useState<ThreadMessage[]>([]);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const couple = thread.side === 'couple';

  useEffect(() => {
    void callAction(() => actions.enquiries.markRead({ conversationId: thread.id })).then(() => refreshSession());
  }, [thread.id, thread.messages.length]);

  const reload = useCallback(async () => {
    try {
      const fresh = await getJson<ThreadView>(`/api/enquiries/${encodeURIComponent(thread.id)}`);
      setThread(fresh);
      onChanged?.(fresh);
    } catch (error) {
      toast({ title: w.loadFailed, description: (error as Error).message, variant: 'destructive' });
    }
  }, [thread.id, onChanged, w.loadFailed]);

  async function showEarlier() {
    const first = earlier[0] ?? thread.messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await getJson<ThreadView>(
        `/api/enquiries/${encodeURIComponent(thread.id)}?before=${encodeURIComponent(first.createdAt)}&beforeId=${first.id}`,
      );
      setEarlier((list) => [...page.messages, ...list]);
      if (!page.hasEarlier) setThread((t) => ({ ...t, hasEarlier: false }));
    } catch (error) {
      toast({ title: w.loadFailed, description: (error as Error).message, variant: 'destructive' });
    }
    setLoadingEarlier(false);
  }

  const other = couple ? thread.listing.name : thread.coupleName;
  const open = isOpen(thread.status);
  const writable = acceptsMessages(thread.status);
  const quoteById = new Map(thread.quotes.map((q) => [q.id, q]));
  const { request } = thread;

  return (
    <article aria-labelledby="thread-title" className="space-y-5">
      <header className="card p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id="thread-title" className="font-serif text-2xl break-words text-maroon-800">
              {couple ? (
                <a href={thread.listing.href} className="hover:underline">
                  {thread.listing.name}
                </a>
              ) : (
                thread.coupleName
              )}
            </h2>
            <p className="text-sm text-stone-600">{couple ? thread.listing.category : t.enquiryFor({ name: thread.listing.name })}</p>
          </div>
          {couple && thread.awaitingVerification ? <AwaitingBadge /> : <StatusBadge status={thread.status} />}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-600">{t.functions}</dt>
            <dd className="font-semibold">{functionsText(w, request.functions)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t.date}</dt>
            <dd className="font-semibold">{eventWhenText(w, request.eventDate, request.eventMonth)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t.guests}</dt>
            <dd className="font-semibold">{formatIndian(request.guestCount)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t.budget}</dt>
            <dd className="font-semibold">{request.budget === null ? t.notGiven : formatRupees(request.budget)}</dd>
          </div>
        </dl>
        <div className="mt-4 rounded-lg bg-ivory p-3 text-sm" data-testid="contact">
          {couple ? (
            thread.contact ? (
              <p>{t.youShared({ phone: thread.contact.phone })}</p>
            ) : writable && thread.claimed ? (
              <ShareContact conversationId={thread.id} accountPhone={accountPhone} onShared={reload} />
            ) : (
              <p>{t.notSharedCouple}</p>
            )
          ) : thread.contact ? (
            <dl className="grid gap-1 sm:grid-cols-2">
              <div>
                <dt className="text-stone-600">{t.phone}</dt>
                <dd className="font-semibold break-words">{thread.contact.phone}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t.email}</dt>
                <dd className="font-semibold break-words">{thread.contact.email}</dd>
              </div>
            </dl>
          ) : (
            <p>{t.notSharedBusiness}</p>
          )}
        </div>
        {couple && thread.awaitingVerification ? (
          <p role="status" className="mt-3 rounded-lg border border-saffron-300 bg-saffron-50 p-3 text-sm" data-testid="awaiting-verification">
            <span className="font-semibold">{w.awaitingVerification}.</span> {t.awaitingHint({ name: thread.listing.name })}{' '}
            <a href="/verify-email" className="font-semibold text-maroon-700 underline">
              {t.verifyLink}
            </a>
          </p>
        ) : couple && !thread.claimed ? (
          <p className="mt-3 text-sm text-stone-700">{t.unclaimed}</p>
        ) : null}
      </header>

      <Clashes thread={thread} t={t} w={w} />

      {thread.booking ? (
        <p role="status" className="card border-green-700 bg-green-50 p-4 font-semibold text-green-900">
          {t.booked} · {formatRupees(thread.booking.amount)}
        </p>
      ) : null}

      {thread.quotes.length > 0 ? (
        <section aria-labelledby="quotes-title">
          <h3 id="quotes-title" className="text-lg font-semibold text-maroon-800">
            {t.quotes}
          </h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {thread.quotes.map((quote) => (
              <li key={quote.id}>
                <QuoteCard quote={quote} side={thread.side} canAccept={open} warnings={sameDayWarnings(thread, t, w)} onDone={reload} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="messages-title" className="card p-5">
        <h3 id="messages-title" className="text-lg font-semibold text-maroon-800">
          {t.messages}
        </h3>
        {thread.hasEarlier ? (
          <button type="button" className="btn btn-ghost btn-sm mt-2" disabled={loadingEarlier} onClick={showEarlier}>
            {loadingEarlier ? t.loading : t.showEarlier}
          </button>
        ) : null}
        <ol className="mt-3 space-y-3" aria-label={t.messages}>
          {[...earlier, ...thread.messages].map((m) => {
            const mine = m.side === thread.side;
            const who = mine ? t.you : m.side === 'couple' ? thread.coupleName : thread.listing.name;
            if (m.kind === 'message') {
              return (
                <li key={m.id} className={`max-w-[85%] rounded-lg p-3 ${mine ? 'ml-auto bg-maroon-50' : 'bg-stone-100'}`} data-testid="message">
                  <p className="text-xs text-stone-600">
                    <span className="font-semibold">{who}</span> · <When iso={m.createdAt} />
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
                </li>
              );
            }
            return (
              <li key={m.id} className="text-center text-sm text-stone-700" data-testid="event">
                <span className="font-semibold">{eventText(t, m, mine, who, quoteById.get(m.quoteId ?? '')?.amount)}</span>
                {m.body ? <span className="block break-words whitespace-pre-wrap">{m.body}</span> : null}
                <When iso={m.createdAt} className="block text-xs text-stone-500" />
              </li>
            );
          })}
        </ol>
        <div className="mt-4">
          {writable ? (
            <ReplyBox conversationId={thread.id} label={t.replyTo({ name: other })} onSent={reload} />
          ) : (
            <p className="rounded-lg bg-stone-100 p-3 text-sm">{t.closed}</p>
          )}
        </div>
      </section>

      {open ? (
        <section aria-label={t.actions} className="flex flex-wrap items-start gap-3">
          {couple ? (
            <ConfirmButton
              label={t.withdrawEnquiry}
              title={t.withdrawEnquiry}
              question={t.withdrawConfirm}
              confirmLabel={t.withdraw}
              onConfirm={async () => {
                const done = await perform(() => actions.enquiries.withdraw({ conversationId: thread.id }), t.enquiryWithdrawn);
                if (done) await reload();
                return done;
              }}
            />
          ) : thread.claimed ? (
            <>
              <QuoteForm
                conversationId={thread.id}
                functions={request.functions}
                eventDate={request.eventDate}
                spaces={thread.spaces}
                slotMessages={slotMessages}
                onSent={reload}
              />
              <DeclineForm conversationId={thread.id} onDeclined={reload} />
            </>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}

/** The couple's other bookings for the same function and date, as the Accept dialog repeats them. */
function sameDayWarnings(thread: ThreadView, t: ThreadTexts, w: EnquiryWords): string[] {
  return thread.clashes.sameDay.map((b) =>
    t.secondBooking({
      name: b.listingName,
      functions: functionsText(
        w,
        b.functions.filter((f) => thread.request.functions.includes(f)),
      ),
      day: formatDay(b.eventDate!, w.$locale),
    }),
  );
}

/** Date clashes, before anyone quotes or accepts: the listing is taken that day, or the couple booked another for it. */
function Clashes({ thread, t, w }: { thread: ThreadView; t: ThreadTexts; w: EnquiryWords }) {
  const { eventDate } = thread.request;
  const taken = thread.clashes.dateTaken && eventDate;
  const warnings = sameDayWarnings(thread, t, w);
  if (!taken && warnings.length === 0) return null;
  return (
    <div role="status" className="card space-y-1 border-saffron-300 bg-saffron-50 p-4 text-sm" data-testid="date-clash">
      {taken ? (
        <p className="font-semibold">
          {(thread.side === 'couple' ? t.dateTaken : t.dateTakenBusiness)({ name: thread.listing.name, day: formatDay(eventDate, w.$locale) })}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
    </div>
  );
}

function eventText(t: ThreadTexts, m: ThreadMessage, mine: boolean, who: string, amount: number | undefined): string {
  const of = amount === undefined ? null : formatRupees(amount);
  switch (m.kind) {
    case 'quote':
      return of ? t.eventQuoteOf({ who, amount: of }) : t.eventQuote({ who });
    case 'quote_accepted':
      return of ? t.eventAcceptedOf({ who, amount: of }) : t.eventAccepted({ who });
    case 'quote_declined':
      return of ? t.eventQuoteDeclinedOf({ who, amount: of }) : t.eventQuoteDeclined({ who });
    case 'quote_withdrawn':
      return of ? t.eventQuoteWithdrawnOf({ who, amount: of }) : t.eventQuoteWithdrawn({ who });
    case 'declined':
      return t.eventDeclined({ who });
    case 'withdrawn':
      return t.eventWithdrawn({ who });
    case 'contact_shared':
      return mine ? t.eventYouShared : t.eventTheyShared({ who });
    default:
      return '';
  }
}

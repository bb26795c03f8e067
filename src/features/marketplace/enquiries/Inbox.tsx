// The business inbox: every enquiry to the account's listings, newest activity first,
// filtered by status (with counts and unread counts), searchable by couple name, paged.
// Filters, search and pages are ordinary links and a GET form (the page renders any of
// them); once hydrated they read /api/enquiries/inbox instead of loading the page again.
import { useEffect, useEffectEvent, useId, useState, type MouseEvent, type SubmitEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { getJson } from '../../../lib/get-json.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-text.ts';
import { isOpen, type InboxPage, type InboxQuery } from './enquiry-rules.ts';
import { DateTakenBadge, StatusBadge, When, useEnquiryWords } from './StatusBadge.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { MessagesProvider, useMessages, type IslandMessages } from '../../../i18n/react.tsx';
import type { inboxMessages } from './thread-messages.ts';
import { eventWhenText, functionsText, statusText } from './enquiry-words.ts';

type Props = { initial: InboxPage };
export const INBOX_PATH = '/vendor-dashboard/messages';
const FILTERS: (EnquiryStatus | 'all')[] = ['all', ...ENQUIRY_STATUSES];

export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page brings the island's messages (`enquiryIslandMessages`). */
export default function Inbox({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <MessagesProvider messages={messages}>
      <InboxList {...props} />
    </MessagesProvider>
  );
}

function InboxList({ initial }: Props) {
  const id = useId();
  const t = useMessages<CatalogueOf<typeof inboxMessages>>('inbox');
  const w = useEnquiryWords();
  const filterLabel = (s: EnquiryStatus | 'all') => (s === 'all' ? t.all : statusText(w, s));
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [q, setQ] = useState(initial.query.q);
  const { query, counts } = page;

  async function go(next: InboxQuery, push = true) {
    setLoading(true);
    try {
      const fresh = await getJson<InboxPage>(`/api/enquiries/inbox${inboxSearch(next)}`);
      setPage(fresh);
      setQ(fresh.query.q);
      if (push) history.pushState(null, '', `${INBOX_PATH}${inboxSearch(fresh.query)}`);
    } catch (error) {
      toast({ title: w.loadFailed, description: (error as Error).message, variant: 'destructive' });
    }
    setLoading(false);
  }

  const onPop = useEffectEvent(() => {
    const params = new URLSearchParams(location.search);
    void go({ status: (params.get('status') as InboxQuery['status']) || 'all', q: params.get('q') ?? '', page: Number(params.get('page')) || 1 }, false);
  });
  useEffect(() => {
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const link = (next: InboxQuery) => ({
    href: `${INBOX_PATH}${inboxSearch(next)}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void go(next);
    },
  });

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void go({ ...query, q: q.trim(), page: 1 });
  }

  return (
    <div className="space-y-4">
      <nav aria-label={t.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((status) => {
            const count = counts[status];
            const current = query.status === status;
            return (
              <li key={status}>
                <a
                  {...link({ status, q: query.q, page: 1 })}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold ${current ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-maroon-600'}`}
                >
                  {filterLabel(status)} <span>({count.total})</span>
                  {count.unread > 0 ? (
                    <span className={`rounded-full px-1.5 text-xs ${current ? 'bg-white text-maroon-800' : 'bg-maroon-700 text-white'}`}>
                      {w.unread({ count: count.unread })}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <form role="search" onSubmit={search} method="get" action={INBOX_PATH} className="flex flex-wrap items-end gap-2">
        {query.status !== 'all' ? <input type="hidden" name="status" value={query.status} /> : null}
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor={`${id}-q`} className="label">
            {t.searchLabel}
          </label>
          <input id={`${id}-q`} name="q" type="search" className="input" maxLength={100} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-outline">
          {t.search}
        </button>
      </form>

      <div aria-live="polite" aria-busy={loading}>
        {page.items.length === 0 ? (
          <div className="card p-8 text-center">
            <p className="font-semibold">{counts.all.total === 0 ? t.noInbox : t.noMatches}</p>
            <p className="mt-1 text-stone-600">{counts.all.total === 0 ? t.noInboxHint : t.noMatchesHint}</p>
          </div>
        ) : (
          <ul className={`card divide-y divide-stone-100 ${loading ? 'opacity-60' : ''}`} aria-label={t.enquiries}>
            {page.items.map((item) => (
              <li key={item.id}>
                <a href={`/vendor-dashboard/messages/${item.id}`} className="flex flex-wrap items-start gap-3 p-4 hover:bg-maroon-50" data-testid="inbox-row">
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      {item.unread > 0 ? <span className="inline-block h-2.5 w-2.5 rounded-full bg-maroon-700" aria-hidden="true" /> : null}
                      <span className={`break-words ${item.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{item.coupleName}</span>
                      <StatusBadge status={item.status} />
                      {item.dateBooked && item.eventDate && isOpen(item.status) ? <DateTakenBadge eventDate={item.eventDate} /> : null}
                      {item.unread > 0 ? <span className="sr-only">, {w.unread({ count: item.unread })}</span> : null}
                    </span>
                    <span className="mt-0.5 block text-sm text-stone-600">
                      {item.listingName} · {functionsText(w, item.functions)} · {eventWhenText(w, item.eventDate, item.eventMonth)}
                    </span>
                    <span className="mt-1 block truncate text-sm text-stone-700">{item.lastMessage}</span>
                  </span>
                  <When iso={item.lastActivityAt} className="text-sm whitespace-nowrap text-stone-600" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>

      {query.page > 1 || page.hasMore ? (
        <nav aria-label={t.pages} className="flex items-center justify-between gap-2">
          {query.page > 1 ? (
            <a {...link({ ...query, page: query.page - 1 })} className="btn btn-outline btn-sm">
              {t.previous}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600">{t.page({ page: String(query.page) })}</span>
          {page.hasMore ? (
            <a {...link({ ...query, page: query.page + 1 })} className="btn btn-outline btn-sm">
              {t.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

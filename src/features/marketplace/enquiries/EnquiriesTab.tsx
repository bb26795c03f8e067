// The couple's Enquiries tab: one row per conversation (business, status, last message,
// date, unread mark), a thread when one is opened (?tab=enquiries&c=<id>), and quotes
// compared side by side.
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { getJson } from '../../../lib/get-json.ts';
import type { CoupleEnquiries, ThreadView } from './enquiry-rules.ts';
import { AwaitingBadge, StatusBadge, When, useEnquiryWords } from './StatusBadge.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { enquiriesTabMessages } from './thread-messages.ts';
import ThreadPanel from './ThreadPanel.tsx';
import QuoteComparison from './QuoteComparison.tsx';
import { LoadFailed, RowSkeletons } from '../../../components/ui/LoadState.tsx';

type Props = { initial?: CoupleEnquiries | undefined; accountPhone?: string };
type View = 'list' | 'compare';

const selectedFromUrl = () => new URLSearchParams(location.search).get('c');

function setUrl(conversation: string | null, view: View, push = true) {
  const url = new URL(location.href);
  url.searchParams.set('tab', 'enquiries');
  if (conversation) url.searchParams.set('c', conversation);
  else url.searchParams.delete('c');
  if (view === 'compare') url.searchParams.set('view', 'compare');
  else url.searchParams.delete('view');
  if (url.href !== location.href) history[push ? 'pushState' : 'replaceState'](null, '', url);
}

export default function EnquiriesTab({ initial, accountPhone = '' }: Props) {
  const t = useMessages<CatalogueOf<typeof enquiriesTabMessages>>('enquiriesTab');
  const w = useEnquiryWords();
  const [data, setData] = useState<CoupleEnquiries | undefined>(initial);
  const [failed, setFailed] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<View>('list');
  const [thread, setThread] = useState<ThreadView | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await getJson<CoupleEnquiries>('/api/enquiries'));
      setFailed(null);
    } catch (error) {
      setFailed(`${w.loadFailed}: ${(error as Error).message}`);
    }
  }, [w.loadFailed]);

  useEffect(() => {
    const sync = () => {
      setSelected(selectedFromUrl());
      setView(new URLSearchParams(location.search).get('view') === 'compare' ? 'compare' : 'list');
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      // Leaving the tab: the open conversation is not part of the other tabs' addresses.
      const url = new URL(location.href);
      if (url.searchParams.get('tab') !== 'enquiries' && (url.searchParams.has('c') || url.searchParams.has('view'))) {
        url.searchParams.delete('c');
        url.searchParams.delete('view');
        history.replaceState(null, '', url);
      }
    };
  }, []);

  // The tab's list, when the page did not bring it.
  useEffect(() => {
    if (data || failed) return;
    let live = true;
    getJson<CoupleEnquiries>('/api/enquiries')
      .then((fresh) => live && setData(fresh))
      .catch((error: Error) => live && setFailed(`${w.loadFailed}: ${error.message}`));
    return () => {
      live = false;
    };
  }, [data, failed, w.loadFailed]);

  useEffect(() => {
    if (!selected) return;
    let live = true;
    getJson<ThreadView>(`/api/enquiries/${encodeURIComponent(selected)}`)
      .then((t) => live && setThread(t))
      .catch((error: Error) => {
        if (!live) return;
        toast({ title: w.notFound, description: error.message, variant: 'destructive' });
        setSelected(null);
        setUrl(null, 'list', false);
      });
    return () => {
      live = false;
    };
  }, [selected, w.notFound]);

  const onThreadChanged = useCallback(() => void load(), [load]);

  function openConversation(id: string) {
    setUrl(id, 'list');
    setSelected(id);
    setView('list');
    // Opening it reads it: the row loses its unread mark at once.
    setData((d) => d && { ...d, conversations: d.conversations.map((c) => (c.id === id ? { ...c, unread: 0 } : c)) });
  }
  function back() {
    setUrl(null, view);
    setSelected(null);
  }
  function show(next: View) {
    setUrl(null, next);
    setSelected(null);
    setView(next);
  }

  if (failed) {
    return <LoadFailed message={failed} onRetry={() => void load()} />;
  }

  // The thread of the selected conversation, once it has arrived (never a previous one).
  const shown = thread && thread.id === selected ? thread : null;
  if (selected) {
    return (
      <div>
        <button type="button" className="btn btn-ghost btn-sm -ml-2 mb-3" onClick={back}>
          <span aria-hidden="true">←</span> {t.allEnquiries}
        </button>
        {shown ? (
          <ThreadPanel key={shown.id} initial={shown} accountPhone={accountPhone} onChanged={onThreadChanged} />
        ) : (
          <div className="card skeleton h-64" aria-hidden="true" data-testid="skeletons" />
        )}
      </div>
    );
  }

  if (!data) {
    return <RowSkeletons rows={4} rowClass="h-14" />;
  }

  const openQuotes = data.quotes.filter((q) => q.state === 'open').length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t.show}>
        <button
          type="button"
          className={`btn btn-sm ${view === 'list' ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={view === 'list'}
          onClick={() => show('list')}
        >
          {t.conversations({ count: data.conversations.length })}
        </button>
        <button
          type="button"
          className={`btn btn-sm ${view === 'compare' ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={view === 'compare'}
          onClick={() => show('compare')}
        >
          {t.compareQuotes({ count: openQuotes })}
        </button>
      </div>
      {view === 'compare' ? (
        <QuoteComparison quotes={data.quotes} onChanged={load} onOpen={openConversation} />
      ) : data.conversations.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="font-semibold">{t.noEnquiries}</p>
          <p className="mt-1 text-stone-600">{t.noEnquiriesHint}</p>
          <a className="btn btn-primary mt-4" href="/myprofile/shortlists">
            {t.openShortlist}
          </a>
        </div>
      ) : (
        <ul className="card divide-y divide-stone-100" aria-label={t.enquiries}>
          {data.conversations.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-start gap-3 p-4 text-left hover:bg-maroon-50"
                onClick={() => openConversation(c.id)}
                data-testid="conversation"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    {c.unread > 0 ? <span className="inline-block h-2.5 w-2.5 rounded-full bg-maroon-700" aria-hidden="true" /> : null}
                    <span className={`break-words ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{c.listingName}</span>
                    <span className="text-sm text-stone-600">{c.category}</span>
                    {c.awaitingVerification ? <AwaitingBadge /> : <StatusBadge status={c.status} />}
                    {c.unread > 0 ? <span className="sr-only">, {w.unread({ count: c.unread })}</span> : null}
                  </span>
                  <span className="mt-1 block truncate text-sm text-stone-700">{c.lastMessage}</span>
                </span>
                <When iso={c.lastActivityAt} className="text-sm whitespace-nowrap text-stone-600" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

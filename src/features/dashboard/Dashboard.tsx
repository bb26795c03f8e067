import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTabs } from '../../components/ui/tabs.ts';
import { getJson } from '../../lib/get-json.ts';
import { toast } from '../../lib/toast.ts';
import GuestsPanel from '../guests/GuestsPanel.tsx';
import { fetchAllGuests } from '../guests/fetch-guests.ts';
import { guestMessages, type Guest } from '../guests/guests.ts';
import ShortlistsPanel from '../shortlists/ShortlistsPanel.tsx';
import type { ShortlistEntry } from '../shortlists/shortlists.ts';
import PlanningTasksPanel from '../wedding/PlanningTasksPanel.tsx';
import WeddingProfilePanel from '../wedding/WeddingProfilePanel.tsx';
import type { PlanningTask, WeddingProfile } from '../wedding/wedding.ts';
import { CardSkeletons, ListSkeleton } from './Skeletons.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { DASHBOARD_TABS, dashboardMessages, parseTab, sectionUrls, tabLabels, type DashboardData, type DashboardTab } from './dashboard.ts';

// The Functions, Enquiries and Budget tabs (and Payments due) load their code when first opened, so the dashboard's
// first screen stays within the island JavaScript budget. They render after hydration (the
// server answers with their skeleton), so a lazy module never has to load during rendering.
const FunctionsTab = lazy(() => import('../functions/FunctionsTab.tsx'));
const EnquiriesTab = lazy(() => import('../enquiries/EnquiriesTab.tsx'));
const BudgetTab = lazy(() => import('../budget-tracker/BudgetTab.tsx'));
const PaymentsDue = lazy(() => import('../budget-tracker/PaymentsDue.tsx'));

type Props = { initialTab: DashboardTab; initial: DashboardData; userName: string };

const failures = {
  shortlists: () => dashboardMessages.shortlistsLoadFailed,
  guests: (reason: string) => guestMessages.loadFailed(reason),
  tasks: () => dashboardMessages.loadFailed,
} as const;

export default function Dashboard({ initialTab, initial, userName }: Props) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [profile, setProfile] = useState<WeddingProfile | null>(initial.profile);
  const [shortlists, setShortlists] = useState<ShortlistEntry[] | undefined>(initial.shortlists);
  const [guests, setGuests] = useState<Guest[] | undefined>(initial.guests);
  const [tasks, setTasks] = useState<PlanningTask[] | undefined>(initial.tasks);
  const [failed, setFailed] = useState<Partial<Record<keyof typeof failures, string>>>({});
  const [newReplies, setNewReplies] = useState(initial.newReplies ?? 0);

  // Back and forward move between tabs, since each tab has its own URL.
  useEffect(() => {
    const onPop = () => setTab(parseTab(new URLSearchParams(location.search).get('tab')));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const load = useCallback(<K extends keyof typeof failures>(key: K, apply: (body: Record<K, never>) => void) => {
    setFailed((f) => ({ ...f, [key]: undefined }));
    (key === 'guests' ? fetchAllGuests() : getJson(sectionUrls[key]))
      .then((body) => apply(body as Record<K, never>))
      .catch((error: Error) => {
        const message = failures[key](error.message);
        setFailed((f) => ({ ...f, [key]: message }));
        toast({ title: message, variant: 'destructive' });
      });
  }, []);

  // Loading a tab's data when it is first shown is synchronising with the server: the
  // error reset inside `load` is part of starting that request.
  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect */
    if (tab === 'shortlists' && shortlists === undefined && !failed.shortlists) load('shortlists', (b) => setShortlists(b.shortlists));
    if (tab === 'guests' && profile && guests === undefined && !failed.guests) load('guests', (b) => setGuests(b.guests));
    if (tab === 'checklist' && profile && tasks === undefined && !failed.tasks) load('tasks', (b) => setTasks(b.tasks));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [tab, profile, shortlists, guests, tasks, failed, load]);

  function select(next: DashboardTab) {
    if (next === tab) return;
    const url = new URL(location.href);
    url.searchParams.set('tab', next);
    history.pushState(null, '', url);
    setTab(next);
  }
  const tabs = useTabs(DASHBOARD_TABS, tab, select);

  const updateGuests = useCallback((fn: (list: Guest[]) => Guest[]) => setGuests((list) => fn(list ?? [])), []);
  const updateTasks = useCallback((fn: (list: PlanningTask[]) => PlanningTask[]) => setTasks((list) => fn(list ?? [])), []);
  const updateShortlists = useCallback((fn: (list: ShortlistEntry[]) => ShortlistEntry[]) => setShortlists((list) => fn(list ?? [])), []);

  function retry(key: keyof typeof failures) {
    setFailed((f) => ({ ...f, [key]: undefined }));
  }

  function panel() {
    if (tab === 'profile') {
      return (
        <div className="space-y-6">
          {hydrated && profile ? (
            <Suspense fallback={null}>
              <PaymentsDue />
            </Suspense>
          ) : null}
          <WeddingProfilePanel
            key={profile?.id ?? 'new'}
            profile={profile}
            userName={userName}
            onSaved={(saved, created) => {
              const dateChanged = saved.weddingDate !== profile?.weddingDate;
              setProfile(saved);
              // New tasks, or due dates that moved with the wedding date: read them afresh.
              if (created || dateChanged || !profile) setTasks(undefined);
              if (!profile) setGuests(undefined);
            }}
          />
        </div>
      );
    }
    if (tab === 'functions') {
      if (!hydrated) return <ListSkeleton />;
      return (
        <Suspense fallback={<ListSkeleton />}>
          <FunctionsTab
            hasProfile={profile !== null}
            onCreateProfile={() => {
              select('profile');
              tabs.focus('profile');
            }}
            onNewReplies={setNewReplies}
          />
        </Suspense>
      );
    }
    if (tab === 'enquiries') {
      if (!hydrated) return <ListSkeleton />;
      return (
        <Suspense fallback={<ListSkeleton />}>
          <EnquiriesTab initial={initial.enquiries} />
        </Suspense>
      );
    }
    const goToProfile = () => {
      select('profile');
      tabs.focus('profile');
    };
    if (tab === 'budget') {
      if (!hydrated) return <ListSkeleton />;
      return (
        <Suspense fallback={<ListSkeleton />}>
          <BudgetTab hasProfile={profile !== null} onCreateProfile={goToProfile} />
        </Suspense>
      );
    }
    const key = tab === 'checklist' ? 'tasks' : tab;
    if (failed[key]) {
      return (
        <div className="card p-6 text-center" role="alert">
          <p>{failed[key]}</p>
          <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => retry(key)}>
            Try again
          </button>
        </div>
      );
    }
    if (tab === 'shortlists') return shortlists ? <ShortlistsPanel items={shortlists} onChange={updateShortlists} /> : <CardSkeletons count={3} />;
    if (tab === 'guests') {
      if (!profile) return <GuestsPanel guests={[]} onChange={updateGuests} hasProfile={false} onCreateProfile={goToProfile} />;
      return guests ? <GuestsPanel guests={guests} onChange={updateGuests} hasProfile onCreateProfile={goToProfile} /> : <ListSkeleton />;
    }
    if (!profile) return <PlanningTasksPanel tasks={[]} onChange={updateTasks} hasProfile={false} onCreateProfile={goToProfile} />;
    return tasks ? <PlanningTasksPanel tasks={tasks} onChange={updateTasks} hasProfile onCreateProfile={goToProfile} /> : <ListSkeleton />;
  }

  return (
    <div>
      <div role="tablist" aria-label="Dashboard" className="grid grid-cols-2 border-b border-stone-200 sm:flex sm:gap-1">
        {DASHBOARD_TABS.map((t) => (
          <button
            key={t}
            {...tabs.tabProps(t)}
            className={`-mb-px border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${tab === t ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-stone-600 hover:text-maroon-700'}`}
            onClick={() => select(t)}
          >
            {tabLabels[t]}
            {t === 'functions' && newReplies > 0 ? (
              <span className="ml-1.5 rounded-full bg-saffron-400 px-1.5 py-0.5 text-xs text-maroon-900" data-testid="new-replies-badge">
                {newReplies} new
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps(tab)} className="pt-6 focus-visible:outline-none">
        {panel()}
      </div>
    </div>
  );
}

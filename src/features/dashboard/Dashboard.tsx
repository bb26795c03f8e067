import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import type { Guest } from '../guests/guests.ts';
import { guestMessages } from '../guests/guests.ts';
import type { ShortlistEntry } from '../shortlists/shortlists.ts';
import type { PlanningTask, WeddingProfile } from '../wedding/wedding.ts';
import ChecklistTab from './ChecklistTab.tsx';
import GuestsTab from './GuestsTab.tsx';
import ProfileTab from './ProfileTab.tsx';
import ShortlistsTab, { CardSkeletons } from './ShortlistsTab.tsx';
import { getJson } from './client.ts';
import { DASHBOARD_TABS, dashboardMessages, parseTab, sectionUrls, tabLabels, type DashboardData, type DashboardTab } from './dashboard.ts';

type Props = { initialTab: DashboardTab; initial: DashboardData; userName: string };

const failures = {
  shortlists: () => dashboardMessages.shortlistsLoadFailed,
  guests: (reason: string) => guestMessages.loadFailed(reason),
  tasks: () => dashboardMessages.loadFailed,
} as const;

export default function Dashboard({ initialTab, initial, userName }: Props) {
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [profile, setProfile] = useState<WeddingProfile | null>(initial.profile);
  const [shortlists, setShortlists] = useState<ShortlistEntry[] | undefined>(initial.shortlists);
  const [guests, setGuests] = useState<Guest[] | undefined>(initial.guests);
  const [tasks, setTasks] = useState<PlanningTask[] | undefined>(initial.tasks);
  const [failed, setFailed] = useState<Partial<Record<keyof typeof failures, string>>>({});
  const tabRefs = useRef<Record<DashboardTab, HTMLButtonElement | null>>({ profile: null, shortlists: null, guests: null, checklist: null });

  // Back and forward move between tabs, since each tab has its own URL.
  useEffect(() => {
    const onPop = () => setTab(parseTab(new URLSearchParams(location.search).get('tab')));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const load = useCallback(<K extends keyof typeof failures>(key: K, apply: (body: Record<K, never>) => void) => {
    setFailed((f) => ({ ...f, [key]: undefined }));
    getJson<Record<K, never>>(sectionUrls[key])
      .then(apply)
      .catch((error: Error) => {
        const message = failures[key](error.message);
        setFailed((f) => ({ ...f, [key]: message }));
        toast({ title: message, variant: 'destructive' });
      });
  }, []);

  useEffect(() => {
    if (tab === 'shortlists' && shortlists === undefined && !failed.shortlists) load('shortlists', (b) => setShortlists(b.shortlists));
    if (tab === 'guests' && profile && guests === undefined && !failed.guests) load('guests', (b) => setGuests(b.guests));
    if (tab === 'checklist' && profile && tasks === undefined && !failed.tasks) load('tasks', (b) => setTasks(b.tasks));
  }, [tab, profile, shortlists, guests, tasks, failed, load]);

  function select(next: DashboardTab, focus = false) {
    if (next !== tab) {
      const url = new URL(location.href);
      url.searchParams.set('tab', next);
      history.pushState(null, '', url);
      setTab(next);
    }
    if (focus) tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const i = DASHBOARD_TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: DASHBOARD_TABS.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(DASHBOARD_TABS[(to + DASHBOARD_TABS.length) % DASHBOARD_TABS.length]!, true);
  }

  const updateGuests = useCallback((fn: (list: Guest[]) => Guest[]) => setGuests((list) => fn(list ?? [])), []);
  const updateTasks = useCallback((fn: (list: PlanningTask[]) => PlanningTask[]) => setTasks((list) => fn(list ?? [])), []);
  const updateShortlists = useCallback((fn: (list: ShortlistEntry[]) => ShortlistEntry[]) => setShortlists((list) => fn(list ?? [])), []);

  function retry(key: keyof typeof failures) {
    setFailed((f) => ({ ...f, [key]: undefined }));
  }

  function panel() {
    if (tab === 'profile') {
      return (
        <ProfileTab
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
    const goToProfile = () => select('profile', true);
    if (tab === 'shortlists') return shortlists ? <ShortlistsTab items={shortlists} onChange={updateShortlists} /> : <CardSkeletons count={3} />;
    if (tab === 'guests') {
      if (!profile) return <GuestsTab guests={[]} onChange={updateGuests} hasProfile={false} onCreateProfile={goToProfile} />;
      return guests ? <GuestsTab guests={guests} onChange={updateGuests} hasProfile onCreateProfile={goToProfile} /> : <ListSkeleton />;
    }
    if (!profile) return <ChecklistTab tasks={[]} onChange={updateTasks} hasProfile={false} onCreateProfile={goToProfile} />;
    return tasks ? <ChecklistTab tasks={tasks} onChange={updateTasks} hasProfile onCreateProfile={goToProfile} /> : <ListSkeleton />;
  }

  return (
    <div>
      <div role="tablist" aria-label="Dashboard" className="grid grid-cols-2 border-b border-stone-200 sm:flex sm:gap-1" onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            id={`tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            className={`-mb-px border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${tab === t ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-stone-600 hover:text-maroon-700'}`}
            onClick={() => select(t)}
          >
            {tabLabels[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0} className="pt-6 focus-visible:outline-none">
        {panel()}
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="card space-y-3 p-5" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: 5 }, (_, k) => (
        <div key={k} className="skeleton h-10 w-full" />
      ))}
    </div>
  );
}

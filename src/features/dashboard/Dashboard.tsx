// Long because: the tab bar, deep links, each tab loaded on demand and its loading state are one island root.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTabs } from '../../components/ui/tabs.ts';
import { getJson } from '../../lib/get-json.ts';
import { toast } from '../../lib/toast.ts';
import { fetchAllGuests } from '../planning/index.ts';
import type { Guest } from '../planning/index.ts';
import type { ShortlistEntry } from '../catalogue/index.ts';
import type { PlanningTask, WeddingProfile, weddingProfileMessages } from '../planning/index.ts';
import { WeddingAccessProvider, WeddingFormHead } from '../planning/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import OverviewPanel from './OverviewPanel.tsx';
import { CardSkeletons, LoadFailed, RowSkeletons } from '../../components/ui/LoadState.tsx';
import { MessagesProvider, useMessages, type IslandMessages } from '../../i18n/react.tsx';
import type { Bound, CatalogueOf } from '../../i18n/catalogue.ts';
import type { UiTexts } from '../../components/ui/ui-texts.ts';
import type { dashboardTabsMessages } from './messages.ts';
import { DASHBOARD_TABS, defaultTab, parseTab, sectionUrls, type DashboardData, type DashboardOverview, type DashboardTab } from './dashboard.ts';

/**
 * What a tab shows while its code or data is on the way: placeholder rows the size of a list
 * (so the page does not jump when the tab arrives), and, for screen readers, a status that says so.
 */
function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

/** The profile form's title and introduction, from the texts the page carries (profileTexts). */
function ProfileFormHead({ creating }: { creating: boolean }) {
  const t = useMessages<CatalogueOf<typeof weddingProfileMessages>>('weddingProfile');
  return <WeddingFormHead t={t} creating={creating} />;
}

// The Functions, Enquiries and Budget tabs (and Payments due) load their code when first opened, so the dashboard's
// first screen stays within the island JavaScript budget. They render after hydration (the
// server answers with their skeleton), so a lazy module never has to load during rendering.
const FunctionsTab = lazy(() => import('../planning/functions/FunctionsTab.tsx'));
const EnquiriesTab = lazy(() => import('../marketplace/enquiries/EnquiriesTab.tsx'));
const BudgetTab = lazy(() => import('../money/tracker/BudgetTab.tsx'));
const PaymentsDue = lazy(() => import('../money/tracker/PaymentsDue.tsx'));
// So do the guest list and the checklist, now that the overview is the first screen.
const GuestsPanel = lazy(() => import('../planning/guests/GuestsPanel.tsx'));
// The listing cards' code (pictures, estimates, ratings) loads with the Shortlists tab, not the page.
const ShortlistsPanel = lazy(() => import('../catalogue/shortlists/ShortlistsPanel.tsx'));
const PlanningTasksPanel = lazy(() => import('../planning/wedding/PlanningTasksPanel.tsx'));
// And the profile form: most visits open the Overview, so the form's code waits for its tab
// (fetched as the island starts when the page opens on the form).
const loadProfilePanel = () => import('../planning/wedding/WeddingProfilePanel.tsx');
const WeddingProfilePanel = lazy(loadProfilePanel);

type Props = {
  initialTab: DashboardTab;
  initial: DashboardData;
  userName: string;
  /** The page's `dashboardIslandMessages(locale)`: each part's texts by name. */
  messages: IslandMessages;
  /** Where the other tabs' texts are (`dashboardTabMessagesUrl(locale)`), fetched as the island starts. */
  tabMessagesUrl: string;
  children?: ReactNode;
};

type Texts = Bound<CatalogueOf<typeof dashboardTabsMessages>>;
type Section = 'shortlists' | 'guests' | 'tasks' | 'overview';

function failure(t: Texts, key: Section, reason: string): string {
  if (key === 'shortlists') return t.shortlistsLoadFailed;
  if (key === 'guests') return t.guestsLoadFailed({ reason });
  return t.loadFailed;
}

export default function Dashboard({ messages, tabMessagesUrl, ...props }: Props) {
  const tabTexts = useTabTexts(tabMessagesUrl);
  const all = useMemo(() => (tabTexts.parts ? { ...messages, ...tabTexts.parts } : messages), [messages, tabTexts.parts]);
  return (
    <MessagesProvider messages={all}>
      <DashboardTabs {...props} tabTexts={tabTexts} profileTexts={'weddingProfile' in messages} ui={messages.ui as unknown as UiTexts | undefined} />
    </MessagesProvider>
  );
}

type TabTexts = { parts: IslandMessages | null; failed: boolean; retry: () => void };

/** The other tabs' texts (island-messages.ts), fetched once as the island starts; a failure can be retried. */
function useTabTexts(url: string): TabTexts {
  const [parts, setParts] = useState<IslandMessages | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (parts || failed) return;
    let current = true;
    getJson<IslandMessages>(url)
      .then((body) => current && setParts(body))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [url, parts, failed]);
  const retry = useCallback(() => setFailed(false), []);
  return { parts, failed, retry };
}

function DashboardTabs({
  initialTab,
  initial,
  userName,
  ui,
  tabTexts,
  profileTexts,
  children,
}: Omit<Props, 'messages' | 'tabMessagesUrl'> & { ui?: UiTexts; tabTexts: TabTexts; profileTexts: boolean }) {
  const t = useMessages<CatalogueOf<typeof dashboardTabsMessages>>('dashboard');
  const listSkeleton = (
    <Loading label={t.loading}>
      <RowSkeletons rows={5} rowClass="h-10" />
    </Loading>
  );
  const cardSkeletons = (
    <Loading label={t.loading}>
      <CardSkeletons count={3} />
    </Loading>
  );
  const hydrated = useHydrated();
  // The tabs other than the Overview and Shortlists render once React has the page and their texts.
  const ready = hydrated && tabTexts.parts !== null;
  // The profile form's texts came with the page when it opens on the form.
  const profileReady = hydrated && (profileTexts || tabTexts.parts !== null);
  const textsFailed = tabTexts.failed ? <LoadFailed message={t.loadFailed} onRetry={tabTexts.retry} messages={ui} /> : null;
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  // The page opens on the profile form (or the overview of a couple with no profile yet): its code is fetched now.
  useState(() => (initialTab === 'profile' || !initial.profile) && typeof window !== 'undefined' && void loadProfilePanel());
  const [profile, setProfile] = useState<WeddingProfile | null>(initial.profile);
  const [shortlists, setShortlists] = useState<ShortlistEntry[] | undefined>(initial.shortlists);
  const [guests, setGuests] = useState<Guest[] | undefined>(initial.guests);
  const [tasks, setTasks] = useState<PlanningTask[] | undefined>(initial.tasks);
  const [failed, setFailed] = useState<Partial<Record<Section, string>>>({});
  const [newReplies, setNewReplies] = useState(initial.newReplies ?? 0);
  const [overview, setOverview] = useState<DashboardOverview | undefined>(initial.overview);
  // Edit Profile on the overview opens the profile tab's form.
  const [editProfile, setEditProfile] = useState(false);

  // Back and forward move between tabs, since each tab has its own URL.
  useEffect(() => {
    const fallback = defaultTab(initial.profile !== null);
    const onPop = () => setTab(parseTab(new URLSearchParams(location.search).get('tab'), fallback));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initial.profile]);

  const load = useCallback(
    <K extends Section>(key: K, apply: (body: Record<K, never>) => void) => {
      setFailed((f) => ({ ...f, [key]: undefined }));
      (key === 'guests' ? fetchAllGuests() : getJson(sectionUrls[key]))
        .then((body) => apply(body as Record<K, never>))
        .catch((error: Error) => {
          const message = failure(t, key, error.message);
          setFailed((f) => ({ ...f, [key]: message }));
          toast({ title: message, variant: 'destructive' });
        });
    },
    [t],
  );

  // Loading a tab's data when it is first shown is synchronising with the server: the
  // error reset inside `load` is part of starting that request.
  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect */
    if (tab === 'shortlists' && shortlists === undefined && !failed.shortlists) load('shortlists', (b) => setShortlists(b.shortlists));
    if (tab === 'guests' && profile && guests === undefined && !failed.guests) load('guests', (b) => setGuests(b.guests));
    if (tab === 'checklist' && profile && tasks === undefined && !failed.tasks) load('tasks', (b) => setTasks(b.tasks));
    if (tab === 'overview' && profile && overview === undefined && !failed.overview) load('overview', (b) => setOverview(b.overview));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [tab, profile, shortlists, guests, tasks, overview, failed, load]);

  function select(next: DashboardTab) {
    if (next === tab) return;
    setEditProfile(false);
    // The overview's figures follow what changed in the other tabs.
    if (next === 'overview') setOverview(undefined);
    // Households named, moved or merged on the Functions tab, and people the families named
    // through their links, are guests too: the list is read afresh after the Functions tab.
    if (next === 'guests' && tab === 'functions') setGuests(undefined);
    const url = new URL(location.href);
    url.searchParams.set('tab', next);
    history.pushState(null, '', url);
    setTab(next);
  }
  const tabs = useTabs(DASHBOARD_TABS, tab, select);

  // On a phone the open tab may sit past the tab bar's edge (a link to ?tab=budget, or a
  // tab chosen from the overview): scroll the bar, not the page, to show it.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const open = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !open) return;
    const left = open.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + open.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = Math.max(0, left - 16);
  }, [tab]);

  const updateGuests = useCallback((fn: (list: Guest[]) => Guest[]) => setGuests((list) => fn(list ?? [])), []);
  const updateTasks = useCallback((fn: (list: PlanningTask[]) => PlanningTask[]) => setTasks((list) => fn(list ?? [])), []);
  const updateShortlists = useCallback((fn: (list: ShortlistEntry[]) => ShortlistEntry[]) => setShortlists((list) => fn(list ?? [])), []);

  function retry(key: Section) {
    setFailed((f) => ({ ...f, [key]: undefined }));
  }

  function profileTab() {
    // Like the other tabs, the form renders once React has the page, with its placeholder before,
    // as tall as the empty form (1,177 px at 412 wide, 822 px from 640, 765 px from 1024): what
    // follows it (a new couple's recent ideas) stays where it is when the form arrives (it moved
    // down 787 px, a layout shift of 0.15).
    const placeholder = (
      <div className="min-h-[73.5rem] sm:min-h-[51.5rem] lg:min-h-[48rem]">
        <Loading label={t.loading}>
          {profileTexts ? (
            <div className="card p-5 sm:p-6">
              <ProfileFormHead creating={profile === null} />
              <div className="mt-4 space-y-3" aria-hidden="true" data-testid="skeletons">
                {Array.from({ length: 6 }, (_, k) => (
                  <div key={k} className="skeleton h-12 w-full" />
                ))}
              </div>
            </div>
          ) : (
            <RowSkeletons rows={6} rowClass="h-12" />
          )}
        </Loading>
      </div>
    );
    if (!profileReady) return textsFailed ?? placeholder;
    return (
      <Suspense fallback={placeholder}>
        <WeddingProfilePanel
          key={`${profile?.id ?? 'new'}-${editProfile}`}
          profile={profile}
          userName={userName}
          startEditing={editProfile}
          onSaved={(saved, created) => {
            const dateChanged = saved.weddingDate !== profile?.weddingDate;
            setProfile(saved);
            // New tasks, or due dates that moved with the wedding date: read them afresh.
            if (created || dateChanged || !profile) setTasks(undefined);
            if (!profile) setGuests(undefined);
          }}
        />
      </Suspense>
    );
  }

  function panel() {
    if (tab === 'profile') {
      // A couple without a profile lands here, so the recent ideas come along until there is one.
      return (
        <>
          {profileTab()}
          {profile ? null : children}
        </>
      );
    }
    if (tab === 'functions') {
      if (!ready) return textsFailed ?? listSkeleton;
      return (
        <Suspense fallback={listSkeleton}>
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
      if (!ready) return textsFailed ?? listSkeleton;
      return (
        <Suspense fallback={listSkeleton}>
          <EnquiriesTab initial={initial.enquiries} />
        </Suspense>
      );
    }
    const goToProfile = () => {
      select('profile');
      tabs.focus('profile');
    };
    if (tab === 'budget') {
      if (!ready) return textsFailed ?? listSkeleton;
      return (
        <Suspense fallback={listSkeleton}>
          <BudgetTab hasProfile={profile !== null} onCreateProfile={goToProfile} />
        </Suspense>
      );
    }
    const key = tab === 'checklist' ? 'tasks' : tab;
    if (tab === 'overview' && !profile) {
      return (
        <>
          {profileTab()}
          {children}
        </>
      );
    }
    if (failed[key]) {
      return <LoadFailed message={failed[key]} onRetry={() => retry(key)} messages={ui} />;
    }
    if (tab === 'overview') {
      if (!overview) return cardSkeletons;
      return (
        <div className="space-y-6">
          {/* A family member sees no budget lines, so no payments due either. */}
          {hydrated && overview.budget ? (
            <Suspense fallback={null}>
              <PaymentsDue />
            </Suspense>
          ) : null}
          <OverviewPanel
            profile={profile!}
            overview={overview}
            onOpen={(next) => {
              select(next);
              tabs.focus(next);
            }}
            onEditProfile={() => {
              select('profile');
              setEditProfile(true);
            }}
          >
            {children}
          </OverviewPanel>
        </div>
      );
    }
    if (tab === 'shortlists') {
      if (!shortlists || !hydrated) return cardSkeletons;
      return (
        <Suspense fallback={cardSkeletons}>
          <ShortlistsPanel items={shortlists} onChange={updateShortlists} />
        </Suspense>
      );
    }
    if (!ready) return textsFailed ?? listSkeleton;
    return <Suspense fallback={listSkeleton}>{lazyPanel(goToProfile)}</Suspense>;
  }

  function lazyPanel(goToProfile: () => void) {
    if (tab === 'guests') {
      if (!profile) return <GuestsPanel guests={[]} onChange={updateGuests} hasProfile={false} onCreateProfile={goToProfile} />;
      return guests ? <GuestsPanel guests={guests} onChange={updateGuests} hasProfile onCreateProfile={goToProfile} /> : listSkeleton;
    }
    if (!profile) return <PlanningTasksPanel tasks={[]} onChange={updateTasks} hasProfile={false} onCreateProfile={goToProfile} />;
    return tasks ? <PlanningTasksPanel tasks={tasks} onChange={updateTasks} hasProfile onCreateProfile={goToProfile} /> : listSkeleton;
  }

  return (
    <div>
      {/* One row of tabs that scrolls sideways on a phone (the fade at its end says there is more),
          so the open tab's content starts on the first screen. */}
      <div className="relative after:pointer-events-none after:absolute after:inset-y-0 after:right-0 after:w-10 after:bg-gradient-to-l after:from-ivory after:to-transparent sm:after:hidden">
        <div
          ref={tabList}
          role="tablist"
          aria-label={t.tabsLabel}
          className="flex snap-x gap-1 overflow-x-auto overscroll-x-contain border-b border-stone-200 pr-8 [scrollbar-width:none] sm:pr-0 [&::-webkit-scrollbar]:hidden"
          data-testid="dashboard-tabs"
        >
          {DASHBOARD_TABS.map((name) => (
            <button
              key={name}
              {...tabs.tabProps(name)}
              className={`-mb-px shrink-0 snap-start border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${tab === name ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-stone-600 hover:text-maroon-700'}`}
              onClick={() => select(name)}
            >
              {t[name]}
              {name === 'functions' && newReplies > 0 ? (
                <span className="ml-1.5 rounded-full bg-saffron-400 px-1.5 py-0.5 text-xs text-maroon-900" data-testid="new-replies-badge">
                  {t.newReplies({ count: newReplies })}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>
      <div {...tabs.panelProps(tab)} className="pt-6 focus-visible:outline-none">
        <WeddingAccessProvider view={initial.view}>{panel()}</WeddingAccessProvider>
      </div>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { actions } from 'astro:actions';
import { useTabs } from '../../../components/ui/tabs.ts';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import { usePrivateJson } from '../../../lib/use-private-json.ts';
import { toast } from '../../../lib/toast.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import HouseholdsPanel from '../households/HouseholdsPanel.tsx';
import AccommodationPanel from './AccommodationPanel.tsx';
import FunctionList from './FunctionList.tsx';
import type { FunctionsOverview } from '../wedding/functions.ts';
import { ProfileFirst } from '../wedding/ProfileFirst.tsx';
import { LoadFailed, RowSkeletons } from '../../../components/ui/LoadState.tsx';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import type { functionsTabMessages } from './messages.ts';
import { useCan } from '../wedding/access-context.tsx';

type Props = { hasProfile: boolean; onCreateProfile: () => void; onNewReplies: (count: number) => void };

const SECTIONS = ['functions', 'households', 'accommodation'] as const;
type Section = (typeof SECTIONS)[number];
const sectionKeys = { functions: 'sectionFunctions', households: 'sectionHouseholds', accommodation: 'sectionAccommodation' } as const;

/** The Functions tab: functions with headcounts, households with their links, and stays. */
export default function FunctionsTab({ hasProfile, onCreateProfile, onNewReplies }: Props) {
  const [section, setSection] = useState<Section>('functions');
  const [marking, setMarking] = useState(false);
  const tabs = useTabs(SECTIONS, section, setSection, 'fn-');
  const t = useMessages<CatalogueOf<typeof functionsTabMessages>>('functionsTab');
  const ui: UiTexts = { locale: t.$locale, messages: { saving: t.saving, cancel: t.cancel, tryAgain: t.tryAgain } };
  const canMarkSeen = useCan('guests');

  // Read afresh when shown, when another section is opened and after each change.
  const onData = useCallback((data: FunctionsOverview) => onNewReplies(data.newReplies), [onNewReplies]);
  const {
    data: overview,
    failure,
    reload,
  } = usePrivateJson<FunctionsOverview>('/api/functions', {
    enabled: hasProfile,
    failed: (reason) => t.loadFailed({ reason }),
    onData,
    refreshKey: section,
  });

  if (!hasProfile) {
    return <ProfileFirst message={t.profileFirst} label={t.createProfile} onCreateProfile={onCreateProfile} />;
  }

  async function markSeen() {
    setMarking(true);
    const { error } = await callAction(() => actions.households.markRepliesSeen());
    setMarking(false);
    if (error) {
      toast({ title: t.markFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: t.repliesSeen, variant: 'success' });
    reload();
  }

  const newReplies = overview?.newReplies ?? 0;
  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
        <div>
          <h2 className="font-serif text-xl text-maroon-800">{t.heading}</h2>
          <p className="text-sm text-stone-700">
            {overview?.rsvpDeadline ? t.repliesOpenUntil({ date: formatCalendarDate(overview.rsvpDeadline, t.$locale) }) : t.setDeadline}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="rounded-full bg-saffron-100 px-3 py-1 font-semibold text-maroon-900" data-testid="new-replies" aria-live="polite">
            {t.newReplies({ count: newReplies })}
          </p>
          {canMarkSeen && newReplies > 0 ? (
            <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={() => void markSeen()}>
              {t.markAsRead}
            </button>
          ) : null}
        </div>
      </div>

      <div role="tablist" aria-label={t.heading} className="flex flex-wrap gap-1 border-b border-stone-200">
        {SECTIONS.map((s) => (
          <button
            key={s}
            {...tabs.tabProps(s)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${section === s ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-stone-600 hover:text-maroon-700'}`}
            onClick={() => setSection(s)}
          >
            {t[sectionKeys[s]]}
          </button>
        ))}
      </div>

      <div {...tabs.panelProps(section)} className="focus-visible:outline-none">
        {failure ? (
          <LoadFailed message={failure} onRetry={reload} messages={ui} />
        ) : !overview ? (
          <RowSkeletons />
        ) : section === 'functions' ? (
          <FunctionList overview={overview} onChanged={reload} />
        ) : section === 'households' ? (
          <HouseholdsPanel onChanged={reload} />
        ) : (
          <AccommodationPanel rows={overview.accommodation} />
        )}
      </div>
    </div>
  );
}

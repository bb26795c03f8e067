import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../lib/dates.ts';
import { formatRupees } from '../../lib/money.ts';
import { todayInIndia } from '../../lib/dates.ts';
import DueDate from '../planning/wedding/DueDate.tsx';
import { isOverdue, SIDES, useCan, type SideCounts, type WeddingProfile } from '../planning/index.ts';
import { daysBetween } from '../../lib/dates.ts';
import type { DashboardOverview, DashboardTab } from './dashboard.ts';
import { useMessages } from '../../i18n/react.tsx';
import type { Bound, CatalogueOf } from '../../i18n/catalogue.ts';
import type { overviewMessages } from './messages.ts';
import RecentChanges from '../planning/activity/RecentChanges.tsx';

type Texts = Bound<CatalogueOf<typeof overviewMessages>>;

const eventTypeKeys = { wedding: 'eventWedding', engagement: 'eventEngagement', reception: 'eventReception', other: 'eventOther' } as const;

type Props = {
  profile: WeddingProfile;
  overview: DashboardOverview;
  onOpen: (tab: DashboardTab) => void;
  onEditProfile: () => void;
  /** The recent ideas, rendered by the page. */
  children?: ReactNode;
};

/** "83 days to go", or what to do when there is no date. */
export function countdownText(t: Texts, weddingDate: string | null, today: string): string {
  if (!weddingDate) return t.setDate;
  const days = daysBetween(today, weddingDate);
  if (days === 0) return t.today;
  if (days < 0) return t.passed({ date: formatCalendarDate(weddingDate, t.$locale) });
  return t.daysToGo({ count: days });
}

function Meter({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <progress
      className="mt-3 h-2 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-maroon-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-maroon-700"
      max={max || 1}
      value={Math.min(value, max || 1)}
      aria-label={label}
    />
  );
}

function Stat({ name, title, action, children }: { name: string; title: string; action: ReactNode; children: ReactNode }) {
  const id = `overview-${name}`;
  return (
    <section className="card flex flex-col p-5" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        {title}
      </h3>
      <div className="mt-2 flex-1">{children}</div>
      <div className="mt-4">{action}</div>
    </section>
  );
}

const sideKeys = { bride: 'sideBride', groom: 'sideGroom', both: 'sideBoth' } as const;

/** Confirmed and awaiting per side, once any guest belongs to one family (before that every guest is on both sides). */
function SideReplies({ t, sides }: { t: Texts; sides: SideCounts | undefined }) {
  if (!sides || SIDES.every((side) => side === 'both' || sides[side].confirmed + sides[side].awaiting === 0)) return null;
  return (
    <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm" aria-label={t.bySide} data-testid="rsvp-by-side">
      {SIDES.map((side) => (
        <div key={side} className="flex flex-wrap justify-between gap-x-3" data-side={side}>
          <dt className="font-medium text-stone-700">{t[sideKeys[side]]}</dt>
          <dd className="text-stone-600">{t.sideReplies({ confirmed: sides[side].confirmed, awaiting: sides[side].awaiting })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The couple's wedding at a glance: countdown, budget, checklist, replies and what is next. */
export default function OverviewPanel({ profile, overview, onOpen, onEditProfile, children }: Props) {
  // The profile and the website are the couple's and co-planners' to change.
  const canManage = useCan('manage');
  const t = useMessages<CatalogueOf<typeof overviewMessages>>('overview');
  const today = todayInIndia();
  const { tasks, guests, budget } = overview;
  const [first, second] = [profile.userName, profile.partnerName].filter(Boolean) as string[];
  const names = first && second ? t.coupleNames({ first, second }) : (first ?? t.yourWedding);
  const dueLabels = { due: (date: string) => t.due({ date }), overdue: t.overdue, locale: t.$locale };
  const link = (tab: DashboardTab, label: string) => (
    <button type="button" className="text-sm font-semibold text-maroon-700 hover:underline" onClick={() => onOpen(tab)}>
      {label}
    </button>
  );
  const percentDone = tasks.total ? Math.round((tasks.done / tasks.total) * 100) : 0;
  return (
    <div className="space-y-6">
      <section className="card flex flex-wrap items-center justify-between gap-4 bg-maroon-50 p-5 sm:p-6" aria-labelledby="overview-title">
        <div>
          <h2 id="overview-title" className="font-serif text-2xl text-maroon-800">
            {names}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-2 text-stone-700">
            {[t[eventTypeKeys[profile.eventType]], profile.weddingDate ? formatCalendarDate(profile.weddingDate, t.$locale) : '', profile.weddingCity]
              .filter(Boolean)
              .map((part, k) => (
                <span key={k} className="after:ml-2 after:content-['·'] last:after:content-none">
                  {part}
                </span>
              ))}
          </p>
          <p className="mt-2 text-xl font-semibold text-maroon-800" data-testid="countdown">
            {countdownText(t, profile.weddingDate, today)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage ? (
            <>
              <button type="button" className="btn btn-outline btn-sm" onClick={onEditProfile}>
                {t.editProfile}
              </button>
              <a className="btn btn-outline btn-sm" href="/dashboard/website">
                {t.weddingWebsite}
              </a>
            </>
          ) : null}
        </div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {budget ? (
          <Stat name="budget" title={t.budget} action={link('budget', t.openBudget)}>
            {budget.planned === 0 && budget.committed === 0 ? (
              <p className="text-stone-700">{t.noBudget}</p>
            ) : (
              <>
                <p className="text-2xl font-semibold text-maroon-800" data-testid="budget-used">
                  {formatRupees(budget.committed)}{' '}
                  <span className="text-base font-normal text-stone-600">{t.committedOf({ planned: formatRupees(budget.planned) })}</span>
                </p>
                <Meter label={t.budgetCommitted} value={budget.committed} max={budget.planned} />
                <p className="mt-1 text-sm text-stone-600">{t.bookings({ count: budget.bookings })}</p>
                {budget.over > 0 ? (
                  <p className="mt-1 text-sm font-semibold text-red-800" data-testid="overview-over-budget">
                    <span aria-hidden="true">⚠ </span>
                    {t.overBudget({ amount: formatRupees(budget.over) })}
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-stone-600" data-testid="overview-remaining">
                    {t.left({ amount: formatRupees(budget.remaining) })}
                  </p>
                )}
              </>
            )}
          </Stat>
        ) : null}
        <Stat name="checklist" title={t.checklist} action={link('checklist', t.openChecklist)}>
          <p className="text-2xl font-semibold text-maroon-800" data-testid="checklist-progress">
            {t.doneOf({ done: tasks.done, total: tasks.total })} <span className="text-base font-normal text-stone-600">({percentDone}%)</span>
          </p>
          <Meter label={t.checklistProgress} value={tasks.done} max={tasks.total} />
          {tasks.overdue > 0 ? (
            <p className="mt-1 text-sm font-semibold text-red-800">{t.overdueCount({ count: tasks.overdue })}</p>
          ) : (
            <p className="mt-1 text-sm text-stone-600">{t.nothingOverdue}</p>
          )}
        </Stat>
        <Stat name="rsvp" title={t.rsvp} action={link('guests', t.openGuestList)}>
          <p className="text-2xl font-semibold text-maroon-800" data-testid="rsvp-summary">
            {t.confirmed({ count: guests.confirmed })} <span className="text-base font-normal text-stone-600">{t.ofGuests({ total: guests.total })}</span>
          </p>
          <p className="mt-1 text-sm text-stone-600">{t.declinedAwaiting({ declined: guests.declined, awaiting: guests.awaiting })}</p>
          <SideReplies t={t} sides={guests.sides} />
        </Stat>
      </div>

      <section className="card p-5" aria-labelledby="next-tasks-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h3 id="next-tasks-title" className="font-serif text-xl text-maroon-800">
            {t.nextTasks}
          </h3>
          {link('checklist', t.allTasks)}
        </div>
        {tasks.next.length === 0 ? (
          <p className="mt-3 text-stone-700">{t.allDone}</p>
        ) : (
          <ol className="mt-3 divide-y divide-stone-100" data-testid="next-tasks">
            {tasks.next.map((task) => (
              <li key={task.id} className="py-3">
                <p className="font-medium break-words">{task.taskName}</p>
                {task.dueDate ? <DueDate dueDate={task.dueDate} overdue={isOverdue(task, today)} labels={dueLabels} /> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {overview.activity ? <RecentChanges entries={overview.activity.entries} at={overview.activity.at} /> : null}
      {children}
    </div>
  );
}

import { actions } from 'astro:actions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { toast } from '../../../lib/toast.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { isOverdue } from '../wedding/wedding.ts';
import DueDate from '../wedding/DueDate.tsx';
import { rsvpTaskKey } from '../wedding/task-texts.ts';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { ChecklistPhase } from '../wedding/phases.ts';
import ChecklistItemDialog from './ChecklistItemDialog.tsx';
import {
  LOCAL_PROGRESS_KEY,
  buildChecklist,
  parseLocalProgress,
  toggleId,
  type ChecklistData,
  type ChecklistTexts,
  type ItemView,
  type PhaseView,
} from './checklist.ts';
import type { checklistIslandMessages } from './messages.ts';

interface Props {
  /** The six phases in the page's language (phases-hi.ts). */
  phases: readonly ChecklistPhase[];
  messages: MessagesData<CatalogueOf<typeof checklistIslandMessages>>;
}

type Mode = 'loading' | 'local' | 'account';

/**
 * The wedding checklist. Signed out, ticks live in localStorage; signed in, ticks and
 * custom items are saved to the account through actions and loaded from /api/checklist.
 */
export default function ChecklistIsland({ phases: fixedPhases, messages }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const [mode, setMode] = useState<Mode>('loading');
  const [data, setData] = useState<ChecklistData>({ completed: [], customItems: [] });
  const [editing, setEditing] = useState<ItemView | 'new' | null>(null);
  const phases = useMemo(
    () =>
      buildChecklist(
        data,
        fixedPhases,
        { title: t.otherTasks, description: t.otherTasksDescription },
        {
          [rsvpTaskKey(0)]: t.rsvpLinksTask,
          [`${rsvpTaskKey(0)}:description`]: t.rsvpLinksTaskDescription,
          [rsvpTaskKey(1)]: t.headcountTask,
          [`${rsvpTaskKey(1)}:description`]: t.headcountTaskDescription,
        },
      ),
    [data, fixedPhases, t],
  );
  // Ticks made before we know who is visiting; applied once the saved checklist arrives.
  const early = useRef(new Map<string, boolean>());

  useEffect(() => {
    let cancelled = false;
    const settle = (next: Mode, saved: ChecklistData) => {
      let completed = saved.completed;
      for (const [id, done] of early.current) completed = toggleId(completed, id, done);
      setData({ ...saved, completed });
      setMode(next);
      if (next === 'account') for (const [itemId, done] of early.current) void saveTick(itemId, done);
      early.current.clear();
    };
    const local = (): ChecklistData => ({ completed: parseLocalProgress(localStorage.getItem(LOCAL_PROGRESS_KEY)), customItems: [] });
    fetch('/api/checklist', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: { signedIn: boolean } & Partial<ChecklistData>) => {
        if (cancelled) return;
        if (body.signedIn)
          settle('account', { completed: body.completed ?? [], customItems: body.customItems ?? [], ...(body.planned ? { planned: body.planned } : {}) });
        else settle('local', local());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        toast({ title: t.loadFailed, variant: 'destructive' });
        settle('local', local());
      });
    return () => {
      cancelled = true;
    };
    // Once, on hydration: the texts do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A signed-out visitor's ticks are kept in this browser.
  useEffect(() => {
    if (mode === 'local') localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(data.completed));
  }, [mode, data.completed]);

  async function saveTick(itemId: string, completed: boolean) {
    const { error } = await actions.checklist.setItem({ itemId, completed });
    if (error) {
      console.error(error);
      setData((current) => ({ ...current, completed: toggleId(current.completed, itemId, !completed) }));
      toast({ title: t.saveFailed, variant: 'destructive' });
    }
  }

  function setCompleted(item: ItemView, completed: boolean) {
    setData((current) => ({ ...current, completed: toggleId(current.completed, item.id, completed) }));
    if (mode === 'loading') early.current.set(item.id, completed);
    else if (mode === 'account') void saveTick(item.id, completed);
  }

  async function removeItem(item: ItemView) {
    const { error } = await actions.checklist.removeItem({ id: item.id });
    if (error) {
      console.error(error);
      toast({ title: t.saveFailed, variant: 'destructive' });
      return;
    }
    setData((current) => ({
      ...current,
      completed: current.completed.filter((id) => id !== item.id),
      customItems: current.customItems.filter((custom) => custom.id !== item.id),
    }));
    toast({ title: t.itemRemoved, description: item.title, variant: 'success' });
  }

  return (
    <div>
      {mode !== 'account' && (
        // Rendered, invisible, while loading so the notice takes its place without shifting the page.
        <p
          className={`mb-6 flex min-h-[3.25rem] flex-wrap items-center gap-x-2 rounded-lg border border-saffron-400 bg-saffron-100 px-4 py-3 text-stone-900 ${mode === 'loading' ? 'invisible' : ''}`}
          role="note"
          aria-hidden={mode === 'loading' ? true : undefined}
        >
          <span>{t.loginNotice}</span>{' '}
          <a href={localePath('/login', t.$locale)} className="font-semibold text-maroon-800 underline" tabIndex={mode === 'loading' ? -1 : undefined}>
            {t.signIn}
          </a>
        </p>
      )}
      {mode === 'account' && (
        <div className="mb-6 flex min-h-[3.25rem] flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">{data.planned ? t.savedToProfile : t.savedToAccount}</p>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t.addCustomItem}
          </button>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {phases.map((phase) => (
          <PhaseCard key={phase.id} phase={phase} t={t} onToggle={setCompleted} onEdit={setEditing} onRemove={removeItem} />
        ))}
      </div>
      <ChecklistItemDialog
        item={editing}
        phases={fixedPhases}
        t={t}
        withDueDate={data.planned !== undefined}
        onClose={() => setEditing(null)}
        onSaved={(item, added) =>
          setData((current) => ({
            ...current,
            customItems: added ? [...current.customItems, item] : current.customItems.map((c) => (c.id === item.id ? { ...c, ...item } : c)),
          }))
        }
      />
    </div>
  );
}

function PhaseCard({
  phase,
  t,
  onToggle,
  onEdit,
  onRemove,
}: {
  phase: PhaseView;
  t: ChecklistTexts;
  onToggle: (item: ItemView, completed: boolean) => void;
  onEdit: (item: ItemView) => void;
  onRemove: (item: ItemView) => void;
}) {
  const headingId = `phase-${phase.id}`;
  const today = todayInIndia();
  // A tick before the island starts would be put back by its first render: the boxes wait for it.
  const hydrated = useHydrated();
  return (
    <section className="card p-5" aria-labelledby={headingId} data-phase={phase.id}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-2xl text-maroon-800">
            {phase.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{phase.description}</p>
        </div>
        <p className="shrink-0 text-lg font-semibold text-maroon-700" data-phase-percent>
          {phase.progress}%
        </p>
      </div>
      <progress
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-maroon-700 [&::-webkit-progress-bar]:bg-maroon-100 [&::-webkit-progress-value]:bg-maroon-700"
        max={100}
        value={phase.progress}
        aria-label={t.phaseProgress({ phase: phase.title })}
      />
      <p className="mt-1 text-xs text-stone-600">{t.completedOf({ done: phase.completedCount, total: phase.items.length })}</p>
      <ul className="mt-4 space-y-3">
        {phase.items.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            <input
              id={`item-${item.id}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-maroon-700"
              checked={item.completed}
              disabled={!hydrated}
              onChange={(event) => onToggle(item, event.currentTarget.checked)}
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={`item-${item.id}`} className={item.completed ? 'font-medium text-stone-500 line-through' : 'font-medium text-stone-900'}>
                {item.title}
              </label>
              {item.description && <p className={`text-sm ${item.completed ? 'text-stone-500 line-through' : 'text-stone-600'}`}>{item.description}</p>}
              {item.dueDate && <DueDate dueDate={item.dueDate} overdue={isOverdue({ dueDate: item.dueDate, isCompleted: item.completed }, today)} />}
            </div>
            {item.custom && (
              <div className="flex shrink-0 gap-1">
                <button type="button" className="btn btn-ghost btn-sm" aria-label={t.editItem({ title: item.title })} onClick={() => onEdit(item)}>
                  {t.edit}
                </button>
                <button type="button" className="btn btn-ghost btn-sm" aria-label={t.removeItem({ title: item.title })} onClick={() => onRemove(item)}>
                  {t.remove}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

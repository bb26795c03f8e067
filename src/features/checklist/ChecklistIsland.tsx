import { actions, isInputError } from 'astro:actions';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { toast } from '../../lib/toast.ts';
import { checklistPhases } from './phases.ts';
import {
  LOCAL_PROGRESS_KEY,
  buildChecklist,
  checklistMessages,
  customItemErrors,
  parseLocalProgress,
  toggleId,
  type ChecklistData,
  type ItemView,
  type PhaseView,
} from './checklist.ts';

type Mode = 'loading' | 'local' | 'account';
type FieldErrors = { title?: string | undefined; description?: string | undefined };

/**
 * The wedding checklist. Signed out, ticks live in localStorage; signed in, ticks and
 * custom items are saved to the account through actions and loaded from /api/checklist.
 */
export default function ChecklistIsland() {
  const [mode, setMode] = useState<Mode>('loading');
  const [data, setData] = useState<ChecklistData>({ completed: [], customItems: [] });
  const phases = useMemo(() => buildChecklist(data), [data]);
  // Ticks made before we know who is visiting; applied once the saved checklist arrives.
  const early = useRef(new Map<string, boolean>());

  useEffect(() => {
    let cancelled = false;
    const settle = (next: Mode, saved: ChecklistData) => {
      let completed = saved.completed;
      for (const [id, done] of early.current) completed = toggleId(completed, id, done);
      setData({ ...saved, completed });
      setMode(next);
      if (next === 'local') {
        if (early.current.size > 0) localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(completed));
      } else {
        for (const [itemId, done] of early.current) void saveTick(itemId, done);
      }
      early.current.clear();
    };
    const local = (): ChecklistData => ({ completed: parseLocalProgress(localStorage.getItem(LOCAL_PROGRESS_KEY)), customItems: [] });
    fetch('/api/checklist', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: { signedIn: boolean } & Partial<ChecklistData>) => {
        if (cancelled) return;
        if (body.signedIn) settle('account', { completed: body.completed ?? [], customItems: body.customItems ?? [] });
        else settle('local', local());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        toast({ title: checklistMessages.loadFailed, variant: 'destructive' });
        settle('local', local());
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function saveTick(itemId: string, completed: boolean) {
    const { error } = await actions.checklist.setItem({ itemId, completed });
    if (error) {
      console.error(error);
      setData((current) => ({ ...current, completed: toggleId(current.completed, itemId, !completed) }));
      toast({ title: checklistMessages.saveFailed, variant: 'destructive' });
    }
  }

  function setCompleted(item: ItemView, completed: boolean) {
    const next = toggleId(data.completed, item.id, completed);
    setData((current) => ({ ...current, completed: toggleId(current.completed, item.id, completed) }));
    if (mode === 'loading') early.current.set(item.id, completed);
    else if (mode === 'local') localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(next));
    else void saveTick(item.id, completed);
  }

  async function removeItem(item: ItemView) {
    const { error } = await actions.checklist.removeItem({ id: item.id });
    if (error) {
      console.error(error);
      toast({ title: checklistMessages.saveFailed, variant: 'destructive' });
      return;
    }
    setData((current) => ({
      completed: current.completed.filter((id) => id !== item.id),
      customItems: current.customItems.filter((custom) => custom.id !== item.id),
    }));
    toast({ title: 'Item removed', description: item.title, variant: 'success' });
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
          <span>{checklistMessages.loginNotice}</span>{' '}
          <a href="/login" className="font-semibold text-maroon-800 underline" tabIndex={mode === 'loading' ? -1 : undefined}>
            Sign In
          </a>
        </p>
      )}
      {mode === 'account' && (
        <div className="mb-6 flex min-h-[3.25rem] flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">Your progress and custom items are saved to your account.</p>
          <AddItemDialog onAdded={(item) => setData((current) => ({ ...current, customItems: [...current.customItems, item] }))} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {phases.map((phase) => (
          <PhaseCard key={phase.id} phase={phase} onToggle={setCompleted} onRemove={removeItem} />
        ))}
      </div>
    </div>
  );
}

function PhaseCard({
  phase,
  onToggle,
  onRemove,
}: {
  phase: PhaseView;
  onToggle: (item: ItemView, completed: boolean) => void;
  onRemove: (item: ItemView) => void;
}) {
  const headingId = `phase-${phase.id}`;
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
        aria-label={`${phase.title} progress`}
      />
      <p className="mt-1 text-xs text-stone-600">
        {phase.completedCount} of {phase.items.length} completed
      </p>
      <ul className="mt-4 space-y-3">
        {phase.items.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            <input
              id={`item-${item.id}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-maroon-700"
              checked={item.completed}
              onChange={(event) => onToggle(item, event.currentTarget.checked)}
            />
            <div className="min-w-0 flex-1">
              <label htmlFor={`item-${item.id}`} className={item.completed ? 'font-medium text-stone-500 line-through' : 'font-medium text-stone-900'}>
                {item.title}
              </label>
              {item.description && <p className={`text-sm ${item.completed ? 'text-stone-500 line-through' : 'text-stone-600'}`}>{item.description}</p>}
            </div>
            {item.custom && (
              <button type="button" className="btn btn-ghost btn-sm shrink-0" aria-label={`Remove ${item.title}`} onClick={() => onRemove(item)}>
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddItemDialog({ onAdded }: { onAdded: (item: ChecklistData['customItems'][number]) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [phaseId, setPhaseId] = useState(checklistPhases[0]!.id);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function close() {
    dialog.current?.close();
    setTitle('');
    setDescription('');
    setErrors({});
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = customItemErrors({ title, description });
    setErrors(found);
    if (found.title || found.description) return;
    setSaving(true);
    const { data, error } = await actions.checklist.addItem({ phaseId, title, description });
    setSaving(false);
    if (error) {
      if (isInputError(error)) {
        setErrors({ title: error.fields.title?.[0], description: error.fields.description?.[0] });
      } else {
        console.error(error);
        toast({ title: checklistMessages.saveFailed, description: error.message, variant: 'destructive' });
      }
      return;
    }
    onAdded(data);
    toast({ title: 'Item added', description: data.title, variant: 'success' });
    close();
  }

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => dialog.current?.showModal()}>
        Add Custom Item
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="add-item-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
        onClose={() => setErrors({})}
      >
        <form onSubmit={submit} noValidate className="space-y-4 p-6">
          <h2 id="add-item-title" className="font-serif text-2xl text-maroon-800">
            Add Custom Item
          </h2>
          <SelectField label="Phase" value={phaseId} onChange={(event) => setPhaseId(event.currentTarget.value)}>
            {checklistPhases.map((phase) => (
              <option key={phase.id} value={phase.id}>
                {phase.title}
              </option>
            ))}
          </SelectField>
          <TextField label="Title" value={title} required maxLength={120} error={errors.title} onChange={(event) => setTitle(event.currentTarget.value)} />
          <TextAreaField
            label="Description"
            value={description}
            rows={3}
            maxLength={500}
            error={errors.description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn btn-ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Adding...' : 'Add Item'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

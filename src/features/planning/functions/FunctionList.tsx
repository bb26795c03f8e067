import { useState } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../../lib/toast.ts';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import FunctionForm from './FunctionForm.tsx';
import FunctionPlace from '../wedding/FunctionPlace.tsx';
import {
  DEFAULT_FUNCTION_NAMES,
  functionMessages,
  MEAL_COLUMNS,
  moveFunction,
  type FunctionsOverview,
  type FunctionWithHeadcount,
} from '../wedding/functions.ts';

type Props = { overview: FunctionsOverview; onChanged: () => void };
type Editing = { fn: FunctionWithHeadcount | null } | null;

export default function FunctionList({ overview, onChanged }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<FunctionWithHeadcount | null>(null);
  const list = overview.functions;
  const missing = DEFAULT_FUNCTION_NAMES.filter((name) => !list.some((f) => f.name === name));

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    const { error } = await callAction(() => actions.functions.remove({ id: deleting.id }));
    setBusy(false);
    setDeleting(null);
    if (error) {
      toast({ title: functionMessages.deleteFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: functionMessages.deleted, variant: 'success' });
    onChanged();
  }

  async function move(id: string, step: -1 | 1) {
    const ids = moveFunction(list, id, step);
    if (!ids) return;
    const { error } = await callAction(() => actions.functions.reorder({ ids }));
    if (error) {
      toast({ title: functionMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: functionMessages.moved, variant: 'success' });
    onChanged();
  }

  async function addUsual() {
    setBusy(true);
    const { error } = await callAction(() => actions.functions.addDefaults({ names: missing }));
    setBusy(false);
    if (error) {
      toast({ title: functionMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: functionMessages.defaultsAdded, variant: 'success' });
    onChanged();
  }

  const open = (fn: FunctionWithHeadcount | null) => setEditing({ fn });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open(null)}>
          Add function
        </button>
        {list.length === 0 && missing.length ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void addUsual()}>
            Add the usual functions ({missing.join(', ')})
          </button>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{functionMessages.empty}</p>
      ) : (
        <ol className="space-y-4" aria-label="Functions in date order">
          {list.map((f) => {
            const h = f.headcount;
            const canUp = moveFunction(list, f.id, -1) !== null;
            const canDown = moveFunction(list, f.id, 1) !== null;
            return (
              <li key={f.id} className="card p-4 sm:p-5" data-testid="function-card" aria-labelledby={`fn-${f.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 id={`fn-${f.id}`} className="font-serif text-xl text-maroon-800">
                      {f.name}
                    </h3>
                    <FunctionPlace fn={f} compact />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <a className="btn btn-outline btn-sm" href={`/dashboard/functions/${f.id}/caterer`}>
                      Caterer sheet<span className="sr-only"> for {f.name}</span>
                    </a>
                    <a className="btn btn-outline btn-sm" href={`/api/functions/${f.id}/caterer.csv`} download>
                      CSV<span className="sr-only"> caterer sheet for {f.name}</span>
                    </a>
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="headcount">
                  {(
                    [
                      ['Invited', h.invited],
                      ['Attending', h.attending],
                      ['Declined', h.declined],
                      ['Awaiting', h.awaiting],
                    ] as const
                  ).map(([label, n]) => (
                    <div key={label} className="rounded-lg bg-maroon-50 px-2 py-2">
                      <dt className="text-sm text-stone-600">{label}</dt>
                      <dd className="text-xl font-semibold text-maroon-800">{n}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-sm text-stone-700" data-testid="meal-split">
                  Meals: {MEAL_COLUMNS.map((m) => `${m} ${h.meals[m]}`).join(' · ')} · Children {h.children}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => open(f)}>
                    Edit<span className="sr-only"> {f.name}</span>
                  </button>
                  {canUp ? (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void move(f.id, -1)}>
                      Move up<span className="sr-only"> {f.name}</span>
                    </button>
                  ) : null}
                  {canDown ? (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void move(f.id, 1)}>
                      Move down<span className="sr-only"> {f.name}</span>
                    </button>
                  ) : null}
                  <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={() => setDeleting(f)}>
                    Delete<span className="sr-only"> {f.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {list.length > 1 ? (
        <p className="text-sm text-stone-600">
          Functions are listed by date and time; Move up and Move down order those on the same day and time, or without a date.
        </p>
      ) : null}

      <Modal open={editing !== null} title={editing?.fn ? `Edit ${editing.fn.name}` : 'Add a function'} onClose={() => setEditing(null)}>
        {editing ? (
          <FunctionForm
            fn={editing.fn}
            venues={overview.venues}
            onSaved={() => {
              setEditing(null);
              onChanged();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal open={deleting !== null} title={deleting ? `Delete ${deleting.name}?` : ''} onClose={() => setDeleting(null)}>
        {deleting ? (
          <div>
            <p>{functionMessages.confirmDelete(deleting.name)}</p>
            <div className="mt-4 flex gap-3">
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
                {busy ? 'Deleting...' : 'Delete'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDeleting(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

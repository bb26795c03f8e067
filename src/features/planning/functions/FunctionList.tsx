import { useState } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../../lib/toast.ts';
import Modal from '../../../components/ui/Modal.tsx';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import FunctionForm from './FunctionForm.tsx';
import FunctionPlace from '../wedding/FunctionPlace.tsx';
import {
  DEFAULT_FUNCTION_NAMES,
  MEAL_COLUMNS,
  moveFunction,
  shownFunctionName,
  type FunctionsOverview,
  type FunctionWithHeadcount,
} from '../wedding/functions.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { SIDES, type SideCounts } from '../wedding/sides.ts';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import type { functionsTabMessages } from './messages.ts';
import { useCan } from '../wedding/access-context.tsx';

const mealKeys = {
  Vegetarian: 'mealVegetarian',
  'Non-vegetarian': 'mealNonVegetarian',
  Vegan: 'mealVegan',
  Jain: 'mealJain',
  'Not specified': 'mealNotSpecified',
} as const;

type Props = { overview: FunctionsOverview; onChanged: () => void };
type Texts = Bound<CatalogueOf<typeof functionsTabMessages>>;

const sideKeys = { bride: 'sideBride', groom: 'sideGroom', both: 'sideBoth' } as const;

/** Each side's people attending and yet to answer; sides nobody of is invited from are left out. */
function SideHeadcounts({ sides, t }: { sides: SideCounts; t: Texts }) {
  const shown = SIDES.filter((side) => sides[side].confirmed + sides[side].awaiting > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-label={t.bySide} data-testid="side-headcount">
      {shown.map((side) => (
        <li key={side} data-side={side}>
          {t.sideCount({ side: t[sideKeys[side]], confirmed: sides[side].confirmed, awaiting: sides[side].awaiting })}
        </li>
      ))}
    </ul>
  );
}
type Editing = { fn: FunctionWithHeadcount | null } | null;

export default function FunctionList({ overview, onChanged }: Props) {
  const t = useMessages<CatalogueOf<typeof functionsTabMessages>>('functionsTab');
  // A viewer reads the functions and their headcounts; the website is the couple's and co-planners'.
  const canPlan = useCan('plan');
  const canManage = useCan('manage');
  const nameOf = (name: string) => shownFunctionName(name, t);
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
      toast({ title: t.deleteFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: t.deleted, variant: 'success' });
    onChanged();
  }

  async function move(id: string, step: -1 | 1) {
    const ids = moveFunction(list, id, step);
    if (!ids) return;
    const { error } = await callAction(() => actions.functions.reorder({ ids }));
    if (error) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: t.moved, variant: 'success' });
    onChanged();
  }

  async function addUsual() {
    setBusy(true);
    const { error } = await callAction(() => actions.functions.addDefaults({ names: missing }));
    setBusy(false);
    if (error) {
      toast({ title: t.saveFailed, description: reasonOf(error), variant: 'destructive' });
      return;
    }
    toast({ title: t.defaultsAdded, variant: 'success' });
    onChanged();
  }

  const open = (fn: FunctionWithHeadcount | null) => setEditing({ fn });
  const ui: UiTexts = { locale: t.$locale, messages: { saving: t.saving, cancel: t.cancel, tryAgain: t.tryAgain } };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {canPlan ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => open(null)}>
            {t.addFunction}
          </button>
        ) : null}
        {canPlan && list.length === 0 && missing.length ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void addUsual()}>
            {t.addUsual({ names: missing.map(nameOf).join(', ') })}
          </button>
        ) : null}
        <a className="btn btn-outline btn-sm" href="/dashboard/calendar">
          {t.calendarPage}
        </a>
        {canManage ? (
          <a className="btn btn-outline btn-sm" href="/dashboard/website">
            {t.websitePage}
          </a>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{t.empty}</p>
      ) : (
        <ol className="space-y-4" aria-label={t.inDateOrder}>
          {list.map((f) => {
            const h = f.headcount;
            const canUp = moveFunction(list, f.id, -1) !== null;
            const canDown = moveFunction(list, f.id, 1) !== null;
            const name = nameOf(f.name);
            return (
              <li key={f.id} className="card p-4 sm:p-5" data-testid="function-card" aria-labelledby={`fn-${f.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 id={`fn-${f.id}`} className="font-serif text-xl text-maroon-800">
                      {name}
                    </h3>
                    <FunctionPlace fn={{ ...f, name }} compact locale={t.$locale} labels={{ map: t.map, mapOf: t.mapOf, dressCode: t.dressCodeLabel }} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <a className="btn btn-outline btn-sm" href={`/dashboard/functions/${f.id}/caterer`}>
                      {t.catererSheet}
                      <span className="sr-only">{t.catererSheetFor({ name })}</span>
                    </a>
                    <a className="btn btn-outline btn-sm" href={`/api/functions/${f.id}/caterer.csv`} download>
                      {t.csv}
                      <span className="sr-only">{t.csvFor({ name })}</span>
                    </a>
                    {f.date && (
                      <a className="btn btn-outline btn-sm" href={`/api/functions/${f.id}/calendar.ics`} download>
                        {t.addToCalendar}
                        <span className="sr-only">{t.addToCalendarFor({ name })}</span>
                      </a>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="headcount">
                  {(
                    [
                      [t.invited, h.invited],
                      [t.attending, h.attending],
                      [t.declined, h.declined],
                      [t.awaiting, h.awaiting],
                    ] as const
                  ).map(([label, n]) => (
                    <div key={label} className="rounded-lg bg-maroon-50 px-2 py-2">
                      <dt className="text-sm text-stone-600">{label}</dt>
                      <dd className="text-xl font-semibold text-maroon-800">{n}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-sm text-stone-700" data-testid="meal-split">
                  {t.meals({ list: MEAL_COLUMNS.map((m) => `${t[mealKeys[m]]} ${h.meals[m]}`).join(' · '), children: h.children })}
                </p>
                <SideHeadcounts sides={f.sides} t={t} />
                {canPlan ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => open(f)}>
                      {t.edit}
                      <span className="sr-only"> {name}</span>
                    </button>
                    {canUp ? (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void move(f.id, -1)}>
                        {t.moveUp}
                        <span className="sr-only"> {name}</span>
                      </button>
                    ) : null}
                    {canDown ? (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void move(f.id, 1)}>
                        {t.moveDown}
                        <span className="sr-only"> {name}</span>
                      </button>
                    ) : null}
                    <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={() => setDeleting(f)}>
                      {t.delete}
                      <span className="sr-only"> {name}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {list.length > 1 ? <p className="text-sm text-stone-600">{t.orderNote}</p> : null}

      <Modal open={editing !== null} title={editing?.fn ? t.editTitle({ name: nameOf(editing.fn.name) }) : t.addTitle} onClose={() => setEditing(null)}>
        {editing ? (
          <FunctionForm
            fn={editing.fn}
            venues={overview.venues}
            onSaved={() => {
              setEditing(null);
              onChanged();
            }}
            onCancel={() => setEditing(null)}
            ui={ui}
          />
        ) : null}
      </Modal>
      <Modal open={deleting !== null} title={deleting ? t.deleteTitle({ name: nameOf(deleting.name) }) : ''} onClose={() => setDeleting(null)}>
        {deleting ? (
          <div>
            <p>{t.confirmDelete({ name: nameOf(deleting.name) })}</p>
            <div className="mt-4 flex gap-3">
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
                {busy ? t.deleting : t.delete}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setDeleting(null)}>
                {t.cancel}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

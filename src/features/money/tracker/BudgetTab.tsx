import { useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { usePrivateJson } from '../../../lib/use-private-json.ts';
import { formatRupees } from '../../../lib/money.ts';
import BudgetChart from './BudgetChart.tsx';
import CategoryList from './CategoryList.tsx';
import ItemForm from './ItemForm.tsx';
import PlanForm from './PlanForm.tsx';
import SidesCard from './SidesCard.tsx';
import { BUDGET_URLS, summariseBudget, type BudgetItem, type BudgetOverview, type CategoryKey } from './budget-tracker.ts';
import { ProfileFirst } from '../../planning/wedding/ProfileFirst.tsx';
import { LoadFailed, RowSkeletons } from '../../../components/ui/LoadState.tsx';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { UiTexts } from '../../../components/ui/ui-texts.ts';
import type { budgetTabMessages } from './messages.ts';
import { remainingIn, type BudgetTexts } from './budget-texts.ts';
import { roleAllows, sideLimit, useCan, useWeddingView } from '../../planning/index.ts';
import type { CostsBySide, SidePayer, SideTotals } from './sides.ts';

type Props = {
  hasProfile: boolean;
  onCreateProfile: () => void;
};
type Editing = { item: BudgetItem | null; category: CategoryKey } | null;

/** The Budget tab: the plan per category, every expense under it, the totals, each side's share and the chart. */
export default function BudgetTab({ hasProfile, onCreateProfile }: Props) {
  // The account's role and side on the open wedding (null for the couple's own).
  const view = useWeddingView();
  const canManage = useCan('manage');
  const t = useMessages<CatalogueOf<typeof budgetTabMessages>>('budgetTab');
  // A family member sees its side's totals, never the lines (the server refuses them too).
  if (hasProfile && view && !roleAllows(view.role, 'budget-lines')) return <SideBudget side={sideLimit(view.role, view.side)} t={t} />;
  return <Ledger hasProfile={hasProfile} onCreateProfile={onCreateProfile} readOnly={!canManage} t={t} />;
}

/** The budget's totals by side for a family member: its own side's, or both for a member of both sides. */
function SideBudget({ side, t }: { side: SidePayer | null; t: BudgetTexts }) {
  const ui: UiTexts = { locale: t.$locale, messages: { saving: t.saving, cancel: t.cancel, tryAgain: t.tryAgain } };
  const url = side ? `${BUDGET_URLS.sides}?side=${side}` : BUDGET_URLS.sides;
  const { data, failure, reload } = usePrivateJson<CostsBySide | SideTotals>(url, { enabled: true, failed: (reason) => t.loadFailed({ reason }) });
  if (failure) return <LoadFailed message={failure} onRetry={reload} messages={ui} />;
  if (!data) return <RowSkeletons />;
  return (
    <div className="space-y-4">
      <p className="rounded border border-stone-300 bg-ivory px-3 py-2 text-sm" role="note">
        {t.sideOnlyNote}
      </p>
      <SidesCard sides={data} t={t} />
    </div>
  );
}

type LedgerProps = { hasProfile: boolean; onCreateProfile: () => void; readOnly: boolean; t: BudgetTexts };

/** The ledger: the plan per category, every expense, the totals, each side's share and the chart. */
function Ledger({ hasProfile, onCreateProfile, readOnly, t }: LedgerProps) {
  const ui: UiTexts = { locale: t.$locale, messages: { saving: t.saving, cancel: t.cancel, tryAgain: t.tryAgain } };
  const {
    data: overview,
    failure,
    reload,
  } = usePrivateJson<BudgetOverview>(BUDGET_URLS.overview, { enabled: hasProfile, failed: (reason) => t.loadFailed({ reason }) });
  const [editingPlan, setEditingPlan] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);

  if (!hasProfile) {
    return <ProfileFirst message={t.profileFirst} label={t.createProfile} onCreateProfile={onCreateProfile} />;
  }
  if (failure) {
    return <LoadFailed message={failure} onRetry={reload} messages={ui} />;
  }
  if (!overview) {
    return <RowSkeletons />;
  }

  const summary = summariseBudget(overview.plan, overview.items);
  const { overall } = summary;
  // The test ids stay the English names', whatever the language.
  const figures = [
    ['planned', t.planned, formatRupees(overall.planned)],
    ['committed', t.committed, formatRupees(overall.committed)],
    ['paid', t.paid, formatRupees(overall.paid)],
    overall.over > 0 ? ['over-budget', t.overBudget, remainingIn(t, overall)] : ['remaining', t.remaining, remainingIn(t, overall)],
  ] as const;

  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="budget-overall">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="budget-overall" className="font-serif text-xl text-maroon-800">
              {t.yourBudget}
            </h2>
            <p className="text-sm text-stone-700">
              {overview.totalBudget === null ? t.noTotal : t.totalBudget({ amount: formatRupees(overview.totalBudget) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {readOnly ? (
              <p className="text-sm text-stone-700" role="note">
                {t.viewOnlyNote}
              </p>
            ) : (
              <>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ item: null, category: 'venue' })}>
                  {t.addExpense}
                </button>
                <button type="button" className="btn btn-outline btn-sm" aria-expanded={editingPlan} onClick={() => setEditingPlan((v) => !v)}>
                  {t.editPlan}
                </button>
              </>
            )}
            <a className="btn btn-ghost btn-sm" href={BUDGET_URLS.csv} download>
              {t.downloadCsv}
            </a>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="budget-overall">
          {figures.map(([id, label, value]) => (
            <div key={id} className={`rounded-lg p-3 ${id === 'over-budget' ? 'bg-red-50 text-red-900' : 'bg-ivory'}`}>
              <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
              <dd className="font-serif text-lg font-bold" data-testid={`overall-${id}`}>
                {id === 'over-budget' ? (
                  <>
                    <span aria-hidden="true">⚠ </span>
                    {value}
                  </>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        {editingPlan ? (
          <PlanForm
            plan={overview.plan}
            t={t}
            ui={ui}
            onSaved={() => {
              setEditingPlan(false);
              reload();
            }}
            onCancel={() => setEditingPlan(false)}
          />
        ) : null}
      </section>

      <SidesCard sides={overview.sides} t={t} />

      <BudgetChart summary={summary} t={t} />

      <CategoryList
        summary={summary}
        t={t}
        onAdd={(category) => setEditing({ item: null, category })}
        onEdit={(item) => setEditing({ item, category: item.category })}
        onChanged={reload}
        readOnly={readOnly}
      />

      <Modal open={editing !== null} title={editing?.item ? t.editExpense : t.addExpense} onClose={() => setEditing(null)}>
        {editing ? (
          <ItemForm
            item={editing.item}
            category={editing.category}
            functions={overview.functions}
            businesses={overview.businesses}
            t={t}
            ui={ui}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}

import { useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { usePrivateJson } from '../../../lib/use-private-json.ts';
import { formatRupees } from '../../../lib/money.ts';
import BudgetChart from './BudgetChart.tsx';
import CategoryList from './CategoryList.tsx';
import ItemForm from './ItemForm.tsx';
import PlanForm from './PlanForm.tsx';
import { BUDGET_URLS, budgetMessages, remainingText, summariseBudget, type BudgetItem, type BudgetOverview, type CategoryKey } from './budget-tracker.ts';
import { ProfileFirst } from '../../planning/wedding/ProfileFirst.tsx';
import { LoadFailed, RowSkeletons } from '../../../components/ui/LoadState.tsx';

type Props = { hasProfile: boolean; onCreateProfile: () => void };
type Editing = { item: BudgetItem | null; category: CategoryKey } | null;

/** The Budget tab: the plan per category, every expense under it, the totals and the chart. */
export default function BudgetTab({ hasProfile, onCreateProfile }: Props) {
  const { data: overview, failure, reload } = usePrivateJson<BudgetOverview>(BUDGET_URLS.overview, { enabled: hasProfile, failed: budgetMessages.loadFailed });
  const [editingPlan, setEditingPlan] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);

  if (!hasProfile) {
    return <ProfileFirst message={'Create your wedding profile to plan your budget and track every payment.'} onCreateProfile={onCreateProfile} />;
  }
  if (failure) {
    return <LoadFailed message={failure} onRetry={reload} />;
  }
  if (!overview) {
    return <RowSkeletons />;
  }

  const summary = summariseBudget(overview.plan, overview.items);
  const { overall } = summary;
  const figures = [
    ['Planned', formatRupees(overall.planned)],
    ['Committed', formatRupees(overall.committed)],
    ['Paid', formatRupees(overall.paid)],
    [overall.over > 0 ? 'Over budget' : 'Remaining', remainingText(overall)],
  ] as const;

  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="budget-overall">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="budget-overall" className="font-serif text-xl text-maroon-800">
              Your budget
            </h2>
            <p className="text-sm text-stone-700">
              {overview.totalBudget === null
                ? 'Add your total budget to your wedding profile, or save a plan from the budget calculator.'
                : `Total budget (wedding profile): ${formatRupees(overview.totalBudget)}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ item: null, category: 'venue' })}>
              Add expense
            </button>
            <button type="button" className="btn btn-outline btn-sm" aria-expanded={editingPlan} onClick={() => setEditingPlan((v) => !v)}>
              Edit plan
            </button>
            <a className="btn btn-ghost btn-sm" href={BUDGET_URLS.csv} download>
              Download CSV
            </a>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="budget-overall">
          {figures.map(([label, value]) => (
            <div key={label} className={`rounded-lg p-3 ${label === 'Over budget' ? 'bg-red-50 text-red-900' : 'bg-ivory'}`}>
              <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
              <dd className="font-serif text-lg font-bold" data-testid={`overall-${label.toLowerCase().replace(' ', '-')}`}>
                {label === 'Over budget' ? (
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
            onSaved={() => {
              setEditingPlan(false);
              reload();
            }}
            onCancel={() => setEditingPlan(false)}
          />
        ) : null}
      </section>

      <BudgetChart summary={summary} />

      <CategoryList
        summary={summary}
        onAdd={(category) => setEditing({ item: null, category })}
        onEdit={(item) => setEditing({ item, category: item.category })}
        onChanged={reload}
      />

      <Modal open={editing !== null} title={editing?.item ? 'Edit expense' : 'Add expense'} onClose={() => setEditing(null)}>
        {editing ? (
          <ItemForm
            item={editing.item}
            category={editing.category}
            functions={overview.functions}
            businesses={overview.businesses}
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

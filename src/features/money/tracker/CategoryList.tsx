import { useState } from 'react';
import { actions, type ActionError } from 'astro:actions';
import Modal from '../../../components/ui/Modal.tsx';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { formatRupees } from '../../../lib/money.ts';
import { vendorByIdHref, venueHref } from '../../../lib/routes.ts';
import { perform } from '../../../lib/perform.ts';
import { shownFunctionName } from '../../planning/index.ts';
import { balanceOf, type BudgetItem, type BudgetSummary, type CategoryKey } from './budget-tracker.ts';
import { categoryName, payerLine, type BudgetTexts } from './budget-texts.ts';

type Props = {
  summary: BudgetSummary;
  t: BudgetTexts;
  onAdd: (category: CategoryKey) => void;
  onEdit: (item: BudgetItem) => void;
  onChanged: () => void;
  /** A viewer's list: the figures without the buttons that change them. */
  readOnly?: boolean;
};

function Business({ item }: { item: BudgetItem }) {
  if (!item.businessName) return null;
  if (item.listingKind && item.listingId !== null) {
    const href = item.listingKind === 'venue' ? venueHref(item.listingId) : vendorByIdHref(item.listingId);
    return (
      <a href={href} className="text-maroon-700 underline">
        {item.businessName}
      </a>
    );
  }
  return <span>{item.businessName}</span>;
}

type RowProps = { item: BudgetItem; t: BudgetTexts; busy: boolean; readOnly: boolean; onPaid: () => void; onEdit: () => void; onDelete: () => void };

function ItemRow({ item, t, busy, readOnly, onPaid, onEdit, onDelete }: RowProps) {
  const balance = balanceOf(item);
  const details = [
    item.functionName ? shownFunctionName(item.functionName, t) : null,
    item.dueDate ? t.due({ date: formatCalendarDate(item.dueDate, t.$locale) }) : null,
    item.bookingId ? t.fromBooking : null,
  ].filter(Boolean);
  const payer = payerLine(t, item);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="budget-item">
      <div className="min-w-0">
        <p className="font-semibold break-words">{item.what}</p>
        <p className="text-sm text-stone-700">
          <Business item={item} />
          {item.businessName && details.length ? ' · ' : null}
          {details.join(' · ')}
        </p>
        <p className="text-sm text-stone-700" data-testid="item-payer">
          {payer}
        </p>
        {item.note ? <p className="text-sm break-words text-stone-600">{item.note}</p> : null}
      </div>
      <div className="text-right text-sm">
        <p>
          {t.quoted} <strong>{formatRupees(item.quoted)}</strong> · {t.paid} <strong>{formatRupees(item.paid)}</strong>
        </p>
        <p className={balance > 0 ? 'text-stone-700' : 'font-semibold text-emerald-800'}>
          {balance > 0 ? t.balance({ amount: formatRupees(balance) }) : t.paidInFull}
        </p>
        {readOnly ? null : (
          <div className="mt-1 flex flex-wrap justify-end gap-1">
            {balance > 0 ? (
              <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onPaid} aria-label={t.markAsPaidItem({ what: item.what })}>
                {t.markAsPaid}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit} aria-label={t.editItem({ what: item.what })}>
              {t.edit}
            </button>
            {/* A booking's line stays while the booking does (see the README). */}
            {item.bookingId ? null : (
              <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete} aria-label={t.deleteItem({ what: item.what })}>
                {t.delete}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** One card per category: its figures, marked when over its plan, and its expenses. */
export default function CategoryList({ summary, t, onAdd, onEdit, onChanged, readOnly = false }: Props) {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<BudgetItem | null>(null);

  async function run(call: () => Promise<{ error?: ActionError }>, done: string) {
    setBusy(true);
    const ok = await perform(call, done, t.saveFailed);
    setBusy(false);
    if (ok) onChanged();
  }

  function remove() {
    if (!deleting) return;
    const id = deleting.id;
    setDeleting(null);
    void run(() => actions.budget.removeItem({ id }), t.itemRemoved);
  }

  return (
    <section aria-labelledby="budget-categories" className="space-y-3">
      <h2 id="budget-categories" className="font-serif text-xl text-maroon-800">
        {t.expensesByCategory}
      </h2>
      {summary.categories.map((c) => {
        const name = categoryName(t, c.category);
        return (
          <section
            key={c.category}
            className={`card p-4 sm:p-5 ${c.over > 0 ? 'border-l-4 border-red-700' : ''}`}
            aria-labelledby={`budget-cat-${c.category}`}
            data-testid={`category-${c.category}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`budget-cat-${c.category}`} className="font-semibold text-maroon-800">
                {name}
              </h3>
              {c.over > 0 ? (
                <p className="rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
                  <span aria-hidden="true">⚠ </span>
                  {t.overPlanBy({ amount: formatRupees(c.over) })}
                </p>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-stone-700">
              {t.categoryFigures({ planned: formatRupees(c.planned), committed: formatRupees(c.committed), paid: formatRupees(c.paid) })}
              {c.over > 0 ? null : t.categoryRemaining({ remaining: formatRupees(c.remaining) })}
            </p>
            {c.items.length ? (
              <ul className="mt-2 divide-y divide-stone-100">
                {c.items.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    t={t}
                    busy={busy}
                    readOnly={readOnly}
                    onPaid={() => void run(() => actions.budget.markPaid({ id: item.id }), t.markedPaid)}
                    onEdit={() => onEdit(item)}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </ul>
            ) : null}
            {readOnly ? null : (
              <button type="button" className="btn btn-ghost btn-sm mt-2" onClick={() => onAdd(c.category)}>
                {t.addTo({ name })}
              </button>
            )}
          </section>
        );
      })}
      <Modal open={deleting !== null} title={t.deleteTitle} onClose={() => setDeleting(null)}>
        <p>{deleting?.what}</p>
        <div className="mt-4 flex gap-3">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={remove}>
            {t.delete}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setDeleting(null)}>
            {t.cancel}
          </button>
        </div>
      </Modal>
    </section>
  );
}

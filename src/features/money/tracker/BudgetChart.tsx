import { formatRupees } from '../../../lib/money.ts';
import { remainingText, type BudgetSummary } from './budget-tracker.ts';

const SERIES = [
  { key: 'planned', label: 'Planned', bar: 'bg-maroon-700' },
  { key: 'committed', label: 'Committed', bar: 'bg-saffron-400' },
  { key: 'paid', label: 'Paid', bar: 'bg-emerald-700' },
] as const;

/**
 * Planned, committed and paid per category as CSS bars (no charting library), and the same
 * figures in a table: the bars are hidden from screen readers, which read the table.
 */
export default function BudgetChart({ summary }: { summary: BudgetSummary }) {
  const largest = Math.max(1, ...summary.categories.flatMap((c) => [c.planned, c.committed, c.paid]));
  const width = (value: number) => `${Math.max(value > 0 ? 0.5 : 0, (value / largest) * 100)}%`;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="budget-chart-heading">
      <h2 id="budget-chart-heading" className="font-serif text-xl text-maroon-800">
        Planned, committed and paid
      </h2>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`inline-block h-3 w-3 rounded-sm ${s.bar}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-3" aria-hidden="true" data-testid="budget-chart">
        {summary.categories.map((c) => (
          <div key={c.category} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-3">
            <span className="text-sm font-semibold">
              {c.name}
              {c.over > 0 ? <span className="ml-1 text-red-800">⚠ over</span> : null}
            </span>
            <div className="space-y-0.5">
              {SERIES.map((s) => (
                <div key={s.key} className={`h-2 rounded-sm ${s.bar}`} style={{ width: width(c[s.key]) }} title={`${s.label}: ${formatRupees(c[s.key])}`} />
              ))}
            </div>
          </div>
        ))}
      </div>
      {/* Below 640 px each category is a card of its four figures; the table needs 576 px. */}
      <ul className="mt-5 space-y-2 sm:hidden" aria-label="Budget by category" data-testid="budget-cards">
        {[
          ...summary.categories.map((c) => ({ key: c.category, name: c.name, totals: c, category: true })),
          { key: 'total', name: 'Total', totals: summary.overall, category: false },
        ].map(({ key, name, totals, category }) => (
          <li
            key={key}
            className={`rounded-lg border p-3 text-sm ${totals.over > 0 ? 'border-red-700' : 'border-stone-200'} ${category ? '' : 'bg-ivory font-semibold'}`}
          >
            <p className="font-semibold">{name}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
              {(
                [
                  ['Planned', formatRupees(totals.planned)],
                  ['Committed', formatRupees(totals.committed)],
                  ['Paid', formatRupees(totals.paid)],
                  [
                    'Remaining',
                    totals.over > 0 ? (category ? `Over plan by ${formatRupees(totals.over)}` : remainingText(totals)) : formatRupees(totals.remaining),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-stone-600">{label}</dt>
                  <dd className={`break-words ${label === 'Remaining' && totals.over > 0 ? 'font-semibold text-red-800' : ''}`}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-5 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-stone-700">Budget by category</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-2 pr-3">
                Category
              </th>
              {['Planned', 'Committed', 'Paid', 'Remaining'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 text-right">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.categories.map((c) => (
              <tr key={c.category} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {c.name}
                </th>
                <td className="py-2 pr-3 text-right">{formatRupees(c.planned)}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(c.committed)}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(c.paid)}</td>
                <td className={`py-2 pr-3 text-right ${c.over > 0 ? 'font-semibold text-red-800' : ''}`}>
                  {c.over > 0 ? `Over plan by ${formatRupees(c.over)}` : formatRupees(c.remaining)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-3">
                Total
              </th>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.planned)}</td>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.committed)}</td>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.paid)}</td>
              <td className={`py-2 pr-3 text-right ${summary.overall.over > 0 ? 'text-red-800' : ''}`}>{remainingText(summary.overall)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

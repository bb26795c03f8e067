import { formatRupees } from '../../../lib/money.ts';
import type { BudgetSummary } from './budget-tracker.ts';
import { categoryName, remainingIn, type BudgetTexts } from './budget-texts.ts';

const SERIES = [
  { key: 'planned', bar: 'bg-maroon-700' },
  { key: 'committed', bar: 'bg-saffron-400' },
  { key: 'paid', bar: 'bg-emerald-700' },
] as const;

/**
 * Planned, committed and paid per category as CSS bars (no charting library), and the same
 * figures in a table: the bars are hidden from screen readers, which read the table.
 */
export default function BudgetChart({ summary, t }: { summary: BudgetSummary; t: BudgetTexts }) {
  const largest = Math.max(1, ...summary.categories.flatMap((c) => [c.planned, c.committed, c.paid]));
  const width = (value: number) => `${Math.max(value > 0 ? 0.5 : 0, (value / largest) * 100)}%`;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="budget-chart-heading">
      <h2 id="budget-chart-heading" className="font-serif text-xl text-maroon-800">
        {t.chartHeading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`inline-block h-3 w-3 rounded-sm ${s.bar}`} />
            {t[s.key]}
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-3" aria-hidden="true" data-testid="budget-chart">
        {summary.categories.map((c) => (
          <div key={c.category} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-3">
            <span className="text-sm font-semibold">
              {categoryName(t, c.category)}
              {c.over > 0 ? <span className="ml-1 text-red-800">⚠ {t.over}</span> : null}
            </span>
            <div className="space-y-0.5">
              {SERIES.map((s) => (
                <div
                  key={s.key}
                  className={`h-2 rounded-sm ${s.bar}`}
                  style={{ width: width(c[s.key]) }}
                  title={t.seriesValue({ label: t[s.key], amount: formatRupees(c[s.key]) })}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      {/* Below 640 px each category is a card of its four figures; the table needs 576 px. */}
      <ul className="mt-5 space-y-2 sm:hidden" aria-label={t.byCategory} data-testid="budget-cards">
        {[
          ...summary.categories.map((c) => ({ key: c.category, name: categoryName(t, c.category), totals: c, category: true })),
          { key: 'total', name: t.total, totals: summary.overall, category: false },
        ].map(({ key, name, totals, category }) => (
          <li
            key={key}
            className={`rounded-lg border p-3 text-sm ${totals.over > 0 ? 'border-red-700' : 'border-stone-200'} ${category ? '' : 'bg-ivory font-semibold'}`}
          >
            <p className="font-semibold">{name}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
              {(
                [
                  ['planned', formatRupees(totals.planned)],
                  ['committed', formatRupees(totals.committed)],
                  ['paid', formatRupees(totals.paid)],
                  [
                    'remaining',
                    totals.over > 0
                      ? category
                        ? t.overPlanBy({ amount: formatRupees(totals.over) })
                        : remainingIn(t, totals)
                      : formatRupees(totals.remaining),
                  ],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-stone-600">{t[key]}</dt>
                  <dd className={`break-words ${key === 'remaining' && totals.over > 0 ? 'font-semibold text-red-800' : ''}`}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-5 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-stone-700">{t.byCategory}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-2 pr-3">
                {t.category}
              </th>
              {(['planned', 'committed', 'paid', 'remaining'] as const).map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 text-right">
                  {t[h]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.categories.map((c) => (
              <tr key={c.category} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {categoryName(t, c.category)}
                </th>
                <td className="py-2 pr-3 text-right">{formatRupees(c.planned)}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(c.committed)}</td>
                <td className="py-2 pr-3 text-right">{formatRupees(c.paid)}</td>
                <td className={`py-2 pr-3 text-right ${c.over > 0 ? 'font-semibold text-red-800' : ''}`}>
                  {c.over > 0 ? t.overPlanBy({ amount: formatRupees(c.over) }) : formatRupees(c.remaining)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-3">
                {t.total}
              </th>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.planned)}</td>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.committed)}</td>
              <td className="py-2 pr-3 text-right">{formatRupees(summary.overall.paid)}</td>
              <td className={`py-2 pr-3 text-right ${summary.overall.over > 0 ? 'text-red-800' : ''}`}>{remainingIn(t, summary.overall)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

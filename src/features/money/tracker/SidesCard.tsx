import { formatRupees } from '../../../lib/money.ts';
import { payerName, type BudgetTexts } from './budget-texts.ts';
import { SIDE_PAYER_KEYS, type CostsBySide, type SideTotals, type Settlement } from './sides.ts';

/** Both sides' figures, or one side's alone (what a family member of that side sees). */
type Props = { sides: CostsBySide | SideTotals; t: BudgetTexts };

/** The sentence that settles the shared expenses: who owes whom how much, or that the sides are even. */
export function settlementText(t: BudgetTexts, settlement: Settlement): string {
  if (!settlement) return t.even;
  return t.owes({ from: payerName(t, settlement.from), to: payerName(t, settlement.to), amount: formatRupees(settlement.amount) });
}

/** "Costs by side": each side's quotes and payments (its own expenses and its share of the shared ones) and who owes whom. */
export default function SidesCard({ sides, t }: Props) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="budget-sides" data-testid="budget-sides">
      <h2 id="budget-sides" className="font-serif text-xl text-maroon-800">
        {t.sidesHeading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.sidesHint}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {SIDE_PAYER_KEYS.filter((side) => !('side' in sides) || sides.side === side).map((side) => {
          const s = 'side' in sides ? sides : sides[side];
          return (
            <section key={side} className="rounded-lg bg-ivory p-3" aria-labelledby={`budget-side-${side}`} data-testid={`side-${side}`}>
              <h3 id={`budget-side-${side}`} className="font-semibold text-maroon-800">
                {payerName(t, side)}
              </h3>
              <dl className="mt-1 grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-xs font-semibold tracking-wide uppercase">{t.sideQuoted}</dt>
                  <dd className="font-serif text-lg font-bold" data-testid={`side-${side}-quoted`}>
                    {formatRupees(s.quoted)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wide uppercase">{t.sidePaid}</dt>
                  <dd className="font-serif text-lg font-bold" data-testid={`side-${side}-paid`}>
                    {formatRupees(s.paid)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-sm text-stone-700" data-testid={`side-${side}-shared`}>
                <span className="font-semibold">{t.sharedLines}: </span>
                {t.sharedFigures({ share: formatRupees(s.sharedQuoted), due: formatRupees(s.sharedDue), paid: formatRupees(s.sharedPaid) })}
              </p>
            </section>
          );
        })}
      </div>
      <p className="mt-3 font-semibold text-maroon-800" data-testid="settlement">
        {settlementText(t, sides.settlement)}
      </p>
    </section>
  );
}

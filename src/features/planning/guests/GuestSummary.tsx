import { type GuestSummary as Summary } from './guests.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';
import { mealLabel, useGuestTexts } from './use-guest-texts.ts';

/** Counts of the whole list (or of the side it is filtered to, named by `side`): invited, RSVP answers and meals. */
export default function GuestSummary({ summary, side = null }: { summary: Summary; side?: string | null }) {
  const t = useGuestTexts();
  const counts = [
    [t.total, summary.total],
    [t.invited, summary.invited],
    [t.confirmed, summary.confirmed],
    [t.declined, summary.declined],
    [t.awaiting, summary.awaiting],
  ] as const;
  return (
    <section aria-labelledby="guest-summary-title" className="card p-4 sm:p-5">
      <h2 id="guest-summary-title" className="font-serif text-xl text-maroon-800">
        {t.summaryTitle}
      </h2>
      {side ? (
        <p className="mt-1 text-sm text-stone-700" data-testid="guest-summary-side">
          {t.summaryOfSide({ side })}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-5" data-testid="guest-summary">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-maroon-50 px-2 py-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-semibold text-maroon-800">{n}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-stone-700" data-testid="meal-summary">
        {t.meals({
          list: [...MEAL_OPTIONS.map((m) => `${mealLabel(t, m)} ${summary.meals[m]}`), `${t.notSpecified} ${summary.meals['Not specified']}`].join(' · '),
        })}
      </p>
    </section>
  );
}

import { type GuestSummary as Summary } from './guests.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';

/** Counts of the whole list: invited, RSVP answers and meals. */
export default function GuestSummary({ summary }: { summary: Summary }) {
  const counts = [
    ['Total', summary.total],
    ['Invited', summary.invited],
    ['Confirmed', summary.confirmed],
    ['Declined', summary.declined],
    ['Awaiting', summary.awaiting],
  ] as const;
  return (
    <section aria-labelledby="guest-summary-title" className="card p-4 sm:p-5">
      <h2 id="guest-summary-title" className="font-serif text-xl text-maroon-800">
        Guest summary
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-5" data-testid="guest-summary">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-maroon-50 px-2 py-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-semibold text-maroon-800">{n}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-stone-700" data-testid="meal-summary">
        Meals: {MEAL_OPTIONS.map((m) => `${m} ${summary.meals[m]}`).join(' · ')} · Not specified {summary.meals['Not specified']}
      </p>
    </section>
  );
}

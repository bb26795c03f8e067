import { formatCalendarDate } from '../../../lib/dates.ts';
import type { AccommodationRow } from '../wedding/functions.ts';

/** Households that asked for a stay, by arrival, with the CSV for the hotel. */
export default function AccommodationPanel({ rows }: { rows: AccommodationRow[] }) {
  const people = rows.reduce((sum, r) => sum + r.people, 0);
  return (
    <section aria-labelledby="accommodation-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="accommodation-title" className="font-serif text-xl text-maroon-800">
          Accommodation list
        </h3>
        <a className="btn btn-outline btn-sm" href="/api/households/accommodation.csv" download>
          Download accommodation CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">No household has asked for accommodation yet.</p>
      ) : (
        <>
          <p className="text-stone-700" data-testid="accommodation-total">
            {rows.length} {rows.length === 1 ? 'household' : 'households'}, {people} {people === 1 ? 'person' : 'people'}
          </p>
          <div className="card overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Households needing accommodation, by arrival date</caption>
              <thead className="border-b border-stone-200 bg-maroon-50 text-stone-700">
                <tr>
                  <th scope="col" className="p-3">
                    Household
                  </th>
                  <th scope="col" className="p-3">
                    Phone
                  </th>
                  <th scope="col" className="p-3">
                    People
                  </th>
                  <th scope="col" className="p-3">
                    Arrival
                  </th>
                  <th scope="col" className="p-3">
                    Departure
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.householdId} className="border-b border-stone-100 last:border-0" data-testid="accommodation-row">
                    <th scope="row" className="p-3 font-medium">
                      {r.household}
                    </th>
                    <td className="p-3">{r.phone ?? '—'}</td>
                    <td className="p-3">{r.people}</td>
                    <td className="p-3">{r.arrival ? formatCalendarDate(r.arrival) : '—'}</td>
                    <td className="p-3">{r.departure ? formatCalendarDate(r.departure) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

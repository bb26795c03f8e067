import { formatCalendarDate } from '../../../lib/dates.ts';
import type { AccommodationRow } from '../wedding/functions.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { functionsTabMessages } from './messages.ts';

/** Households that asked for a stay, by arrival, with the CSV for the hotel. */
export default function AccommodationPanel({ rows }: { rows: AccommodationRow[] }) {
  const t = useMessages<CatalogueOf<typeof functionsTabMessages>>('functionsTab');
  const people = rows.reduce((sum, r) => sum + r.people, 0);
  const date = (day: string | null) => (day ? formatCalendarDate(day, t.$locale) : '—');
  return (
    <section aria-labelledby="accommodation-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="accommodation-title" className="font-serif text-xl text-maroon-800">
          {t.accommodationList}
        </h3>
        <a className="btn btn-outline btn-sm" href="/api/households/accommodation.csv" download>
          {t.downloadAccommodation}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="card p-6 text-center text-stone-700">{t.noAccommodation}</p>
      ) : (
        <>
          <p className="text-stone-700" data-testid="accommodation-total">
            {t.households({ count: rows.length })}, {t.people({ count: people })}
          </p>
          <div className="card overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t.accommodationCaption}</caption>
              <thead className="border-b border-stone-200 bg-maroon-50 text-stone-700">
                <tr>
                  <th scope="col" className="p-3">
                    {t.household}
                  </th>
                  <th scope="col" className="p-3">
                    {t.phone}
                  </th>
                  <th scope="col" className="p-3">
                    {t.peopleColumn}
                  </th>
                  <th scope="col" className="p-3">
                    {t.arrival}
                  </th>
                  <th scope="col" className="p-3">
                    {t.departure}
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
                    <td className="p-3">{date(r.arrival)}</td>
                    <td className="p-3">{date(r.departure)}</td>
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

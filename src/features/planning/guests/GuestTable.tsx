import { Fragment } from 'react';
import type { GuestSort } from './guests.ts';
import type { GuestRowActions, GuestRowModel, GuestView } from './guest-rows.ts';
import { GuestActions, InvitedBox, RsvpSelect, SelectBox } from './GuestRowControls.tsx';
import { mealLabel, sideLabel, useGuestTexts } from './use-guest-texts.ts';
import SideBadge from './SideBadge.tsx';

type Props = {
  model: GuestRowModel;
  view: GuestView;
  actions: GuestRowActions;
  onSortBy: (sort: GuestSort) => void;
};

// Below 640 px the same table lays each guest out as a card (rows and cells become blocks, the
// headings hide and each value says what it is), so nothing is off-screen on a phone and the
// table keeps one markup for screen readers and tests.
const cell = 'p-3 max-sm:p-1';
const phoneLabel = (text: string) => <span className="font-medium text-stone-600 sm:hidden">{text}: </span>;

/** The list view: one table row per guest, sortable by name and table; one card per guest on a phone. */
export default function GuestTable({ model, view, actions, onSortBy }: Props) {
  const t = useGuestTexts();
  const selectAll = (on: boolean) =>
    actions.select(
      model.rows.map((r) => r.guest.id),
      on,
    );
  return (
    <div className="card relative sm:overflow-x-auto" data-testid="guest-table">
      <label className="flex items-center gap-2 border-b border-stone-200 bg-maroon-50 p-3 text-sm sm:hidden">
        <input type="checkbox" className="h-4 w-4 accent-maroon-700" checked={model.allOnPageSelected} onChange={(e) => selectAll(e.target.checked)} />
        {t.selectAllOnPage}
      </label>
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[60rem]">
        <caption className="sr-only">{view.sort === 'name' ? t.sortedByName : t.sortedByTable}</caption>
        <thead className="border-b border-stone-200 bg-maroon-50 text-stone-700 max-sm:hidden">
          <tr>
            <th scope="col" className="w-10 p-3">
              <input
                type="checkbox"
                className="h-4 w-4 accent-maroon-700"
                aria-label={t.selectAllLabel}
                checked={model.allOnPageSelected}
                onChange={(e) => selectAll(e.target.checked)}
              />
            </th>
            <SortHeader column="name" label={t.name} view={view} onSortBy={onSortBy} />
            <th scope="col" className="p-3">
              {t.household}
            </th>
            <th scope="col" className="p-3">
              {t.contact}
            </th>
            <th scope="col" className="p-3">
              {t.rsvp}
            </th>
            <th scope="col" className="p-3">
              {t.meal}
            </th>
            <SortHeader column="table" label={t.table} view={view} onSortBy={onSortBy} />
            <th scope="col" className="p-3">
              {t.invited}
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {model.rows.map((row) => {
            const g = row.guest;
            return (
              <Fragment key={g.id}>
                {row.group ? (
                  <tr className="border-b border-stone-200 bg-stone-50 max-sm:block" data-testid="household-group">
                    <th scope="colgroup" colSpan={9} className="p-2 pl-3 text-left font-semibold text-maroon-800 max-sm:block">
                      {t.groupHeading({ name: row.group.name, count: row.group.size })}
                      {row.group.continued ? t.continued : ''}
                    </th>
                  </tr>
                ) : null}
                <tr
                  className="border-b border-stone-100 last:border-0 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:p-2"
                  data-testid="guest-row"
                >
                  <td className={`${cell} max-sm:order-first`}>
                    <SelectBox row={row} actions={actions} />
                  </td>
                  <th scope="row" className={`${cell} font-medium break-words max-sm:min-w-0 max-sm:flex-1 sm:max-w-[14rem]`}>
                    <span data-testid="guest-name">{g.fullName}</span>
                    {g.side !== 'both' ? <SideBadge side={g.side} label={sideLabel(t, g.side)} className="ml-2 align-middle" /> : null}
                    {g.notes ? <span className="block text-xs font-normal text-stone-600">{g.notes}</span> : null}
                  </th>
                  <td className={`${cell} break-words text-maroon-700 max-sm:w-full sm:max-w-[12rem]`} data-testid="guest-household">
                    {row.household ? (
                      <>
                        {phoneLabel(t.household)}
                        {row.household}
                      </>
                    ) : (
                      <span className="max-sm:hidden">—</span>
                    )}
                  </td>
                  <td className={`${cell} break-words text-stone-700 max-sm:w-full sm:max-w-[14rem]`}>
                    {row.contact.map((c, k) => (
                      <span key={k} className="block">
                        {c}
                      </span>
                    ))}
                  </td>
                  <td className={cell}>
                    <RsvpSelect guest={g} onChange={(rsvp) => actions.setRsvp(g, rsvp)} />
                  </td>
                  <td className={cell}>
                    {phoneLabel(t.meal)}
                    {mealLabel(t, row.meal)}
                  </td>
                  <td className={cell}>
                    {phoneLabel(t.table)}
                    {row.table}
                  </td>
                  <td className={cell}>
                    <InvitedBox guest={g} onChange={(isInvited) => actions.setInvited(g, isInvited)} withLabel="phone" />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <GuestActions guest={g} actions={actions} />
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A column heading that sorts by its column, and says which way the list is sorted. */
function SortHeader({ column, label, view, onSortBy }: { column: GuestSort; label: string; view: GuestView; onSortBy: (sort: GuestSort) => void }) {
  const sorted = view.sort === column;
  return (
    <th scope="col" className="p-3" aria-sort={sorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="font-semibold hover:underline" onClick={() => onSortBy(column)}>
        {label} {sorted ? (view.direction === 'asc' ? '▲' : '▼') : ''}
      </button>
    </th>
  );
}

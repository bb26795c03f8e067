import { Fragment } from 'react';
import type { GuestSort } from './guests.ts';
import type { GuestRowActions, GuestRowModel, GuestView } from './guest-rows.ts';
import { GuestActions, InvitedBox, RsvpSelect, SelectBox } from './GuestRowControls.tsx';

type Props = {
  model: GuestRowModel;
  view: GuestView;
  actions: GuestRowActions;
  onSortBy: (sort: GuestSort) => void;
};

/** The list view: one table row per guest, sortable by name and table. */
export default function GuestTable({ model, view, actions, onSortBy }: Props) {
  return (
    <div className="card relative overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Guests, sorted by {view.sort === 'name' ? 'name' : 'table number'}</caption>
        <thead className="border-b border-stone-200 bg-maroon-50 text-stone-700">
          <tr>
            <th scope="col" className="w-10 p-3">
              <input
                type="checkbox"
                className="h-4 w-4 accent-maroon-700"
                aria-label="Select all guests on this page"
                checked={model.allOnPageSelected}
                onChange={(e) =>
                  actions.select(
                    model.rows.map((r) => r.guest.id),
                    e.target.checked,
                  )
                }
              />
            </th>
            <SortHeader column="name" label="Name" view={view} onSortBy={onSortBy} />
            <th scope="col" className="p-3">
              Contact
            </th>
            <th scope="col" className="p-3">
              RSVP
            </th>
            <th scope="col" className="p-3">
              Meal
            </th>
            <SortHeader column="table" label="Table" view={view} onSortBy={onSortBy} />
            <th scope="col" className="p-3">
              Invited
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => {
            const g = row.guest;
            return (
              <Fragment key={g.id}>
                {row.group ? (
                  <tr className="border-b border-stone-200 bg-stone-50" data-testid="household-group">
                    <th scope="colgroup" colSpan={8} className="p-2 pl-3 text-left font-semibold text-maroon-800">
                      {row.group.name} · {row.group.size} {row.group.size === 1 ? 'guest' : 'guests'}
                      {row.group.continued ? ' (continued)' : ''}
                    </th>
                  </tr>
                ) : null}
                <tr className="border-b border-stone-100 last:border-0" data-testid="guest-row">
                  <td className="p-3">
                    <SelectBox row={row} actions={actions} />
                  </td>
                  <th scope="row" className="max-w-[14rem] p-3 font-medium break-words">
                    <span data-testid="guest-name">{g.fullName}</span>
                    {g.notes ? <span className="block text-xs font-normal text-stone-600">{g.notes}</span> : null}
                    {row.household ? <span className="block text-xs font-normal text-maroon-700">Household: {row.household}</span> : null}
                  </th>
                  <td className="max-w-[14rem] p-3 break-words text-stone-700">
                    {row.contact.map((c, k) => (
                      <span key={k} className="block">
                        {c}
                      </span>
                    ))}
                  </td>
                  <td className="p-3">
                    <RsvpSelect guest={g} onChange={(rsvp) => actions.setRsvp(g, rsvp)} />
                  </td>
                  <td className="p-3">{row.meal}</td>
                  <td className="p-3">{row.table}</td>
                  <td className="p-3">
                    <InvitedBox guest={g} onChange={(isInvited) => actions.setInvited(g, isInvited)} />
                  </td>
                  <td className="p-3 whitespace-nowrap">
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

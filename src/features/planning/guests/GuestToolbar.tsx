import { GUEST_PAGE_SIZE, RSVP_FILTERS, type GuestHousehold, type GuestSort, type RsvpFilter } from './guests.ts';
import { chooseFilter, chooseHousehold, chooseSide, chooseSort, search, type GuestRowModel, type GuestView } from './guest-rows.ts';
import { sideLabel, useGuestTexts, type GuestTexts } from './use-guest-texts.ts';
import { SIDES, type SideFilter } from '../wedding/sides.ts';

export type GuestLayout = 'list' | 'grid';

const filterLabel = (t: GuestTexts, filter: RsvpFilter) => (filter === 'all' ? t.filterAll : t[filter]);

type ToolbarProps = {
  layout: GuestLayout;
  onLayout: (layout: GuestLayout) => void;
  view: GuestView;
  onView: (view: GuestView) => void;
  /** The households of the list, by name: the household filter's choices. */
  households: GuestHousehold[];
  selectedCount: number;
  onDeleteSelected: () => void;
};

/** Search, view switch, RSVP, side and household filters, sort and the bulk delete above the list. */
export function GuestToolbar({ layout, onLayout, view, onView, households, selectedCount, onDeleteSelected }: ToolbarProps) {
  const t = useGuestTexts();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-64">
        <label htmlFor="guest-search" className="label">
          {t.search}
        </label>
        <input
          id="guest-search"
          type="search"
          className="input w-full"
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          value={view.query ?? ''}
          onChange={(e) => onView(search(view, e.target.value))}
        />
      </div>
      <div role="group" aria-label={t.view} className="flex rounded-lg border border-stone-300 bg-white p-0.5">
        {(['grid', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={layout === v}
            className={`btn btn-sm ${layout === v ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => onLayout(v)}
          >
            {v === 'grid' ? t.grid : t.list}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor="guest-filter" className="label">
          {t.filterByRsvp}
        </label>
        <select id="guest-filter" className="input" value={view.filter} onChange={(e) => onView(chooseFilter(view, e.target.value as RsvpFilter))}>
          {RSVP_FILTERS.map((f) => (
            <option key={f} value={f}>
              {filterLabel(t, f)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="guest-side" className="label">
          {t.filterBySide}
        </label>
        <select id="guest-side" className="input" value={view.side ?? 'all'} onChange={(e) => onView(chooseSide(view, e.target.value as SideFilter))}>
          <option value="all">{t.allSides}</option>
          {SIDES.map((side) => (
            <option key={side} value={side}>
              {sideLabel(t, side)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="guest-household" className="label">
          {t.household}
        </label>
        <select
          id="guest-household"
          className="input max-w-[16rem]"
          value={view.household ?? ''}
          onChange={(e) => onView(chooseHousehold(view, e.target.value))}
        >
          <option value="">{t.allHouseholds}</option>
          {households.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name} ({h.size})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="guest-sort" className="label">
          {t.sortBy}
        </label>
        <select id="guest-sort" className="input" value={view.sort} onChange={(e) => onView(chooseSort(view, e.target.value as GuestSort))}>
          <option value="name">{t.sortName}</option>
          <option value="table">{t.sortTable}</option>
        </select>
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-maroon-700"
          checked={view.groupByHousehold ?? false}
          onChange={(e) => onView({ ...view, groupByHousehold: e.target.checked, page: 1 })}
        />
        {t.groupByHousehold}
      </label>
      <button type="button" className="btn btn-danger btn-sm" disabled={selectedCount === 0} onClick={onDeleteSelected}>
        {t.deleteSelected({ count: selectedCount })}
      </button>
    </div>
  );
}

/** Previous and next page, and where the reader is. */
export function GuestPager({ model, onPage }: { model: GuestRowModel; onPage: (page: number) => void }) {
  const t = useGuestTexts();
  const { page, pages, matching } = model;
  return (
    <nav aria-label={t.pagesLabel} className="flex items-center justify-between gap-3">
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.prev}
      </button>
      <p className="text-sm" aria-live="polite">
        {t.pageOf({ page, pages, count: matching })}
        <span className="sr-only">{t.perPage({ size: GUEST_PAGE_SIZE })}</span>
      </p>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}

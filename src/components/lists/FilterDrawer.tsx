import type { ReactNode } from 'react';
import './filter-drawer.css';

/**
 * A list's filter form: on phones a modal dialog opened by the "Filters (n)" button
 * (`initFilterDrawers` in lib/filter-drawer.ts wires them), from 640 px wide an ordinary
 * panel beside or above the results (filter-drawer.css).
 */
export function FilterDrawer({ id, children }: { id: string; children: ReactNode }) {
  return (
    <dialog id={id} className="filter-drawer" aria-labelledby={`${id}-title`} data-filter-drawer>
      <div className="filter-drawer-head">
        <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-maroon-800">
          Filters
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" data-filter-close>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** "Filters (2)": opens the drawer on phones; hidden where the filters show beside the list. */
export function FilterDrawerButton({ drawerId, activeCount }: { drawerId: string; activeCount: number }) {
  return (
    <button type="button" className="btn btn-outline filter-drawer-open" data-filter-open={drawerId} aria-haspopup="dialog">
      Filters ({activeCount})
    </button>
  );
}

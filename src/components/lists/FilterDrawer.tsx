import type { ReactNode } from 'react';
import { bind } from '../../i18n/catalogue.ts';
import { ENGLISH_LIST_TEXTS, type ListTexts } from './list-texts.ts';
import './filter-drawer.css';

/**
 * A list's filter form: on phones a modal dialog opened by the "Filters (n)" button
 * (`initFilterDrawers` in lib/filter-drawer.ts wires them), from 640 px wide an ordinary
 * panel beside or above the results (filter-drawer.css).
 */
export function FilterDrawer({ id, children, messages = ENGLISH_LIST_TEXTS }: { id: string; children: ReactNode; messages?: ListTexts }) {
  const t = bind(messages);
  return (
    <dialog id={id} className="filter-drawer" aria-labelledby={`${id}-title`} data-filter-drawer>
      <div className="filter-drawer-head">
        <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-maroon-800">
          {t.filters}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" data-filter-close>
          {t.close}
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** "Filters (2)": opens the drawer on phones; hidden where the filters show beside the list. */
export function FilterDrawerButton({ drawerId, activeCount, messages = ENGLISH_LIST_TEXTS }: { drawerId: string; activeCount: number; messages?: ListTexts }) {
  const t = bind(messages);
  return (
    <button type="button" className="btn btn-outline filter-drawer-open" data-filter-open={drawerId} aria-haspopup="dialog">
      {t.filtersCount({ count: activeCount })}
    </button>
  );
}

import type { FilterChip } from '../../lib/list-filters.ts';
import { bind } from '../../i18n/catalogue.ts';
import { ENGLISH_LIST_TEXTS, type ListTexts } from './list-texts.ts';

type Props = { chips: FilterChip[]; action: string; onRemove?: (chip: FilterChip) => void; messages?: ListTexts };

/**
 * The active filters above a list's results, each a button that removes it. Each is a GET
 * form holding the other filters, so it works without JavaScript; an island passes `onRemove`.
 */
export function FilterChips({ chips, action, onRemove, messages = ENGLISH_LIST_TEXTS }: Props) {
  if (chips.length === 0) return null;
  const t = bind(messages);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <form
            method="get"
            action={action}
            onSubmit={
              onRemove
                ? (event) => {
                    event.preventDefault();
                    onRemove(chip);
                  }
                : undefined
            }
          >
            {[...new URLSearchParams(chip.query)].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="filter-chip">
              <span className="sr-only">{t.removeFilter}</span>
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

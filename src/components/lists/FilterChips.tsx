import type { FilterChip } from '../../lib/list-filters.ts';

type Props = { chips: FilterChip[]; action: string; onRemove?: (chip: FilterChip) => void };

/**
 * The active filters above a list's results, each a button that removes it. Each is a GET
 * form holding the other filters, so it works without JavaScript; an island passes `onRemove`.
 */
export function FilterChips({ chips, action, onRemove }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
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
              <span className="sr-only">Remove filter: </span>
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

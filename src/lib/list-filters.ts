// What the venue and vendor lists share: how a filter value in the URL is read, the rating
// options, the result count ("128 venues") and which page is the last. Browser-safe.
import { formatIndian } from '../i18n/indian-number.ts';

export type FilterOption = { value: string; label: string };

export const RATING_OPTIONS: FilterOption[] = [
  { value: '', label: 'Any' },
  ...[5, 4, 3, 2, 1].map((v) => ({ value: String(v), label: v === 5 ? '5 stars' : `${v}+ stars` })),
];

/** The deepest page a list answers; a deeper `?page=` is read as this one. */
export const MAX_LIST_PAGE = 10_000;

/**
 * Counts stop here ("1,000+ venues"): counting walks an index entry per match, so an exact
 * count of a whole catalogue would cost what the page itself does not.
 */
export const LIST_COUNT_CAP = 1_000;

/** A value that parses as a number above zero, else undefined (so it is ignored). */
export function positiveNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A minimum rating from 0 (exclusive, "any") to 5. */
export function minimumRating(raw: string | null): number | undefined {
  const rating = positiveNumber(raw);
  return rating !== undefined && rating <= 5 ? rating : undefined;
}

/**
 * A list's `?sort=`: one of `sorts` (hyphens read as underscores), or an alias of one (a Map,
 * so `sort=__proto__` finds nothing); anything else is undefined, so the default applies.
 */
export function sortOf<S extends string>(raw: string | null, sorts: readonly S[], aliases: ReadonlyMap<string, S>): S | undefined {
  const sort = raw?.trim().toLowerCase().replaceAll('-', '_');
  if (!sort) return undefined;
  return (sorts as readonly string[]).includes(sort) ? (sort as S) : aliases.get(sort);
}

/** `?page=`: a whole page number from 1, at most MAX_LIST_PAGE; anything else is the first. */
export function pageNumber(raw: string | null): number {
  const page = positiveNumber(raw);
  return page === undefined ? 1 : Math.min(MAX_LIST_PAGE, Math.floor(page));
}

/** "1 venue", "128 venues", "1,000+ venues": `total` counted up to a cap. */
export function resultCountText(total: number, capped: boolean, noun: { one: string; many: string }): string {
  if (total === 1 && !capped) return `1 ${noun.one}`;
  return `${formatIndian(total)}${capped ? '+' : ''} ${noun.many}`;
}

/** The last page of `total` results (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** An active filter as a removable chip: its label and the list's query without it. */
/**
 * `?a=1&b=2` from a list's filters in URL order, leaving out empty values, the default sort and
 * page 1, so URLs stay short (and "" when nothing is left).
 */
export function listQueryString(
  params: readonly (readonly [string, string | number | undefined])[],
  sort: { value?: string; default: string },
  page?: number,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of params) if (value) query.set(key, String(value));
  if (sort.value && sort.value !== sort.default) query.set('sort', sort.value);
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export type FilterChip = { key: string; label: string; query: string };

/** The label of an option by its value, or the value itself when it is not one of them. */
export function optionLabel(options: FilterOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

// The two families of a wedding as the guest list, households, headcounts and CSV files use
// them: each guest and household belongs to the bride's side, the groom's side or both.
// Plain data, safe for the dashboard island; the column is `side` of guests and households.
import type { WeddingSide } from '../../../server/db/schema.ts';

export type { WeddingSide };

export const SIDES = ['bride', 'groom', 'both'] as const satisfies readonly WeddingSide[];

/** The guest list's side filter: one side, or every guest. */
export type SideFilter = WeddingSide | 'all';

export function isSide(value: unknown): value is WeddingSide {
  return typeof value === 'string' && (SIDES as readonly string[]).includes(value);
}

/** A side from a URL's `side` parameter; anything else (absent, "all", unknown) means every side. */
export function sideParam(value: string | null | undefined): WeddingSide | null {
  return isSide(value) ? value : null;
}

/** Guests (or anything with a side) of one side; 'all' keeps every one. */
export function filterBySide<T extends { side: WeddingSide }>(items: readonly T[], side: SideFilter): T[] {
  return side === 'all' ? [...items] : items.filter((item) => item.side === side);
}

/** How many people of each side have confirmed, and how many have not answered yet. */
export type SideCounts = Record<WeddingSide, { confirmed: number; awaiting: number }>;

export function emptySideCounts(): SideCounts {
  return { bride: { confirmed: 0, awaiting: 0 }, groom: { confirmed: 0, awaiting: 0 }, both: { confirmed: 0, awaiting: 0 } };
}

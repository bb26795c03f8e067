// Who pays each budget line, and what that makes each side's (browser-safe, no zod). A line is
// paid by the bride's side, the groom's side, or shared: the bride's side takes `brideShare`
// percent and the groom's side the rest. Shares are whole rupees (half a rupee rounds up for the
// bride's side) and the groom's side takes what is left, so the two always add up to the line.
// The same rule runs in SQL (sides.server.ts) for the totals; this copy words the rows and is
// what the tests hold the SQL to.
import type { CostPayer, SidePayer } from '../../../server/db/schema.ts';

export type { CostPayer, SidePayer };
export const COST_PAYER_KEYS = ['bride', 'groom', 'shared'] as const satisfies readonly CostPayer[];
export const SIDE_PAYER_KEYS = ['bride', 'groom'] as const satisfies readonly SidePayer[];

/** The share of a shared line a new line gets: half each. */
export const EVEN_SHARE = 50;

/** How a line's amount falls to each side. */
export function splitAmount(amount: number, paidBy: CostPayer, brideShare: number): Record<SidePayer, number> {
  const bride = paidBy === 'bride' ? amount : paidBy === 'groom' ? 0 : Math.floor((amount * brideShare + 50) / 100);
  return { bride, groom: amount - bride };
}

/**
 * What a shared line's payments so far count for each side: the side that made them (the other
 * owes it its share), or, when neither is named, each side its own share.
 */
export function paidBySide(paid: number, brideShare: number, sharedPaidBy: SidePayer | null): Record<SidePayer, number> {
  if (sharedPaidBy === 'bride') return { bride: paid, groom: 0 };
  if (sharedPaidBy === 'groom') return { bride: 0, groom: paid };
  return splitAmount(paid, 'shared', brideShare);
}

/** One side's figures. */
export type SideFigures = {
  /** Its own lines' quotes and its share of the shared lines' quotes. */
  quoted: number;
  /** Its own lines' payments and its share of the shared lines' payments: what it has spent, once settled. */
  paid: number;
  /** Its share of the shared lines' quotes. */
  sharedQuoted: number;
  /** Its share of what has been paid on shared lines. */
  sharedDue: number;
  /** What it has actually paid on shared lines. */
  sharedPaid: number;
};

/** The one payment that evens out the shared lines, or null when the sides are even. */
export type Settlement = { from: SidePayer; to: SidePayer; amount: number } | null;

export type CostsBySide = Record<SidePayer, SideFigures> & { settlement: Settlement };

/** One side's figures and the settlement, as a family collaborator of that side sees them. */
export type SideTotals = SideFigures & { side: SidePayer; settlement: Settlement };

/** Who owes whom on the shared lines: what the bride's side paid beyond its share (or short of it). */
export function settle(bride: Pick<SideFigures, 'sharedDue' | 'sharedPaid'>): Settlement {
  const net = bride.sharedPaid - bride.sharedDue;
  if (net > 0) return { from: 'groom', to: 'bride', amount: net };
  if (net < 0) return { from: 'bride', to: 'groom', amount: -net };
  return null;
}

/** The wedding's sides worked out from its lines, line by line (the SQL does the same in one read). */
export function costsBySide(
  lines: readonly { quoted: number; paid: number; paidBy: CostPayer; brideShare: number; sharedPaidBy: SidePayer | null }[],
): CostsBySide {
  const blank = (): SideFigures => ({ quoted: 0, paid: 0, sharedQuoted: 0, sharedDue: 0, sharedPaid: 0 });
  const sides = { bride: blank(), groom: blank() };
  for (const line of lines) {
    const quoted = splitAmount(line.quoted, line.paidBy, line.brideShare);
    const paid = splitAmount(line.paid, line.paidBy, line.brideShare);
    const made = line.paidBy === 'shared' ? paidBySide(line.paid, line.brideShare, line.sharedPaidBy) : null;
    for (const side of SIDE_PAYER_KEYS) {
      sides[side].quoted += quoted[side];
      sides[side].paid += paid[side];
      if (made) {
        sides[side].sharedQuoted += quoted[side];
        sides[side].sharedDue += paid[side];
        sides[side].sharedPaid += made[side];
      }
    }
  }
  return { ...sides, settlement: settle(sides.bride) };
}

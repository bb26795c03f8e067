// Each side's totals and who owes whom, summed by the database in one read over the wedding's
// budget lines (the rule is sides.ts's, written in SQL): the Budget tab runs it in the same
// batch as the ledger; `sideTotals` gives one side's figures to a family member of that side.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { budgetItems } from '../../../server/db/schema.ts';
import { accessMessages, requireWedding, sideOf } from '../../planning/index.server.ts';
import { ForbiddenError } from '../../../server/errors.ts';
import { settle, type CostsBySide, type SidePayer, type SideTotals } from './sides.ts';

const shared = sql`${budgetItems.paidBy} = 'shared'`;
/** The bride's side's share of a shared line's amount, in whole rupees (half a rupee rounds up). */
const brideShareOf = (amount: SQLiteColumn) => sql`(${amount} * ${budgetItems.brideShare} + 50) / 100`;
/** What of a line's amount falls to the bride's side. */
const brideOf = (amount: SQLiteColumn) => sql`CASE ${budgetItems.paidBy} WHEN 'bride' THEN ${amount} WHEN 'groom' THEN 0 ELSE ${brideShareOf(amount)} END`;
const total = (value: SQL | SQLiteColumn) => sql<number>`coalesce(sum(${value}), 0)`;
const sharedTotal = (value: SQL | SQLiteColumn) => total(sql`CASE WHEN ${shared} THEN ${value} END`);

/** The read behind the sides' figures, to run alone or in a batch: one row of sums. */
export function sidesQuery(db: Db, weddingProfileId: string) {
  return db
    .select({
      quoted: total(budgetItems.quoted),
      paid: total(budgetItems.paid),
      brideQuoted: total(brideOf(budgetItems.quoted)),
      bridePaid: total(brideOf(budgetItems.paid)),
      sharedQuoted: sharedTotal(budgetItems.quoted),
      sharedPaid: sharedTotal(budgetItems.paid),
      sharedBrideQuoted: sharedTotal(brideShareOf(budgetItems.quoted)),
      sharedBrideDue: sharedTotal(brideShareOf(budgetItems.paid)),
      sharedPaidByBride: sharedTotal(
        sql`CASE ${budgetItems.sharedPaidBy} WHEN 'bride' THEN ${budgetItems.paid} WHEN 'groom' THEN 0 ELSE ${brideShareOf(budgetItems.paid)} END`,
      ),
    })
    .from(budgetItems)
    .where(eq(budgetItems.weddingProfileId, weddingProfileId));
}

type SidesRow = Awaited<ReturnType<typeof sidesQuery>>[number];

/** Both sides' figures from the answer of `sidesQuery`; the groom's side takes what the bride's does not. */
export function toCostsBySide([row]: readonly SidesRow[]): CostsBySide {
  const n = (key: keyof SidesRow) => Number(row?.[key] ?? 0);
  const bride = {
    quoted: n('brideQuoted'),
    paid: n('bridePaid'),
    sharedQuoted: n('sharedBrideQuoted'),
    sharedDue: n('sharedBrideDue'),
    sharedPaid: n('sharedPaidByBride'),
  };
  const groom = {
    quoted: n('quoted') - bride.quoted,
    paid: n('paid') - bride.paid,
    sharedQuoted: n('sharedQuoted') - bride.sharedQuoted,
    sharedDue: n('sharedPaid') - bride.sharedDue,
    sharedPaid: n('sharedPaid') - bride.sharedPaid,
  };
  return { bride, groom, settlement: settle(bride) };
}

/** Both sides' figures and who owes whom, for the wedding. */
export async function costsBySideOf(db: Db, weddingProfileId: string): Promise<CostsBySide> {
  return toCostsBySide(await sidesQuery(db, weddingProfileId));
}

/** One side's figures (its quotes and payments, its part of the shared lines) and who owes whom: read only. */
export async function sideTotals(db: Db, weddingProfileId: string, side: SidePayer): Promise<SideTotals> {
  const all = await costsBySideOf(db, weddingProfileId);
  return { side, ...all[side], settlement: all.settlement };
}

/**
 * The signed-in account's wedding by side: both sides and who owes whom, or, when `side` is
 * named, that side's figures alone (what a family member of that side may see).
 */
export async function budgetSides(db: Db, userId: string, side: SidePayer | null): Promise<CostsBySide | SideTotals> {
  const wedding = await requireWedding(db, userId);
  // A family member of one side sees that side's figures, never the other's.
  const limit = sideOf(wedding);
  if (limit && side && side !== limit) throw new ForbiddenError(accessMessages.for('en').notForYourRole);
  const shown = limit ?? side;
  return shown ? sideTotals(db, wedding.id, shown) : costsBySideOf(db, wedding.id);
}

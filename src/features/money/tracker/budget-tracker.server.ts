// The budget tracker's reads and writes. Every call names the signed-in user and reaches rows
// only through that user's wedding profile; each change is one statement or one batch.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { runBatch } from '../../../server/db/batch.ts';
import type { Db } from '../../../server/db/client.ts';
import { bookings, budgetItems, budgetLines, shortlists, vendors, venues, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { newId } from '../../../lib/ids.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import type { Season } from '../calculator/budget.ts';
import { requireRole, requireWedding, weddingAccess } from '../../planning/index.server.ts';
import { createWeddingProfile } from '../../planning/index.server.ts';
import { accountActor, paymentSubject, recordActivity, type Actor } from '../../planning/index.server.ts';
import {
  BUDGET_LIMITS,
  budgetMessages,
  CATEGORY_KEYS,
  paymentsDue,
  planFromCalculator,
  type BudgetOverview,
  type BusinessChoice,
  type CategoryKey,
  type PaymentDue,
} from './budget-tracker.ts';
import type { ItemValues } from './budget-tracker.schema.ts';
import { ledgerQueries, readLedger, toLedger } from './ledger.server.ts';
import { sidesQuery, toCostsBySide } from './sides.server.ts';
import { EVEN_SHARE } from './sides.ts';

type ChoiceRow = { kind: 'venue' | 'vendor'; id: number; name: string };

/** The read behind `listBusinessChoices`, to run alone or in a batch. */
function businessChoicesQuery(db: Db, userId: string) {
  return db.all<ChoiceRow>(sql`
    SELECT 'venue' AS kind, v.id, v.name FROM ${shortlists} s JOIN ${venues} v ON v.id = s.item_id WHERE s.user_id = ${userId} AND s.item_type = 'venue'
    UNION SELECT 'vendor', d.id, d.name FROM ${shortlists} s JOIN ${vendors} d ON d.id = s.item_id WHERE s.user_id = ${userId} AND s.item_type = 'vendor'
    UNION SELECT 'venue', v.id, v.name FROM ${bookings} b JOIN ${venues} v ON v.id = b.listing_id WHERE b.couple_user_id = ${userId} AND b.listing_kind = 'venue'
    UNION SELECT 'vendor', d.id, d.name FROM ${bookings} b JOIN ${vendors} d ON d.id = b.listing_id WHERE b.couple_user_id = ${userId} AND b.listing_kind = 'vendor'
    ORDER BY 3 LIMIT 500`);
}

const toBusinessChoices = (rows: ChoiceRow[]): BusinessChoice[] => rows.map((r) => ({ kind: r.kind, id: Number(r.id), name: r.name }));

/** Shortlisted venues and vendors, and the listings the couple booked, to link items to. */
export async function listBusinessChoices(db: Db, userId: string): Promise<BusinessChoice[]> {
  return toBusinessChoices(await businessChoicesQuery(db, userId));
}

/** The ledger, each side's totals and what the Budget tab's forms offer (functions, businesses): one round trip. */
export async function budgetOverview(db: Db, userId: string): Promise<BudgetOverview> {
  const wedding = await requireWedding(db, userId);
  // A family member sees its side's totals (GET /api/budget/sides), never the lines.
  requireRole(wedding, 'budget-lines');
  const [functions, businesses, sides, ...ledger] = await db.batch([
    db
      .select({ id: weddingFunctions.id, name: weddingFunctions.name })
      .from(weddingFunctions)
      .where(eq(weddingFunctions.weddingProfileId, wedding.id))
      .orderBy(asc(weddingFunctions.date), weddingFunctions.position),
    businessChoicesQuery(db, userId),
    sidesQuery(db, wedding.id),
    ...ledgerQueries(db, wedding.id),
  ]);
  const { totalBudget, plan, planSaved, items } = toLedger(ledger);
  return { totalBudget, plan, planSaved, items, functions, businesses: toBusinessChoices(businesses), sides: toCostsBySide(sides) };
}

function planStatements(db: Db, weddingProfileId: string, plan: Record<CategoryKey, number>) {
  return CATEGORY_KEYS.map((category) =>
    db
      .insert(budgetLines)
      .values({ weddingProfileId, category, planned: plan[category] })
      .onConflictDoUpdate({
        target: [budgetLines.weddingProfileId, budgetLines.category],
        set: { planned: plan[category], updatedAt: new Date() },
      }),
  );
}

/** Sets the amount planned for each of the eight categories. */
export async function savePlan(db: Db, userId: string, plan: Record<CategoryKey, number>): Promise<Record<CategoryKey, number>> {
  const wedding = await requireWedding(db, userId);
  await runBatch(db, planStatements(db, wedding.id, plan));
  return plan;
}

/**
 * "Save to my budget": the calculator's result becomes the plan and its total the profile's
 * budget. A couple without a wedding profile gets one (as the profile form would make it,
 * without the usual functions, which the Functions tab still offers).
 */
export async function savePlanFromCalculator(db: Db, user: { id: string; name: string }, total: number, season: Season) {
  if (!(await weddingAccess(db, user.id))) {
    await createWeddingProfile(db, user.id, {
      userName: user.name,
      partnerName: '',
      weddingCity: '',
      weddingDate: null,
      eventType: 'wedding',
      budget: total,
      rsvpDeadline: null,
    });
  }
  const wedding = await requireWedding(db, user.id);
  const plan = planFromCalculator(total, season);
  await runBatch(db, [
    db.update(weddingProfiles).set({ budget: total, updatedAt: new Date() }).where(eq(weddingProfiles.id, wedding.id)),
    ...planStatements(db, wedding.id, plan),
  ]);
  return plan;
}

/** The function and business an item names, checked to be the couple's own. */
async function resolveLinks(db: Db, userId: string, weddingProfileId: string, values: ItemValues) {
  if (values.functionId) {
    const [fn] = await db
      .select({ id: weddingFunctions.id })
      .from(weddingFunctions)
      .where(and(eq(weddingFunctions.id, values.functionId), eq(weddingFunctions.weddingProfileId, weddingProfileId)));
    if (!fn) throw new NotFoundError(budgetMessages.functionNotFound);
  }
  let listing: BusinessChoice | null = null;
  if (values.business) {
    const { kind, id } = values.business;
    listing = (await listBusinessChoices(db, userId)).find((b) => b.kind === kind && b.id === id) ?? null;
    if (!listing) throw new NotFoundError(budgetMessages.businessNotFound);
  }
  return {
    category: values.category,
    what: values.what,
    functionId: values.functionId,
    listingKind: listing?.kind ?? null,
    listingId: listing?.id ?? null,
    businessName: listing?.name ?? values.businessName,
    quoted: values.quoted,
    paid: values.paid,
    dueDate: values.dueDate,
    note: values.note,
    // A line paid by one side keeps no split: it is that side's in full.
    paidBy: values.paidBy,
    brideShare: values.paidBy === 'shared' ? values.brideShare : EVEN_SHARE,
    sharedPaidBy: values.paidBy === 'shared' ? values.sharedPaidBy : null,
  };
}

/**
 * Adds an expense while the wedding has fewer than 500: the count is taken inside the insert
 * (an INSERT … SELECT guarded by it), so parallel adds cannot pass the limit between a read
 * and a write. Lines from bookings count too, though the database adds those past the limit.
 */
export async function addItem(db: Db, userId: string, values: ItemValues, actor: Actor = accountActor(userId)): Promise<{ id: string }> {
  const wedding = await requireWedding(db, userId);
  const row = await resolveLinks(db, userId, wedding.id, values);
  const id = newId();
  const added = { from: budgetItems, where: eq(budgetItems.id, id) };
  const [inserted] = await db.batch([
    db.insert(budgetItems).select((qb) =>
      qb
        .select(rowSelection(budgetItems, { id, weddingProfileId: wedding.id, ...row }))
        .from(weddingProfiles)
        .where(
          and(
            eq(weddingProfiles.id, wedding.id),
            sql`(SELECT count(*) FROM ${budgetItems} WHERE ${budgetItems.weddingProfileId} = ${wedding.id}) < ${BUDGET_LIMITS.itemsPerWedding}`,
          ),
        ),
    ),
    ...recordActivity(db, { weddingProfileId: wedding.id, actor, action: 'added', subject: 'budget-item', subjectName: row.what }, added),
    ...(row.paid > 0
      ? recordActivity(db, { weddingProfileId: wedding.id, actor, action: 'added', subject: 'payment', subjectName: paymentSubject(row.paid, row.what) }, added)
      : []),
  ]);
  if (inserted.rowsAffected === 0) throw new ConflictError(budgetMessages.tooMany);
  return { id };
}

/** A line from a booking, if `id` is one of the wedding's: its amount and business are the booking's. */
async function bookedLine(db: Db, weddingProfileId: string, id: string) {
  const [row] = await db
    .select({ bookingId: budgetItems.bookingId })
    .from(budgetItems)
    .where(and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, weddingProfileId)));
  if (!row) throw new NotFoundError(budgetMessages.itemNotFound);
  return row.bookingId !== null;
}

export async function updateItem(db: Db, userId: string, id: string, values: ItemValues, actor: Actor = accountActor(userId)): Promise<{ id: string }> {
  const wedding = await requireWedding(db, userId);
  const booked = await bookedLine(db, wedding.id, id);
  const row = await resolveLinks(db, userId, wedding.id, booked ? { ...values, business: null } : values);
  // A booking's line keeps the booking's amount and business (the booking is the record of
  // both); its category, name, function, payments, due date and note are the couple's to set.
  const { quoted: _quoted, listingKind: _kind, listingId: _listing, businessName: _name, ...free } = row;
  const own = and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id))!;
  const entry = { weddingProfileId: wedding.id, actor, action: 'changed' } as const;
  // Written before the update, each only when the line is about to change: its details, or what it has paid.
  const details = booked
    ? sql`(${budgetItems.category}, ${budgetItems.what}, ${budgetItems.functionId}, ${budgetItems.dueDate}, ${budgetItems.note}) IS NOT (${free.category}, ${free.what}, ${free.functionId}, ${free.dueDate}, ${free.note})`
    : sql`(${budgetItems.category}, ${budgetItems.what}, ${budgetItems.functionId}, ${budgetItems.dueDate}, ${budgetItems.note}, ${budgetItems.quoted}, ${budgetItems.businessName}, ${budgetItems.listingId}) IS NOT (${row.category}, ${row.what}, ${row.functionId}, ${row.dueDate}, ${row.note}, ${row.quoted}, ${row.businessName}, ${row.listingId})`;
  const [, , , , changed] = await db.batch([
    ...recordActivity(db, { ...entry, subject: 'budget-item', subjectName: row.what }, { from: budgetItems, where: and(own, details)! }),
    ...recordActivity(
      db,
      { ...entry, subject: 'payment', subjectName: paymentSubject(row.paid, row.what) },
      { from: budgetItems, where: and(own, sql`${budgetItems.paid} IS NOT ${row.paid}`)! },
    ),
    db
      .update(budgetItems)
      .set({ ...(booked ? free : row), updatedAt: new Date() })
      .where(own)
      .returning({ id: budgetItems.id }),
  ]);
  if (!changed.length) throw new NotFoundError(budgetMessages.itemNotFound);
  return { id };
}

export async function removeItem(db: Db, userId: string, id: string, actor: Actor = accountActor(userId)): Promise<void> {
  const wedding = await requireWedding(db, userId);
  // A booking's line stays while the booking does: the ledger never disagrees with the bookings.
  if (await bookedLine(db, wedding.id, id)) throw new ConflictError(budgetMessages.bookedLineStays);
  const typed = and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id), isNull(budgetItems.bookingId))!;
  const [, , gone] = await db.batch([
    // Written before the delete, with the line's name as it was.
    ...recordActivity(
      db,
      { weddingProfileId: wedding.id, actor, action: 'removed', subject: 'budget-item', subjectName: budgetItems.what },
      { from: budgetItems, where: typed },
    ),
    db.delete(budgetItems).where(typed).returning({ id: budgetItems.id }),
  ]);
  if (!gone.length) throw new NotFoundError(budgetMessages.itemNotFound);
}

/** Pays the balance: paid becomes the quote (an item paid beyond its quote stays as it is). */
export async function markItemPaid(db: Db, userId: string, id: string, actor: Actor = accountActor(userId)): Promise<{ id: string; paid: number }> {
  const wedding = await requireWedding(db, userId);
  const own = and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id))!;
  const [, , [row]] = await db.batch([
    // Written before the update, only when it pays something: the amount paid after it, as
    // `paymentSubject` writes it (computed here, since the amount is the row's).
    ...recordActivity(
      db,
      {
        weddingProfileId: wedding.id,
        actor,
        action: 'changed',
        subject: 'payment',
        subjectName: sql`'₹' || max(${budgetItems.quoted}, ${budgetItems.paid}) || ' · ' || ${budgetItems.what}`,
      },
      { from: budgetItems, where: and(own, sql`${budgetItems.quoted} > ${budgetItems.paid}`)! },
    ),
    db
      .update(budgetItems)
      .set({
        paid: sql`max(${budgetItems.quoted}, ${budgetItems.paid})`,
        updatedAt: new Date(),
      })
      .where(own)
      .returning({ id: budgetItems.id, paid: budgetItems.paid }),
  ]);
  if (!row) throw new NotFoundError(budgetMessages.itemNotFound);
  return row;
}

/** Payments due, read from the same ledger as the Budget tab and the Overview. */
export async function listPaymentsDue(db: Db, userId: string, today: string): Promise<PaymentDue[]> {
  const wedding = await requireWedding(db, userId);
  requireRole(wedding, 'budget-lines');
  return paymentsDue((await readLedger(db, wedding.id)).items, today);
}

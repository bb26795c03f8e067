// The budget tracker's reads and writes. Every call names the signed-in user and reaches rows
// only through that user's wedding profile; each change is one statement or one batch.
import { and, asc, count, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { runBatch } from '../../../server/db/batch.ts';
import type { Db } from '../../../server/db/client.ts';
import { bookings, budgetItems, budgetLines, categories, shortlists, vendors, venues, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import type { Season } from '../calculator/budget.ts';
import { requireWedding } from '../../planning/index.server.ts';
import { createWeddingProfile } from '../../planning/index.server.ts';
import {
  addDays,
  BUDGET_LIMITS,
  budgetMessages,
  CATEGORY_KEYS,
  defaultPlan,
  isCategoryKey,
  paymentsDue,
  planFromCalculator,
  type BudgetItem,
  type BudgetOverview,
  type BusinessChoice,
  type CategoryKey,
  type PaymentDue,
} from './budget-tracker.ts';
import type { ItemValues } from './budget-tracker.schema.ts';

const itemColumns = {
  id: budgetItems.id,
  category: budgetItems.category,
  what: budgetItems.what,
  functionId: budgetItems.functionId,
  listingKind: budgetItems.listingKind,
  listingId: budgetItems.listingId,
  businessName: budgetItems.businessName,
  quoted: budgetItems.quoted,
  paid: budgetItems.paid,
  dueDate: budgetItems.dueDate,
  note: budgetItems.note,
  bookingId: budgetItems.bookingId,
};

type ItemRow = Omit<BudgetItem, 'category' | 'functionName'> & {
  category: string;
};
const withCategory = <T extends ItemRow>(row: T) => ({
  ...row,
  category: isCategoryKey(row.category) ? row.category : ('miscellaneous' as CategoryKey),
});

/** Every item of a wedding, oldest first within each category, with its function's name. */
export function listItems(db: Db, weddingProfileId: string) {
  return db
    .select({ ...itemColumns, functionName: weddingFunctions.name })
    .from(budgetItems)
    .leftJoin(weddingFunctions, eq(weddingFunctions.id, budgetItems.functionId))
    .where(eq(budgetItems.weddingProfileId, weddingProfileId))
    .orderBy(budgetItems.category, budgetItems.createdAt)
    .limit(BUDGET_LIMITS.itemsPerWedding + 100);
}

/** The plan as saved (`rows` of `budget_lines`), else the calculator's shares of the profile's total budget. */
function planFrom(rows: { category: string; planned: number }[], totalBudget: number | null) {
  const plan = defaultPlan(totalBudget);
  for (const r of rows) if (isCategoryKey(r.category)) plan[r.category] = r.planned;
  return { plan, saved: rows.length > 0 };
}

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

export async function budgetOverview(db: Db, userId: string): Promise<BudgetOverview> {
  const wedding = await requireWedding(db, userId);
  // The rest hangs on the wedding only: one batch, one round trip.
  const [[profile], items, functions, businesses, lines] = await db.batch([
    db.select({ budget: weddingProfiles.budget }).from(weddingProfiles).where(eq(weddingProfiles.id, wedding.id)),
    listItems(db, wedding.id),
    db
      .select({ id: weddingFunctions.id, name: weddingFunctions.name })
      .from(weddingFunctions)
      .where(eq(weddingFunctions.weddingProfileId, wedding.id))
      .orderBy(asc(weddingFunctions.date), weddingFunctions.position),
    businessChoicesQuery(db, userId),
    db.select().from(budgetLines).where(eq(budgetLines.weddingProfileId, wedding.id)),
  ]);
  const totalBudget = profile?.budget ?? null;
  const { plan, saved } = planFrom(lines, totalBudget);
  return {
    totalBudget,
    plan,
    planSaved: saved,
    items: items.map(withCategory),
    functions,
    businesses: toBusinessChoices(businesses),
  };
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
  const existing = await db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, user.id)).limit(1);
  if (!existing.length) {
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
  };
}

export async function addItem(db: Db, userId: string, values: ItemValues): Promise<{ id: string }> {
  const wedding = await requireWedding(db, userId);
  const [counted] = await db.select({ n: count() }).from(budgetItems).where(eq(budgetItems.weddingProfileId, wedding.id));
  if ((counted?.n ?? 0) >= BUDGET_LIMITS.itemsPerWedding) throw new ConflictError(budgetMessages.tooMany);
  const row = await resolveLinks(db, userId, wedding.id, values);
  const [inserted] = await db
    .insert(budgetItems)
    .values({ weddingProfileId: wedding.id, ...row })
    .returning({ id: budgetItems.id });
  return inserted!;
}

export async function updateItem(db: Db, userId: string, id: string, values: ItemValues): Promise<{ id: string }> {
  const wedding = await requireWedding(db, userId);
  const row = await resolveLinks(db, userId, wedding.id, values);
  const changed = await db
    .update(budgetItems)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id)))
    .returning({ id: budgetItems.id });
  if (!changed.length) throw new NotFoundError(budgetMessages.itemNotFound);
  return { id };
}

export async function removeItem(db: Db, userId: string, id: string): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const gone = await db
    .delete(budgetItems)
    .where(and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id)))
    .returning({ id: budgetItems.id });
  if (!gone.length) throw new NotFoundError(budgetMessages.itemNotFound);
}

/** Pays the balance: paid becomes the quote (an item paid beyond its quote stays as it is). */
export async function markItemPaid(db: Db, userId: string, id: string): Promise<{ id: string; paid: number }> {
  const wedding = await requireWedding(db, userId);
  const [row] = await db
    .update(budgetItems)
    .set({
      paid: sql`max(${budgetItems.quoted}, ${budgetItems.paid})`,
      updatedAt: new Date(),
    })
    .where(and(eq(budgetItems.id, id), eq(budgetItems.weddingProfileId, wedding.id)))
    .returning({ id: budgetItems.id, paid: budgetItems.paid });
  if (!row) throw new NotFoundError(budgetMessages.itemNotFound);
  return row;
}

/** The query behind Payments due: items of one wedding due by `last` with a balance left. */
export function dueItemsQuery(db: Db, weddingProfileId: string, last: string) {
  return db
    .select(itemColumns)
    .from(budgetItems)
    .where(
      and(
        eq(budgetItems.weddingProfileId, weddingProfileId),
        isNotNull(budgetItems.dueDate),
        lte(budgetItems.dueDate, last),
        gt(budgetItems.quoted, budgetItems.paid),
      ),
    )
    .orderBy(budgetItems.dueDate)
    .limit(BUDGET_LIMITS.itemsPerWedding);
}

export async function listPaymentsDue(db: Db, userId: string, today: string): Promise<PaymentDue[]> {
  const wedding = await requireWedding(db, userId);
  const rows = await dueItemsQuery(db, wedding.id, addDays(today, BUDGET_LIMITS.dueWithinDays));
  return paymentsDue(rows.map(withCategory), today);
}

/** The budget category a booked listing's costs belong to. */
export async function categoryOfListing(db: Db, kind: 'venue' | 'vendor', listingId: number): Promise<CategoryKey> {
  if (kind === 'venue') return 'venue';
  const [row] = await db
    .select({ slug: categories.slug })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.id, listingId));
  const slug = row?.slug ?? '';
  if (isCategoryKey(slug)) return slug;
  return ({ catering: 'venue', cakes: 'venue', mehendi: 'makeup' } as Record<string, CategoryKey>)[slug] ?? 'miscellaneous';
}

/** The user's wedding profile id, or null when there is none. */
export async function weddingOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, userId)).limit(1);
  return row?.id ?? null;
}

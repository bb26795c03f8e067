// The budget tracker on a real libSQL file: the plan from the calculator, expenses reached only
// through the owner's wedding, accepted quotes as committed items, and payments due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { givenBooking, givenUser } from '../setup/bookings.ts';
import { budgetItems, shortlists, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { NotFoundError } from '../../src/server/errors.ts';
import { itemInput } from '../../src/features/money/tracker/budget-tracker.schema.ts';
import { addDays } from '../../src/features/money/tracker/budget-tracker.ts';
import {
  addItem,
  budgetOverview,
  listPaymentsDue,
  markItemPaid,
  removeItem,
  savePlan,
  savePlanFromCalculator,
  updateItem,
} from '../../src/features/money/tracker/budget-tracker.server.ts';

let t: TestDb;
let venueIds: number[];
const today = '2026-11-23';

async function wedding(budget: number | null = 10_00_000) {
  const u = await givenUser(t.db);
  const [profile] = await t.db.insert(weddingProfiles).values({ userId: u.id, userName: u.name, budget }).returning();
  const [fn] = await t.db.insert(weddingFunctions).values({ weddingProfileId: profile!.id, name: 'Wedding' }).returning();
  return { user: u, profileId: profile!.id, functionId: fn!.id };
}

const item = (values: Record<string, unknown>) => itemInput.parse({ category: 'venue', what: 'Hall', ...values });

beforeAll(async () => {
  t = await createTestDb();
  venueIds = (await insertCatalogue(t.db, { venuesPerCity: 5, vendorsPerPair: 1 })).venues.map((v) => v.id);
});
afterAll(() => t.cleanup());

describe('the plan', () => {
  it('starts from the calculator’s shares of the profile’s budget, and can be set', async () => {
    const w = await wedding(10_00_000);
    let overview = await budgetOverview(t.db, w.user.id);
    expect(overview).toMatchObject({ totalBudget: 10_00_000, planSaved: false });
    expect(overview.plan.venue).toBe(4_00_000);
    await savePlan(t.db, w.user.id, { ...overview.plan, venue: 5_00_000 });
    overview = await budgetOverview(t.db, w.user.id);
    expect(overview).toMatchObject({ planSaved: true, plan: { venue: 5_00_000, photography: 1_50_000 } });
  });

  it('"Save to my budget" sets the plan and the budget, making a profile when there is none', async () => {
    const u = await givenUser(t.db);
    await savePlanFromCalculator(t.db, u, 20_00_000, 'peak');
    const overview = await budgetOverview(t.db, u.id);
    expect(overview.totalBudget).toBe(20_00_000);
    expect(overview.plan).toMatchObject({ venue: 10_00_000, photography: 3_75_000, miscellaneous: 1_25_000 });
    await savePlanFromCalculator(t.db, u, 5_00_000, 'off-peak');
    expect((await budgetOverview(t.db, u.id)).plan.venue).toBe(1_70_000);
    expect(await t.db.select().from(weddingProfiles).where(eq(weddingProfiles.userId, u.id))).toHaveLength(1);
  });
});

describe('expenses', () => {
  it('are added, edited, paid and removed only through the owner’s wedding', async () => {
    const owner = await wedding();
    const other = await wedding();
    const { id } = await addItem(t.db, owner.user.id, item({ functionId: owner.functionId, quoted: '2,00,000', paid: '50000', dueDate: addDays(today, 5) }));

    await expect(updateItem(t.db, other.user.id, id, item({ what: 'Hijacked' }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(markItemPaid(t.db, other.user.id, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeItem(t.db, other.user.id, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(addItem(t.db, other.user.id, item({ functionId: owner.functionId }))).rejects.toThrow('Choose one of your functions');
    await expect(addItem(t.db, owner.user.id, item({ business: `venue-${venueIds[0]}` }))).rejects.toThrow('Choose a business from your shortlist');
    expect((await budgetOverview(t.db, other.user.id)).items).toEqual([]);

    expect(await listPaymentsDue(t.db, owner.user.id, today)).toEqual([expect.objectContaining({ id, balance: 1_50_000, overdue: false })]);
    expect(await markItemPaid(t.db, owner.user.id, id)).toEqual({ id, paid: 2_00_000 });
    expect(await listPaymentsDue(t.db, owner.user.id, today)).toEqual([]);

    await t.db.insert(shortlists).values({ userId: owner.user.id, itemType: 'venue', itemId: venueIds[0]! });
    await updateItem(t.db, owner.user.id, id, item({ business: `venue-${venueIds[0]}`, businessName: 'ignored', quoted: 1 }));
    const [venue] = await t.db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueIds[0]!));
    const [row] = (await budgetOverview(t.db, owner.user.id)).items;
    expect(row).toMatchObject({ listingKind: 'venue', listingId: venueIds[0], businessName: venue!.name, functionId: null, quoted: 1, paid: 0 });

    await removeItem(t.db, owner.user.id, id);
    expect((await budgetOverview(t.db, owner.user.id)).items).toEqual([]);
  });
});

describe('accepted quotes', () => {
  it('become committed items of the couple’s budget, linked to the booking and the function', async () => {
    const couple = await wedding();
    const venueId = venueIds[1]!;
    await t.db.update(venues).set({ capacityMax: 1000 }).where(eq(venues.id, venueId));
    const booking = await givenBooking(t.db, couple.user.id, venueId, 6_50_000);

    const items = await t.db.select().from(budgetItems).where(eq(budgetItems.weddingProfileId, couple.profileId));
    expect(items).toEqual([
      expect.objectContaining({
        category: 'venue',
        quoted: 6_50_000,
        paid: 0,
        bookingId: booking.id,
        listingKind: 'venue',
        listingId: venueId,
        functionId: couple.functionId,
      }),
    ]);
    expect((await budgetOverview(t.db, couple.user.id)).businesses).toContainEqual(expect.objectContaining({ kind: 'venue', id: venueId }));
  });
});

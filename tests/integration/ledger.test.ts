// One ledger on a real libSQL file: bookings are lines of the couple's budget whichever way they
// arrive (accepted quote, a profile made after the booking, bookings from before the ledger), the
// Overview and the Budget tab read the same totals, a booking's line keeps the booking's amount,
// and the 500-expense limit holds under parallel adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue, withTodaysColumns } from '../setup/catalogue.ts';
import { migrationsBefore } from '../setup/migrations.ts';
import { givenBooking, givenUser } from '../setup/bookings.ts';
import { budgetItems, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { ConflictError } from '../../src/server/errors.ts';
import { itemInput } from '../../src/features/money/tracker/budget-tracker.schema.ts';
import { BUDGET_LIMITS, budgetMessages, summariseBudget } from '../../src/features/money/tracker/budget-tracker.ts';
import { addItem, budgetOverview, listPaymentsDue, markItemPaid, removeItem, updateItem } from '../../src/features/money/tracker/budget-tracker.server.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';

let t: TestDb;
let venueIds: number[];
const item = (values: Record<string, unknown>) => itemInput.parse({ category: 'venue', what: 'Hall', ...values });

const user = givenUser;

async function profileFor(db: Db, userId: string, budget: number | null) {
  const [profile] = await db.insert(weddingProfiles).values({ userId, userName: 'Asha', budget }).returning();
  await db.insert(weddingFunctions).values({ weddingProfileId: profile!.id, name: 'Wedding' });
  return profile!.id;
}

const booked = givenBooking;

beforeAll(async () => {
  t = await createTestDb();
  venueIds = (await insertCatalogue(t.db, { venuesPerCity: 6, vendorsPerPair: 1 })).venues.map((v) => v.id);
});
afterAll(() => t.cleanup());

describe('the ledger', () => {
  it('shows an accepted quote with the same totals on the Overview and the Budget tab, over budget on both', async () => {
    const couple = await user(t.db);
    const profileId = await profileFor(t.db, couple.id, 10_00_000);
    await addItem(t.db, couple.id, item({ category: 'photography', what: 'Photographer', quoted: '1,00,000', paid: '20,000' }));
    await booked(t.db, couple.id, venueIds[0]!, 12_60_000);

    const budget = await budgetOverview(t.db, couple.id);
    const tab = summariseBudget(budget.plan, budget.items).overall;
    expect(tab).toMatchObject({ planned: 10_00_000, committed: 13_60_000, paid: 20_000, over: 3_60_000 });
    const overview = await loadOverview(t.db, couple.id, profileId);
    expect(overview.budget).toEqual({ ...tab, bookings: 1, planSaved: false });
  });

  it('adds the lines of bookings made before the wedding profile when the profile is made', async () => {
    const couple = await user(t.db);
    const booking = await booked(t.db, couple.id, venueIds[1]!, 4_00_000);
    const profileId = await profileFor(t.db, couple.id, 20_00_000);
    const items = await t.db.select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profileId));
    expect(items).toEqual([expect.objectContaining({ bookingId: booking.id, quoted: 4_00_000, category: 'venue', note: 'Accepted quote for Wedding' })]);
  });

  it('keeps a booking’s amount and business on its line, and the line while the booking stands', async () => {
    const couple = await user(t.db);
    await profileFor(t.db, couple.id, 20_00_000);
    await booked(t.db, couple.id, venueIds[2]!, 7_50_000);
    const [line] = (await budgetOverview(t.db, couple.id)).items;
    await updateItem(t.db, couple.id, line!.id, item({ what: 'Lawn and dinner', quoted: '1', businessName: 'Someone else', paid: '50,000' }));
    const [after] = (await budgetOverview(t.db, couple.id)).items;
    expect(after).toMatchObject({ what: 'Lawn and dinner', quoted: 7_50_000, paid: 50_000, businessName: line!.businessName, listingId: venueIds[2] });
    await expect(removeItem(t.db, couple.id, line!.id)).rejects.toThrow(budgetMessages.bookedLineStays);
    expect(await markItemPaid(t.db, couple.id, line!.id)).toEqual({ id: line!.id, paid: 7_50_000 });
    expect(await listPaymentsDue(t.db, couple.id, '2026-11-23')).toEqual([]);
  });
});

describe('the expense limit', () => {
  it('holds under 100 parallel adds: the count is taken inside the insert', async () => {
    const couple = await user(t.db);
    const profileId = await profileFor(t.db, couple.id, null);
    const start = BUDGET_LIMITS.itemsPerWedding - 50;
    await t.db.insert(budgetItems).values(Array.from({ length: start }, (_, k) => ({ weddingProfileId: profileId, category: 'venue', what: `Item ${k}` })));
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, k) => addItem(t.db, couple.id, item({ what: `Parallel ${k}` }))));
    const [stored] = await t.db.select({ n: count() }).from(budgetItems).where(eq(budgetItems.weddingProfileId, profileId));
    expect(stored!.n).toBe(BUDGET_LIMITS.itemsPerWedding);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(50);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
  });
});

describe('0021_ledger-booked-lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mandap-ledger-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives bookings made before it their budget lines', async () => {
    const db = openDb(`file:${join(dir, 'db.sqlite')}`);
    try {
      await migrateDb(db, migrationsBefore(dir, '0021_ledger-booked-lines'));
      const { ids, profileId, booking } = await withTodaysColumns(db, async () => {
        const ids = (await insertCatalogue(db, { venuesPerCity: 2, vendorsPerPair: 0 })).venues.map((v) => v.id);
        const couple = await user(db);
        const profileId = await profileFor(db, couple.id, 35_00_000);
        return { ids, profileId, booking: await booked(db, couple.id, ids[0]!, 12_60_000) };
      });
      expect(await db.select({ id: budgetItems.id }).from(budgetItems)).toEqual([]);
      await migrateDb(db);
      const items = await db.select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profileId));
      const [fn] = await db.select().from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, profileId));
      expect(items).toEqual([
        expect.objectContaining({ bookingId: booking.id, quoted: 12_60_000, paid: 0, category: 'venue', listingId: ids[0], functionId: fn!.id }),
      ]);
    } finally {
      db.$client.close();
    }
  });
});

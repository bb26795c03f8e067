// Who pays each budget line, on a real libSQL file: each side's totals summed by the database
// match the line-by-line rule (sides.ts) and add up exactly to the wedding's, who owes whom for
// the shared lines, a booking's line set the same way, one side's figures alone, and no other
// wedding's lines in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { givenBooking, givenUser } from '../setup/bookings.ts';
import { budgetItems, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { NotFoundError } from '../../src/server/errors.ts';
import { itemInput } from '../../src/features/money/tracker/budget-tracker.schema.ts';
import { addItem, budgetOverview, updateItem } from '../../src/features/money/tracker/budget-tracker.server.ts';
import { budgetSides, costsBySideOf, sideTotals } from '../../src/features/money/index.server.ts';
import { costsBySide } from '../../src/features/money/tracker/sides.ts';

let t: TestDb;
let venueIds: number[];
const item = (values: Record<string, unknown>) => itemInput.parse({ category: 'venue', what: 'Hall', ...values });

const user = (role: 'customer' | 'vendor' = 'customer') => givenUser(t.db, role);

async function wedding() {
  const u = await user();
  const [profile] = await t.db.insert(weddingProfiles).values({ userId: u.id, userName: u.name, budget: 20_00_000 }).returning();
  await t.db.insert(weddingFunctions).values({ weddingProfileId: profile!.id, name: 'Wedding' });
  return { user: u, profileId: profile!.id };
}

beforeAll(async () => {
  t = await createTestDb();
  venueIds = (await insertCatalogue(t.db, { venuesPerCity: 3, vendorsPerPair: 1 })).venues.map((v) => v.id);
});
afterAll(() => t.cleanup());

describe('costs by side', () => {
  it('totals each side’s own lines and its share of shared ones, and says who owes whom', async () => {
    const w = await wedding();
    await addItem(t.db, w.user.id, item({ what: 'Caterer', quoted: '1,00,001', paid: '50,000', paidBy: 'shared', sharedPaidBy: 'bride' }));
    await addItem(t.db, w.user.id, item({ what: 'Baraat band', quoted: '60,000', paid: '10,000', paidBy: 'groom' }));
    await addItem(t.db, w.user.id, item({ what: 'Mehendi', quoted: '20,000', paid: '20,000', paidBy: 'bride' }));

    const overview = await budgetOverview(t.db, w.user.id);
    expect(overview.items.find((i) => i.what === 'Caterer')).toMatchObject({ paidBy: 'shared', brideShare: 50, sharedPaidBy: 'bride' });
    expect(overview.sides.bride).toEqual({ quoted: 70_001, paid: 45_000, sharedQuoted: 50_001, sharedDue: 25_000, sharedPaid: 50_000 });
    expect(overview.sides.groom).toEqual({ quoted: 1_10_000, paid: 35_000, sharedQuoted: 50_000, sharedDue: 25_000, sharedPaid: 0 });
    expect(overview.sides.settlement).toEqual({ from: 'groom', to: 'bride', amount: 25_000 });
    expect(overview.sides.bride.quoted + overview.sides.groom.quoted).toBe(1_80_001);

    // The groom's side pays the balance of the caterer itself: each side has now paid its share.
    const caterer = overview.items.find((i) => i.what === 'Caterer')!;
    await updateItem(t.db, w.user.id, caterer.id, item({ what: 'Caterer', quoted: '1,00,001', paid: '50,000', paidBy: 'shared', sharedPaidBy: '' }));
    expect((await costsBySideOf(t.db, w.profileId)).settlement).toBeNull();
  });

  it('sums in SQL exactly as the line-by-line rule, the two sides adding up to the wedding', async () => {
    const w = await wedding();
    // A fixed pseudo-random spread of amounts, shares and payers, odd rupees included.
    let seed = 7;
    const next = (m: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % m;
    const payers = ['bride', 'groom', 'shared'] as const;
    const made = ['', 'bride', 'groom'] as const;
    for (let i = 0; i < 40; i++) {
      const quoted = next(5_00_000) + 1;
      await addItem(
        t.db,
        w.user.id,
        item({ what: `Line ${i}`, quoted, paid: next(quoted), paidBy: payers[next(3)], brideShare: next(101), sharedPaidBy: made[next(3)] }),
      );
    }
    const rows = await t.db.select().from(budgetItems).where(eq(budgetItems.weddingProfileId, w.profileId));
    const fromSql = await costsBySideOf(t.db, w.profileId);
    expect(fromSql).toEqual(costsBySide(rows));
    const quoted = rows.reduce((s, r) => s + r.quoted, 0);
    const paid = rows.reduce((s, r) => s + r.paid, 0);
    expect(fromSql.bride.quoted + fromSql.groom.quoted).toBe(quoted);
    expect(fromSql.bride.paid + fromSql.groom.paid).toBe(paid);
    // Lines paid by one side keep no split.
    expect(rows.filter((r) => r.paidBy !== 'shared').every((r) => r.brideShare === 50 && r.sharedPaidBy === null)).toBe(true);
  });

  it('sets a booking’s line the same way, keeping the booking’s amount', async () => {
    const w = await wedding();
    await givenBooking(t.db, w.user.id, venueIds[0]!, 4_00_000);
    const [line] = (await budgetOverview(t.db, w.user.id)).items;
    expect(line).toMatchObject({ paidBy: 'shared', brideShare: 50, quoted: 4_00_000 });
    await updateItem(
      t.db,
      w.user.id,
      line!.id,
      item({ what: line!.what, quoted: '1', paid: '1,00,000', paidBy: 'shared', brideShare: '25', sharedPaidBy: 'groom' }),
    );
    const sides = await costsBySideOf(t.db, w.profileId);
    expect(sides.bride).toMatchObject({ quoted: 1_00_000, sharedDue: 25_000, sharedPaid: 0 });
    expect(sides.groom).toMatchObject({ quoted: 3_00_000, sharedDue: 75_000, sharedPaid: 1_00_000 });
    expect(sides.settlement).toEqual({ from: 'bride', to: 'groom', amount: 25_000 });
  });

  it('gives one side its own figures, and nothing of another wedding', async () => {
    const w = await wedding();
    const other = await wedding();
    await addItem(t.db, w.user.id, item({ quoted: '30,000', paid: '30,000', paidBy: 'groom' }));
    await addItem(t.db, other.user.id, item({ quoted: '99,999', paid: '99,999', paidBy: 'groom' }));
    expect(await sideTotals(t.db, w.profileId, 'groom')).toEqual({
      side: 'groom',
      quoted: 30_000,
      paid: 30_000,
      sharedQuoted: 0,
      sharedDue: 0,
      sharedPaid: 0,
      settlement: null,
    });
    expect(await budgetSides(t.db, w.user.id, 'bride')).toMatchObject({ side: 'bride', quoted: 0, paid: 0 });
    expect(await budgetSides(t.db, w.user.id, null)).toMatchObject({ groom: { quoted: 30_000 }, bride: { quoted: 0 } });
    const empty = await wedding();
    expect(await costsBySideOf(t.db, empty.profileId)).toEqual({
      bride: { quoted: 0, paid: 0, sharedQuoted: 0, sharedDue: 0, sharedPaid: 0 },
      groom: { quoted: 0, paid: 0, sharedQuoted: 0, sharedDue: 0, sharedPaid: 0 },
      settlement: null,
    });
    const stranger = await user();
    await expect(budgetSides(t.db, stranger.id, null)).rejects.toBeInstanceOf(NotFoundError);
  });
});

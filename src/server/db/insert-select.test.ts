import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/setup/db.ts';
import { rowSelection } from './insert-select.ts';
import { households, users, weddingProfiles } from './schema.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values({ id: 'u1', email: 'a@example.com', passwordHash: 'x', name: 'A' });
  await t.db.insert(weddingProfiles).values({ id: 'w1', userId: 'u1', userName: 'A', partnerName: 'B' });
});
afterAll(() => t.cleanup());

const insertHousehold = (id: string, profileId: string) =>
  t.db.insert(households).select((qb) =>
    qb
      .select(rowSelection(households, { id, weddingProfileId: weddingProfiles.id, name: 'Sharma family' }))
      .from(weddingProfiles)
      .where(eq(weddingProfiles.id, profileId)),
  );

describe('rowSelection', () => {
  it('lists every column of the table in its order, so Drizzle builds the INSERT … SELECT', () => {
    const query = insertHousehold('h0', 'w1').toSQL().sql;
    expect(query).toMatch(/^insert into "households" \("id", "wedding_profile_id", "name", "phone", "allowance", .*"created_at", "updated_at"\) select /);
  });

  it('writes the row with the columns given and the defaults of the others, only where the guard finds a row', async () => {
    expect((await insertHousehold('h1', 'w1')).rowsAffected).toBe(1);
    expect((await insertHousehold('h2', 'no-such-wedding')).rowsAffected).toBe(0);
    const [row] = await t.db
      .select()
      .from(households)
      .where(and(eq(households.id, 'h1')));
    expect(row).toMatchObject({ weddingProfileId: 'w1', name: 'Sharma family', phone: null, allowance: 1, needsAccommodation: null });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.db.select().from(households).where(eq(households.id, 'h2'))).toEqual([]);
  });
});

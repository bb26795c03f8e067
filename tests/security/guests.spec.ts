// Defect 5: unbounded work per account. One couple imported 33,508 guests, and the guest
// endpoint answered them all at once (7.9 MB), stalling the server for everyone.
import { eq, sql } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { givenGuests, givenWeddingProfile } from '../e2e/dashboard.helpers.ts';
import { guests, rateLimits } from '../../src/server/db/schema.ts';
import { action, errorMessage, visitor } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * `count` guests named "Bulk Guest <n>", one millisecond apart, straight into the database.
 * Their times carry a fraction of a millisecond, as guests added through the form do.
 */
async function bulkGuests(weddingProfileId: string, count: number): Promise<void> {
  const start = Date.now() - count;
  await e2eDb().run(sql`
    INSERT INTO guests (id, wedding_profile_id, full_name, created_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    SELECT lower(hex(randomblob(16))), ${weddingProfileId}, 'Bulk Guest ' || i, ${start} + i + 0.25 FROM n`);
}

const countOf = async (weddingProfileId: string) =>
  (
    await e2eDb()
      .select({ n: sql<number>`count(*)` })
      .from(guests)
      .where(eq(guests.weddingProfileId, weddingProfileId))
  )[0]!.n;

test('a wedding holds at most 5,000 guests, with a clear message, whichever way they arrive', async () => {
  const couple = await createUser();
  const profile = await givenWeddingProfile(couple.id);
  await bulkGuests(profile.id, 4_999);
  const client = await visitor(couple);
  try {
    expect((await action(client.request, 'guests.add', { fullName: 'Guest Five Thousand' })).status()).toBe(200);
    const refused = await action(client.request, 'guests.add', { fullName: 'One Too Many' });
    expect(refused.status()).toBe(409);
    expect(await errorMessage(refused)).toBe('Your guest list already has 5,000 guests, the most a wedding can hold. Remove some guests before adding more.');
    const tooLarge = await action(client.request, 'guests.import', { rows: [{ fullName: 'Imported A' }, { fullName: 'Imported B' }] });
    expect(tooLarge.status()).toBe(409);
    expect(await errorMessage(tooLarge)).toBe(
      'Your guest list has 5,000 guests; adding 2 more would pass the limit of 5,000 guests per wedding. Remove some rows or guests and try again.',
    );
    // Even a writer that skips the application's check cannot pass the cap.
    const direct = await givenGuests(profile.id, [{ fullName: 'Straight Into The Table' }]).then(
      () => 'stored',
      (error: Error) => String(error.cause),
    );
    expect(direct).toContain('GUEST_LIMIT_REACHED');
    expect(await countOf(profile.id)).toBe(5_000);
  } finally {
    await client.request.dispose();
  }
});

test('imports are rate limited per couple', async () => {
  const couple = await createUser();
  await givenWeddingProfile(couple.id);
  const client = await visitor(couple);
  try {
    expect((await action(client.request, 'guests.import', { rows: [{ fullName: 'First Import' }], dryRun: true })).status()).toBe(200);
    await e2eDb()
      .update(rateLimits)
      .set({ count: 30 })
      .where(eq(rateLimits.key, `guests:import:${couple.id}`));
    const refused = await action(client.request, 'guests.import', { rows: [{ fullName: 'Thirty First' }] });
    expect(refused.status()).toBe(429);
    expect(await errorMessage(refused)).toBe('You have imported many files in the last hour. Please wait a while and try again.');
  } finally {
    await client.request.dispose();
  }
});

test('GET /api/guests answers 500 guests at a time and its cursor walks the whole list once', async () => {
  const couple = await createUser();
  const profile = await givenWeddingProfile(couple.id);
  await bulkGuests(profile.id, 1_200);
  const client = await visitor(couple);
  try {
    const ids: string[] = [];
    let url = '/api/guests';
    for (let page = 0; page < 10; page++) {
      const response = await client.request.get(url);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      const body = (await response.json()) as { guests: { id: string; fullName: string }[]; nextCursor: string | null };
      expect(body.guests.length).toBeLessThanOrEqual(500);
      ids.push(...body.guests.map((g) => g.id));
      if (!body.nextCursor) break;
      url = `/api/guests?cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    expect(ids).toHaveLength(1_200);
    expect(new Set(ids).size).toBe(1_200);
    expect((await client.request.get('/api/guests?cursor=%7Bnot-a-cursor')).status()).toBe(400);
  } finally {
    await client.request.dispose();
  }
});

test('the dashboard page carries a long guest list only through the paged endpoint', async () => {
  const big = await createUser();
  await bulkGuests((await givenWeddingProfile(big.id)).id, 1_200);
  const small = await createUser();
  await givenGuests((await givenWeddingProfile(small.id)).id, [{ fullName: 'Embedded Guest Asha' }]);
  const [bigClient, smallClient] = await Promise.all([visitor(big), visitor(small)]);
  try {
    const bigPage = await (await bigClient.request.get('/dashboard?tab=guests')).text();
    expect(bigPage).not.toContain('Bulk Guest 1');
    expect(bigPage.length).toBeLessThan(100_000);
    // A short list comes with the page, so it shows without another request.
    expect(await (await smallClient.request.get('/dashboard?tab=guests')).text()).toContain('Embedded Guest Asha');
  } finally {
    await Promise.all([bigClient.request.dispose(), smallClient.request.dispose()]);
  }
});

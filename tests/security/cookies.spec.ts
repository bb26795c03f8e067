// Defect 4: for a signed-in visitor, public CDN-cacheable responses carried Set-Cookie with
// the live session token (the middleware renewed it on every request), so a shared cache
// could hand one person's session to everyone.
import { eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { categories, cities, sessions, vendors, venues } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { visitor } from './helpers.ts';

const isPublic = (cacheControl: string | undefined) =>
  Boolean(cacheControl) && !/no-store|private/.test(cacheControl!) && /public|s-maxage/.test(cacheControl!);

test('no publicly cacheable response sets a cookie; the renewal arrives on a private one', async () => {
  const db = e2eDb();
  const [venue] = await db.select({ id: venues.id }).from(venues).limit(1);
  const [vendor] = await db
    .select({ id: vendors.id, city: cities.slug, category: categories.slug })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .where(eq(vendors.isActive, true))
    .limit(1);
  const [city] = await db.select({ slug: cities.slug, name: cities.name }).from(cities).limit(1);
  const paths = [
    `/venues/wedding/${venue!.id}`,
    `/venues/${venue!.id}`,
    `/wedding-venues/${venue!.id}`,
    `/venues/wedding/999999999`,
    `/vendors/${vendor!.id}`,
    `/vendors/${vendor!.city}/${vendor!.category}/${vendor!.id}`,
    `/vendors/${encodeURIComponent(city!.name)}`,
    `/api/venues`,
    `/api/venues?city=${city!.slug}&sort=rental_price_asc`,
    `/api/vendors?category=${vendor!.category}`,
    `/api/gallery`,
    `/api/cities`,
    `/api/recommendations?budget=500000`,
    `/api/ideas/likes`,
    `/ideas/no-such-idea`,
    `/blog/category/no-such-category`,
    `/photos/no-such-category`,
    `/photos/category/no-such-category`,
    `/venues/all/wedding`,
    `/`,
  ];

  const user = await createUser();
  const client = await visitor(user);
  // Due for renewal: less than half of the 7-day inactivity window is left.
  const renewable = () =>
    db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.id, hashToken(client.token!)));
  try {
    let publicCount = 0;
    for (const path of paths) {
      await renewable();
      const response = await client.request.get(path);
      const headers = response.headers();
      expect(response.status(), path).toBeLessThan(500);
      if (isPublic(headers['cache-control'])) {
        publicCount++;
        expect(headers['set-cookie'], `${path} is public (${headers['cache-control']}) and sets a cookie`).toBeUndefined();
      }
    }
    // The check above has to have something to check.
    expect(publicCount).toBeGreaterThanOrEqual(10);

    await renewable();
    const session = await client.request.get('/api/session');
    expect(session.headers()['cache-control']).toBe('private, no-cache');
    expect(session.headers()['set-cookie']).toContain(`mandap_session=${client.token}`);
    expect((await session.json()).user.id).toBe(user.id);
  } finally {
    await client.request.dispose();
  }
});

test('a stale session cookie is cleared on private responses only', async () => {
  const client = await visitor();
  try {
    const stale = { Cookie: 'mandap_session=not-a-live-session-token-at-all' };
    const cached = await client.request.get('/api/cities', { headers: stale });
    expect(cached.headers()['set-cookie']).toBeUndefined();
    const session = await client.request.get('/api/session', { headers: stale });
    expect(session.headers()['set-cookie']).toMatch(/^mandap_session=;/);
  } finally {
    await client.request.dispose();
  }
});

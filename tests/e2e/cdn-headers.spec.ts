// Public on-demand pages as the server sends them: kept durably by Netlify's CDN under the
// tags of what they show, varying only by the query parameters that change them, with no
// cookie; pages that used to be built once are rendered on demand, and unknown slugs are 404.
import { asc, eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { categories, cities, vendors, venues } from '../../src/server/db/schema.ts';

test.describe('CDN headers of public pages', () => {
  test('listing pages, lists, search and the gallery carry durable caching, tags and Netlify-Vary', async ({ request }) => {
    const db = e2eDb();
    const [city] = await db.select().from(cities).orderBy(asc(cities.id)).limit(1);
    const [venue] = await db.select().from(venues).where(eq(venues.cityId, city!.id)).limit(1);
    const [vendor] = await db.select().from(vendors).limit(1);
    const [category] = await db.select().from(categories).where(eq(categories.id, vendor!.categoryId));
    const pages: [string, string[], string[]][] = [
      [`/venues/wedding/${venue!.id}?guests=400`, [`venue-${venue!.id}`], ['guests', 'non_veg', 'functions']],
      [`/venues/${city!.slug}`, [`venues-city-${city!.id}`], []],
      [`/venues/${city!.slug}/${venue!.type}`, [`venues-city-${city!.id}`], []],
      [`/venues/${city!.slug}/wedding?capacity=300&utm_source=newsletter`, [`venues-city-${city!.id}`], ['capacity', 'venue_type', 'sort', 'page']],
      [`/vendors/${vendor!.id}`, [`vendor-${vendor!.id}`], ['guests']],
      [`/vendors/${category!.slug}`, [`vendors-category-${category!.id}`], []],
      [`/vendors/${city!.slug}/${category!.slug}?sort=rating&fbclid=x`, [`vendors-category-${category!.id}-city-${city!.id}`], ['sort', 'price', 'q']],
      ['/search?q=palace&utm_campaign=x', ['search-all'], ['q', 'city', 'page']],
      ['/gallery', ['gallery'], []],
    ];
    for (const [path, tags, varies] of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(headers['netlify-cdn-cache-control'], path).toMatch(/s-maxage=\d{6,},stale-while-revalidate=\d+,durable/);
      expect(headers['netlify-cache-tag']?.split(','), path).toEqual(tags);
      expect(headers['set-cookie'], path).toBeUndefined();
      const vary = (headers['netlify-vary'] ?? '').replace(/^query=/, '').split('|');
      for (const name of varies) expect(vary, path).toContain(name);
      for (const tracking of ['utm_source', 'utm_campaign', 'fbclid']) expect(vary, path).not.toContain(tracking);
    }
  });

  test('unknown cities, venue types and vendor slugs are still not found', async ({ request }) => {
    for (const path of ['/venues/atlantis', '/venues/atlantis/heritage', '/venues/mumbai/castle', '/vendors/atlantis', '/vendors/99999999']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

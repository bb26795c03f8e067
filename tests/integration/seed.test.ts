import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { clearCatalogue, parseScale, seedDatabase } from '../../scripts/seed.ts';
import { DEMO_PASSWORD } from '../../scripts/seed/users.ts';

const CITY_SLUGS = ['mumbai', 'delhi', 'bengaluru', 'jaipur', 'udaipur', 'goa', 'hyderabad', 'chennai', 'kolkata', 'pune', 'lucknow', 'chandigarh'];
const VENDOR_SLUGS = ['photography', 'decoration', 'music', 'catering', 'cakes', 'transportation', 'gifts', 'makeup', 'planners', 'mehendi'];
const VENUE_TYPES = ['hotel', 'banquet', 'heritage', 'farmhouse', 'resort', 'beach', 'garden', 'destination'];

async function rows(db: Db, sql: string): Promise<Record<string, unknown>[]> {
  const result = await db.$client.execute(sql);
  return result.rows.map((row) => ({ ...row }));
}

async function one(db: Db, sql: string): Promise<number> {
  const [row] = (await db.$client.execute(sql)).rows;
  return Number(Object.values(row!)[0]);
}

/** Every row of every table, in primary-key order. */
async function dump(db: Db): Promise<Record<string, unknown[]>> {
  // Full-text indexes (a virtual table and its WITHOUT ROWID shadow tables) follow their source
  // tables; ANALYZE's statistics describe the tables.
  const tables = await rows(
    db,
    `SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_stat%' AND NOT EXISTS (
       SELECT 1 FROM sqlite_master v WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND (m.name = v.name OR m.name LIKE v.name || '\\_%' ESCAPE '\\')
     ) ORDER BY m.name`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    out[String(name)] = (await db.$client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows.map((row) => [...Object.values(row)]);
  }
  return out;
}

describe('demo seed', () => {
  let first: TestDb;
  let second: TestDb;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDb(), createTestDb()]);
    await seedDatabase(first.db, { scale: 1 });
    await seedDatabase(second.db, { scale: 1 });
  });
  afterAll(() => {
    first?.cleanup();
    second?.cleanup();
  });

  it('meets the minimum counts', async () => {
    const { db } = first;
    expect(await one(db, 'SELECT COUNT(*) FROM cities')).toBeGreaterThanOrEqual(12);
    expect(await one(db, 'SELECT COUNT(*) FROM venues')).toBeGreaterThanOrEqual(300);
    expect(await one(db, 'SELECT COUNT(*) FROM vendors')).toBeGreaterThanOrEqual(500);
    expect(await one(db, 'SELECT COUNT(*) FROM gallery_photos')).toBeGreaterThanOrEqual(40);
    expect(await one(db, "SELECT COUNT(*) FROM reviews WHERE review_type = 'venue'")).toBeGreaterThan(300);
    expect(await one(db, "SELECT COUNT(*) FROM reviews WHERE review_type = 'vendor'")).toBeGreaterThan(500);
    expect(await one(db, 'SELECT COUNT(*) FROM reviews WHERE comment IS NOT NULL AND length(comment) > 20')).toBeGreaterThan(700);
  });

  it('has every city, vendor category and venue type', async () => {
    const { db } = first;
    const cities = (await rows(db, 'SELECT slug, state FROM cities')).map((c) => c.slug);
    expect(cities).toEqual(expect.arrayContaining(CITY_SLUGS));
    const vendorCategories = await rows(db, "SELECT slug, icon FROM categories WHERE type = 'vendor'");
    expect(vendorCategories.map((c) => c.slug)).toEqual(expect.arrayContaining(VENDOR_SLUGS));
    for (const c of vendorCategories) expect(c.icon).toBe(c.slug);
    const venueTypes = (await rows(db, "SELECT slug FROM categories WHERE type = 'venue'")).map((c) => c.slug);
    expect([...venueTypes].sort()).toEqual([...VENUE_TYPES].sort());
    // 2–4 sub-categories per vendor category, 1–3 per vendor.
    const subs = await rows(
      db,
      "SELECT c.slug, COUNT(s.id) AS n FROM categories c LEFT JOIN sub_categories s ON s.category_id = c.id WHERE c.type = 'vendor' GROUP BY c.id",
    );
    for (const s of subs) expect(Number(s.n)).toBeGreaterThanOrEqual(2);
    for (const s of subs) expect(Number(s.n)).toBeLessThanOrEqual(4);
    expect(
      await one(db, 'SELECT COUNT(*) FROM vendors v WHERE (SELECT COUNT(*) FROM vendor_subcategories j WHERE j.vendor_id = v.id) NOT BETWEEN 1 AND 3'),
    ).toBe(0);
    expect(
      await one(
        db,
        'SELECT COUNT(*) FROM vendor_subcategories j JOIN vendors v ON v.id = j.vendor_id JOIN sub_categories s ON s.id = j.sub_category_id WHERE s.category_id != v.category_id',
      ),
    ).toBe(0);
    // Every city has every venue type and every vendor category.
    expect(await one(db, 'SELECT COUNT(*) FROM (SELECT DISTINCT city_id, type FROM venues)')).toBe(cities.length * VENUE_TYPES.length);
    expect(await one(db, 'SELECT COUNT(*) FROM (SELECT DISTINCT city_id, category_id FROM vendors)')).toBe(cities.length * vendorCategories.length);
    expect(await one(db, 'SELECT COUNT(*) FROM venues v JOIN cities c ON c.id = v.city_id WHERE v.location != c.name')).toBe(0);
  });

  it('prices and capacities are realistic', async () => {
    const { db } = first;
    const [v] = await rows(
      db,
      `SELECT MIN(price_per_plate_veg) AS vegMin, MAX(price_per_plate_veg) AS vegMax,
      SUM(price_per_plate_nonveg <= price_per_plate_veg) AS nonvegNotHigher,
      MIN(rental_price_min) AS rentMin, MAX(rental_price_min) AS rentMax,
      SUM(rental_price_max IS NOT NULL AND rental_price_max <= rental_price_min) AS maxNotAbove,
      SUM(rental_price_max IS NULL) AS maxNull,
      MIN(capacity_min) AS capMin, MAX(capacity_max) AS capMax, SUM(capacity_min > capacity_max) AS capInverted,
      SUM(capacity != capacity_max) AS capacityNotMax FROM venues`,
    );
    expect(Number(v!.vegMin)).toBeGreaterThanOrEqual(800);
    expect(Number(v!.vegMax)).toBeLessThanOrEqual(5000);
    expect(Number(v!.nonvegNotHigher)).toBe(0);
    expect(Number(v!.rentMin)).toBeGreaterThanOrEqual(50_000);
    expect(Number(v!.rentMax)).toBeLessThanOrEqual(10_00_000);
    expect(Number(v!.maxNotAbove)).toBe(0);
    expect(Number(v!.maxNull)).toBeGreaterThan(0);
    expect(Number(v!.capMin)).toBeGreaterThanOrEqual(50);
    expect(Number(v!.capMax)).toBeLessThanOrEqual(2000);
    expect(Number(v!.capInverted)).toBe(0);
    expect(Number(v!.capacityNotMax)).toBe(0);
    for (const venue of await rows(db, 'SELECT amenities, gallery_image_urls, cover_image_url, contact_phone FROM venues')) {
      const amenities = Object.keys(JSON.parse(String(venue.amenities)));
      expect(amenities.length).toBeGreaterThanOrEqual(3);
      expect(amenities.length).toBeLessThanOrEqual(8);
      const gallery = JSON.parse(String(venue.gallery_image_urls)) as string[];
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery.length).toBeLessThanOrEqual(6);
      expect(gallery).not.toContain(venue.cover_image_url);
      expect(String(venue.contact_phone)).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
    }
    expect(await one(db, 'SELECT COUNT(*) FROM vendors WHERE price_range_max <= price_range_min OR price_range_min IS NULL')).toBe(0);
    expect(await one(db, 'SELECT COUNT(*) FROM vendors WHERE is_featured')).toBeGreaterThan(0);
    expect(await one(db, 'SELECT COUNT(*) FROM vendors WHERE business_hours IS NULL')).toBeGreaterThan(400);
  });

  it('neighbouring venues and vendors never share a cover', async () => {
    const { db } = first;
    expect(await one(db, 'SELECT COUNT(*) FROM venues a JOIN venues b ON b.id = a.id + 1 WHERE a.cover_image_url = b.cover_image_url')).toBe(0);
    expect(await one(db, 'SELECT COUNT(*) FROM vendors a JOIN vendors b ON b.id = a.id + 1 WHERE a.cover_image_url = b.cover_image_url')).toBe(0);
    expect(await one(db, "SELECT COUNT(*) FROM venues WHERE cover_image_url NOT LIKE '/art/venue/%.svg'")).toBe(0);
  });

  it('gives every business its own name, and cover art that suits the venue type', async () => {
    const { db } = first;
    expect(await one(db, 'SELECT COUNT(*) FROM (SELECT 1 FROM vendors GROUP BY lower(name) HAVING COUNT(*) > 1)')).toBe(0);
    expect(await one(db, 'SELECT COUNT(*) FROM (SELECT 1 FROM venues GROUP BY lower(name) HAVING COUNT(*) > 1)')).toBe(0);
    // Designs 32-39 are the beach scene (venueScene in src/features/catalogue/art/art.ts).
    const beachArt = (await rows(db, "SELECT cover_image_url AS url, gallery_image_urls AS gallery FROM venues WHERE type = 'heritage'")).filter((row) =>
      [String(row.url), ...(JSON.parse(String(row.gallery)) as string[])].some((url) => /\/art\/venue\/3[2-9]\.svg$/.test(url)),
    );
    expect(beachArt).toEqual([]);
  });

  it('writes business hours and contact addresses one way', async () => {
    const { db } = first;
    // Days, then hours, as the specification's default "Mon-Fri 9-6, Sat 10-4, Sun closed".
    const hours = await rows(db, 'SELECT DISTINCT business_hours AS h FROM vendors WHERE business_hours IS NOT NULL');
    for (const { h } of hours)
      for (const part of String(h).split(', ')) expect(part).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(-(Mon|Tue|Wed|Thu|Fri|Sat|Sun))? \S/);
    expect(await one(db, "SELECT COUNT(*) FROM vendors WHERE email NOT LIKE 'hello@%.in'")).toBe(0);
    expect(await one(db, "SELECT COUNT(*) FROM venues WHERE contact_email NOT LIKE 'hello@%.in'")).toBe(0);
  });

  it('stores ratings and review counts exactly as the reviews aggregate', async () => {
    const { db } = first;
    for (const [table, column] of [
      ['venues', 'venue_id'],
      ['vendors', 'vendor_id'],
    ]) {
      expect(
        await one(
          db,
          `SELECT COUNT(*) FROM ${table} t LEFT JOIN (SELECT ${column} AS id, AVG(rating) AS avg, COUNT(*) AS n FROM reviews WHERE ${column} IS NOT NULL GROUP BY ${column}) r ON r.id = t.id
          WHERE t.review_count != COALESCE(r.n, 0) OR t.rating_average != COALESCE(r.avg, 0)`,
        ),
      ).toBe(0);
    }
    expect(await one(db, 'SELECT COUNT(*) FROM reviews WHERE rating NOT BETWEEN 1 AND 5')).toBe(0);
    expect(await one(db, 'SELECT COUNT(*) FROM reviews WHERE rating >= 3')).toBeGreaterThan(0.8 * (await one(db, 'SELECT COUNT(*) FROM reviews')));
  });

  it('creates the demo accounts with the documented password', async () => {
    const { db } = first;
    const [couple] = await rows(db, "SELECT role, password_hash FROM users WHERE email = 'couple@demo.mandap.in'");
    expect(couple!.role).toBe('customer');
    expect(await verifyPassword(String(couple!.password_hash), DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(String(couple!.password_hash), 'wrong-password')).toBe(false);
    const [vendor] = await rows(
      db,
      "SELECT u.role, COUNT(v.id) AS owned FROM users u LEFT JOIN vendors v ON v.owner_user_id = u.id WHERE u.email = 'vendor@demo.mandap.in' GROUP BY u.id",
    );
    expect(vendor).toEqual({ role: 'vendor', owned: 1 });
    const [venueOwner] = await rows(
      db,
      "SELECT u.role, u.password_hash, GROUP_CONCAT(v.id) AS owned FROM users u LEFT JOIN venues v ON v.owner_user_id = u.id WHERE u.email = 'venue@demo.mandap.in' GROUP BY u.id",
    );
    expect(venueOwner).toMatchObject({ role: 'vendor', owned: '1' });
    expect(await verifyPassword(String(venueOwner!.password_hash), DEMO_PASSWORD)).toBe(true);
    const [admin] = await rows(db, "SELECT role, password_hash FROM users WHERE email = 'admin@demo.mandap.in'");
    expect(admin!.role).toBe('admin');
    expect(await verifyPassword(String(admin!.password_hash), DEMO_PASSWORD)).toBe(true);
    const [editor] = await rows(db, "SELECT role, password_hash FROM users WHERE email = 'editor@demo.mandap.in'");
    expect(editor!.role).toBe('editor');
    expect(await verifyPassword(String(editor!.password_hash), DEMO_PASSWORD)).toBe(true);
    expect(await one(db, "SELECT COUNT(*) FROM users WHERE email LIKE 'guest%@demo.mandap.in' AND role = 'customer'")).toBeGreaterThanOrEqual(20);
  });

  it('gives identical rows when run twice', async () => {
    expect(await dump(second.db)).toEqual(await dump(first.db));
  });

  it('clears and reseeds to the same rows', async () => {
    await clearCatalogue(second.db);
    expect(await one(second.db, 'SELECT COUNT(*) FROM venues')).toBe(0);
    expect(await one(second.db, "SELECT COUNT(*) FROM users WHERE email LIKE '%@demo.mandap.in'")).toBe(0);
    await seedDatabase(second.db, { scale: 1 });
    expect(await dump(second.db)).toEqual(await dump(first.db));
  });

  it('--scale multiplies the catalogue', async () => {
    expect(parseScale(['--scale', '3'])).toBe(3);
    expect(parseScale(['--scale=5'])).toBe(5);
    expect(parseScale([])).toBe(1);
    expect(() => parseScale(['--scale', 'x'])).toThrow();
    const scaled = await createTestDb();
    try {
      await seedDatabase(scaled.db, { scale: 3 });
      for (const table of ['venues', 'vendors']) {
        expect(await one(scaled.db, `SELECT COUNT(*) FROM ${table}`)).toBe(3 * (await one(first.db, `SELECT COUNT(*) FROM ${table}`)));
      }
      expect(await one(scaled.db, 'SELECT COUNT(*) FROM cities')).toBe(await one(first.db, 'SELECT COUNT(*) FROM cities'));
      // The first rows are the same at any scale.
      const [a] = await rows(scaled.db, 'SELECT * FROM venues WHERE id = 7');
      const [b] = await rows(first.db, 'SELECT * FROM venues WHERE id = 7');
      expect(a).toEqual(b);
    } finally {
      scaled.cleanup();
    }
  });
});

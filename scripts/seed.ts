// The deterministic demo catalogue. `seedDatabase` fills an empty, migrated database;
// run as a script (`npm run db:seed [-- --scale N]`) it first clears the catalogue.
import { pathToFileURL } from 'node:url';
import type { InStatement, InValue } from '@libsql/client';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../src/server/db/client.ts';
import { analyzeDb } from '../src/server/db/migrate.ts';
import { categories, cities, galleryPhotos, reviews, subCategories, users, vendorSubcategories, vendors, venues } from '../src/server/db/schema.ts';
import { categoryRows, cityRows, subCategoryRows } from './seed/catalogue.ts';
import { seedDemoWedding } from './seed/demo-wedding.ts';
import { seedCalendars } from './seed/calendars.ts';
import { inserts, MAX_PARAMS, write } from './seed/insert.ts';
import { VENDOR_CATEGORIES } from './seed/data.ts';
import { galleryRows } from './seed/gallery.ts';
import { aggregate, buildReviews, type ReviewRow } from './seed/reviews.ts';
import { adminRow, coupleRow, editorRow, DEMO_DOMAIN, demoPasswordHash, reviewerRows, vendorOwnerRow, venueOwnerRow } from './seed/users.ts';
import { buildVendor, vendorCategoryIndex, vendorCity, VENDORS_PER_SCALE, type VendorRow, type VendorSubcategoryRow } from './seed/vendors.ts';
import { seedPrices } from './seed/prices.ts';
import { fillSearchAfter } from './seed/search-fill.ts';
import { nameRegistry } from './seed/names.ts';
import { buildVenue, venueCity, venuePraise, VENUES_PER_SCALE, type VenueRow } from './seed/venues.ts';

export type SeedOptions = { scale: number };

/** Rows generated and written per transaction. */
const BLOCK = 2000;
/**
 * The same multi-row INSERTs for the large tables, built without the query builder (which
 * took a large share of the seed's time at scale): each column's own mapping turns dates, booleans
 * and JSON into what the driver stores. Columns no row sets keep their SQL default.
 */
function bulkInserts<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): InStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => key in (row as object)));
  const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns.length)));
  const head = `INSERT INTO "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size) as Record<string, unknown>[];
    statements.push({
      sql: head + Array.from(chunk, () => tuple).join(', '),
      args: chunk.flatMap((row) =>
        columns.map(([key, column]) => {
          const value = row[key];
          return value === undefined || value === null ? null : (column.mapToDriverValue(value) as InValue);
        }),
      ),
    });
  }
  return statements;
}

async function bulkWrite(db: Db, statements: InStatement[]): Promise<void> {
  if (statements.length > 0) await db.$client.batch(statements, 'write');
}

/** Fills an empty, migrated database with the deterministic demo catalogue. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const scale = Math.max(1, Math.floor(options.scale));
  const passwordHash = await demoPasswordHash();
  const reviewers = reviewerRows(passwordHash);
  const reviewerIds = reviewers.map((user) => user.id!);
  const owner = vendorOwnerRow(passwordHash);
  const venueOwner = venueOwnerRow(passwordHash);

  await write(db, [
    ...inserts(db, cities, cityRows),
    ...inserts(db, categories, categoryRows),
    ...inserts(db, subCategories, subCategoryRows),
    ...inserts(db, users, [...reviewers, coupleRow(passwordHash), owner, venueOwner, adminRow(passwordHash), editorRow(passwordHash)]),
    ...inserts(db, galleryPhotos, galleryRows()),
  ]);

  let nextReviewId = 1;
  const venueNames = nameRegistry();
  const vendorNames = nameRegistry();

  // The search indexes are filled once the catalogue is written (see search-fill.ts).
  await fillSearchAfter(db, ['venues', 'vendors'], async () => {
    const venueCount = VENUES_PER_SCALE * scale;
    for (let start = 1; start <= venueCount; start += BLOCK) {
      const rows: VenueRow[] = [];
      const reviewRows: ReviewRow[] = [];
      for (let id = start; id < Math.min(start + BLOCK, venueCount + 1); id++) {
        const venue = buildVenue(id, venueNames);
        const own = buildReviews({ kind: 'venue', id, city: venueCity(id).name, praise: venuePraise }, reviewerIds, 8, nextReviewId);
        nextReviewId += own.length;
        // The demo venue account owns the first venue.
        rows.push({ ...venue, ...(id === 1 ? { ownerUserId: venueOwner.id! } : {}), ...aggregate(own) });
        reviewRows.push(...own);
      }
      await bulkWrite(db, [...bulkInserts(venues, rows), ...bulkInserts(reviews, reviewRows)]);
    }

    const vendorCount = VENDORS_PER_SCALE * scale;
    for (let start = 1; start <= vendorCount; start += BLOCK) {
      const rows: VendorRow[] = [];
      const links: VendorSubcategoryRow[] = [];
      const reviewRows: ReviewRow[] = [];
      for (let id = start; id < Math.min(start + BLOCK, vendorCount + 1); id++) {
        const { vendor, subcategories } = buildVendor(id, vendorNames);
        const praise = VENDOR_CATEGORIES[vendorCategoryIndex(id)]!.praise;
        const own = buildReviews({ kind: 'vendor', id, city: vendorCity(id).name, praise }, reviewerIds, 6, nextReviewId);
        nextReviewId += own.length;
        // The demo vendor account owns the first vendor, always active.
        const owned = id === 1 ? { ownerUserId: owner.id!, isActive: true } : {};
        rows.push({ ...vendor, ...owned, ...aggregate(own) });
        links.push(...subcategories);
        reviewRows.push(...own);
      }
      await bulkWrite(db, [...bulkInserts(vendors, rows), ...bulkInserts(vendorSubcategories, links), ...bulkInserts(reviews, reviewRows)]);
    }
  });
  await seedPrices(db);
  await seedDemoWedding(db);
  await seedCalendars(db);
  await optimizeSearchIndexes(db);
  // The planner's statistics describe the catalogue just written, not the empty tables.
  await analyzeDb(db);
}

/**
 * Merges each full-text index into one segment: bulk inserts leave many, and every search
 * reads them all, so a search after the merge reads less.
 */
export async function optimizeSearchIndexes(db: Db): Promise<void> {
  const { rows } = await db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'");
  for (const { name } of rows) await db.$client.execute(`INSERT INTO "${String(name)}"("${String(name)}") VALUES ('optimize')`);
}

// Enquiries refer to listings by id: they go with the catalogue they were about.
const ENQUIRY_TABLES = ['bookings', 'quotes', 'messages', 'conversations', 'listing_claims'];
const CATALOGUE_TABLES = [
  'calendar_entries',
  'listing_spaces',
  'price_history',
  'listing_photo_reports',
  'listing_photos',
  'reviews',
  'vendor_subcategories',
  'vendors',
  'venues',
  'sub_categories',
  'categories',
  'cities',
  'gallery_photos',
];
// The demo couple's shortlist goes with their account; its numbering starts again, after any other user's rows.
const RESEEDED_SEQUENCES = [...CATALOGUE_TABLES.filter((t) => t !== 'listing_spaces'), 'shortlists'];

/** Removes the catalogue and the demo accounts, in one transaction, so the seed can run again. */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.$client.batch(
    [
      ...[...ENQUIRY_TABLES, ...CATALOGUE_TABLES].map((table) => `DELETE FROM ${table}`),
      { sql: 'DELETE FROM users WHERE email LIKE ?', args: [`%@${DEMO_DOMAIN}`] },
      `DELETE FROM sqlite_sequence WHERE name IN (${RESEEDED_SEQUENCES.map((t) => `'${t}'`).join(', ')})`,
      // The spaces' numbering row is made by their migration, before any catalogue: it stays, at zero.
      "UPDATE sqlite_sequence SET seq = 0 WHERE name = 'listing_spaces'",
    ],
    'write',
  );
}

export function parseScale(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (index === -1) return 1;
  const arg = args[index]!;
  const value = Number(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--scale needs a whole number of 1 or more');
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { scriptDb } = await import('./env.ts');
  const { migrateDb } = await import('../src/server/db/migrate.ts');
  const scale = parseScale(process.argv.slice(2));
  const db = scriptDb();
  await migrateDb(db);
  const started = performance.now();
  await clearCatalogue(db);
  await seedDatabase(db, { scale });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = await db.$client.execute(
    'SELECT (SELECT COUNT(*) FROM venues) AS venues, (SELECT COUNT(*) FROM vendors) AS vendors, (SELECT COUNT(*) FROM reviews) AS reviews',
  );
  const row = counts.rows[0]!;
  console.log(`Seeded scale ${scale} in ${seconds} s: ${row.venues} venues, ${row.vendors} vendors, ${row.reviews} reviews.`);
  db.$client.close();
}

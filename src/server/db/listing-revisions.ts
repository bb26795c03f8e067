// Each venue and vendor has a revision, raised by triggers (drizzle/0007_vendor-search.sql)
// whenever the listing row or one of its reviews changes. Whatever keeps a rendered page of a
// listing (the node server's page cache) stores the revision it rendered and compares it on
// every use: one primary-key read, correct across every server process sharing the database.
import { sql } from 'drizzle-orm';
import type { Client } from '@libsql/client';
import type { Db } from './client.ts';

export type ListingKind = 'venue' | 'vendor';
export type ListingRef = { kind: ListingKind; id: number };

/**
 * Raises a listing's revision, so no server keeps serving a page rendered before. The
 * triggers already do this for the listing's own row and its reviews; call it, inside the
 * same transaction, for anything else a listing page shows (photos in a table of their own…).
 */
export async function touchListing(db: Pick<Db, 'run'>, ref: ListingRef): Promise<void> {
  await touchListingStatement(db, ref);
}

/** The same statement, not yet run, to go into a `db.batch` with the change it records. */
export function touchListingStatement(db: Pick<Db, 'run'>, { kind, id }: ListingRef) {
  return db.run(sql`INSERT INTO listing_revisions (kind, listing_id) VALUES (${kind}, ${id}) ON CONFLICT DO UPDATE SET revision = revision + 1`);
}

/** The listing's current revision (0 when it never changed since it was added). */
export async function readListingRevision(client: Client, { kind, id }: ListingRef): Promise<number> {
  const { rows } = await client.execute({ sql: 'SELECT revision FROM listing_revisions WHERE kind = ? AND listing_id = ?', args: [kind, id] });
  return rows.length === 0 ? 0 : Number(rows[0]!.revision);
}

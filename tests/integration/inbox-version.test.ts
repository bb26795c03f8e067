// A browser's copy of an inbox page is confirmed (304) while the business's inbox version holds
// (its ETag, server/caching.ts), so the version must move with everything a page of the inbox
// shows. Each change below is written straight to the database (as any code, or another server
// process, could); a page read afterwards must differ from the page before, and so must the version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { expectVersionMovesWithEach } from '../setup/version-moves.ts';
import { users } from '../../src/server/db/schema.ts';
import { inboxVersion, listInbox } from '../../src/features/marketplace/enquiries/threads.server.ts';

let t: TestDb;
const page = { status: 'all', q: '', page: 1 } as const;
const shown = async () => JSON.stringify(await listInbox(t.db, 'b1', page));
const version = () => inboxVersion(t.db, 'b1');
const conversation = (id: string, couple: string, at: number) =>
  `INSERT INTO conversations (id, couple_user_id, listing_kind, listing_id, business_user_id, couple_name, functions, event_month, guest_count, last_message, last_activity_at, business_unread)
   VALUES ('${id}', 'c1', 'venue', 1, 'b1', '${couple}', '["wedding"]', '2031-02', 200, 'Is 14 February free?', ${at}, 1)`;

beforeAll(async () => {
  t = await createTestDb();
  await insertCatalogue(t.db, { venuesPerCity: 1, vendorsPerPair: 1 });
  await t.db.insert(users).values([
    { id: 'b1', email: 'b1@example.test', passwordHash: 'x', role: 'vendor' },
    { id: 'b2', email: 'b2@example.test', passwordHash: 'x', role: 'vendor' },
    { id: 'c1', email: 'c1@example.test', passwordHash: 'x' },
  ]);
  await t.db.run(sql`UPDATE venues SET owner_user_id = 'b1' WHERE id = 1`);
});
afterAll(() => t.cleanup());

const changes: [string, string][] = [
  ['an enquiry arrives', conversation('k1', 'Asha & Rohan', 1_900_000_000_000)],
  ['another enquiry arrives', conversation('k2', 'Meera & Kabir', 1_900_000_001_000)],
  ['a message', `UPDATE conversations SET last_message = 'And the 15th?', last_activity_at = 1900000002000, business_unread = 2 WHERE id = 'k1'`],
  ['read by the business', `UPDATE conversations SET business_unread = 0 WHERE id = 'k1'`],
  ['quoted', `UPDATE conversations SET status = 'quoted' WHERE id = 'k1'`],
  ['the date changed', `UPDATE conversations SET event_date = '2031-02-14' WHERE id = 'k2'`],
  ['the couple renamed', `UPDATE conversations SET couple_name = 'Asha & Rohit' WHERE id = 'k1'`],
  ['the listing renamed', `UPDATE venues SET name = 'Lakeview Palace' WHERE id = 1`],
  ['an enquiry moved to another business', `UPDATE conversations SET business_user_id = 'b2' WHERE id = 'k2'`],
  ['an enquiry removed', `DELETE FROM conversations WHERE id = 'k1'`],
];

describe('the inbox version', () => {
  it('moves with every change an inbox page shows', async () => {
    await expectVersionMovesWithEach(t.db, changes, shown, version);
  });

  it('moves for the business that gained or lost a conversation, and not for others', async () => {
    const [b1, b2] = [await version(), await inboxVersion(t.db, 'b2')];
    await t.db.run(sql.raw(`UPDATE conversations SET business_user_id = 'b1' WHERE id = 'k2'`));
    expect(await version()).not.toBe(b1);
    expect(await inboxVersion(t.db, 'b2')).not.toBe(b2);
    const b2Now = await inboxVersion(t.db, 'b2');
    await t.db.run(sql.raw(`UPDATE conversations SET last_message = 'Confirmed' WHERE id = 'k2'`));
    expect(await inboxVersion(t.db, 'b2')).toBe(b2Now);
  });
});

// A browser's copy of the households list is confirmed (304) while its version holds (its ETag,
// server/caching.ts), so the version must move with everything the list shows: each change below
// is written straight to the database (as any code, or another server process, could), and both
// the list and its version must move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { expectVersionMovesWithEach } from '../setup/version-moves.ts';
import { functionInvites, guests, households, users, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { householdsVersion, listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { requireWedding } from '../../src/features/planning/households/households.server.ts';
import { rsvpLinkKey, type LinkDeps } from '../../src/features/planning/households/rsvp-link.server.ts';

const shown = async () => JSON.stringify(await listHouseholds(t.db, 'u1', deps));
const version = async () => householdsVersion(await requireWedding(t.db, 'u1'), deps);

let t: TestDb;
let deps: LinkDeps;

beforeAll(async () => {
  t = await createTestDb();
  deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
  await t.db.insert(users).values({ id: 'u1', email: 'u1@example.test', passwordHash: 'x' });
  await t.db.insert(weddingProfiles).values({ id: 'w1', userId: 'u1', userName: 'Asha', partnerName: 'Rohan' });
  await t.db.insert(weddingFunctions).values([
    { id: 'f1', weddingProfileId: 'w1', name: 'Sangeet', date: '2031-02-13', position: 0 },
    { id: 'f2', weddingProfileId: 'w1', name: 'Wedding', date: '2031-02-14', position: 1 },
  ]);
  await t.db.insert(households).values([
    { id: 'h1', weddingProfileId: 'w1', name: 'Sharma family', allowance: 3 },
    { id: 'h2', weddingProfileId: 'w1', name: 'Iyer family', allowance: 2 },
  ]);
  await t.db.insert(guests).values([
    { id: 'g1', weddingProfileId: 'w1', householdId: 'h1', fullName: 'Meera Sharma' },
    { id: 'g2', weddingProfileId: 'w1', householdId: 'h1', fullName: 'Kabir Sharma' },
    { id: 'g3', weddingProfileId: 'w1', householdId: 'h2', fullName: 'Lakshmi Iyer' },
  ]);
  await t.db.insert(functionInvites).values([{ functionId: 'f1', householdId: 'h1' }]);
});
afterAll(() => t.cleanup());

const changes: [string, string][] = [
  ['a guest renamed', `UPDATE guests SET full_name = 'Meera S. Sharma' WHERE id = 'g1'`],
  ['a guest confirmed', `UPDATE guests SET is_attending = 1 WHERE id = 'g2'`],
  ['a guest declined', `UPDATE guests SET is_attending = 0 WHERE id = 'g2'`],
  ['a guest marked a child', `UPDATE guests SET is_child = 1 WHERE id = 'g2'`],
  ['a guest moved to another household', `UPDATE guests SET household_id = 'h2' WHERE id = 'g2'`],
  ['a guest left without a household', `UPDATE guests SET household_id = NULL WHERE id = 'g2'`],
  ['a guest added', `INSERT INTO guests (id, wedding_profile_id, household_id, full_name) VALUES ('g4', 'w1', 'h2', 'Ravi Iyer')`],
  ['a guest deleted', `DELETE FROM guests WHERE id = 'g4'`],
  ['a household renamed', `UPDATE households SET name = 'The Sharmas' WHERE id = 'h1'`],
  ['a phone given', `UPDATE households SET phone = '9820012345' WHERE id = 'h1'`],
  ['an allowance raised', `UPDATE households SET allowance = 5 WHERE id = 'h1'`],
  ['a new link', `UPDATE households SET token_nonce = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', token_hash = 'x' WHERE id = 'h1'`],
  ['a reply', `UPDATE households SET replied_at = 1900000000000 WHERE id = 'h2'`],
  ['replies marked as read', `UPDATE households SET reply_seen_at = 1900000000001 WHERE id = 'h2'`],
  ['a household put on the groom’s side', `UPDATE households SET side = 'groom' WHERE id = 'h1'`],
  ['a stay asked for', `UPDATE households SET needs_accommodation = 1, arrival_date = '2031-02-12' WHERE id = 'h2'`],
  ['a household added', `INSERT INTO households (id, wedding_profile_id, name) VALUES ('h3', 'w1', 'Khan family')`],
  ['an invitation', `INSERT INTO function_invites (function_id, household_id) VALUES ('f2', 'h2')`],
  ['an invitation moved', `UPDATE function_invites SET household_id = 'h3' WHERE function_id = 'f2' AND household_id = 'h2'`],
  ['an invitation withdrawn', `DELETE FROM function_invites WHERE function_id = 'f2'`],
  ['an extra guest added', `INSERT INTO rsvp_extras (id, household_id, full_name) VALUES ('x1', 'h1', 'Plus one')`],
  ['an extra guest renamed', `UPDATE rsvp_extras SET full_name = 'Anil' WHERE id = 'x1'`],
  ['an extra guest removed', `DELETE FROM rsvp_extras WHERE id = 'x1'`],
  ['a function renamed', `UPDATE wedding_functions SET name = 'Cocktail' WHERE id = 'f1'`],
  ['functions reordered', `UPDATE wedding_functions SET date = '2031-02-15' WHERE id = 'f1'`],
  ['a function deleted', `DELETE FROM wedding_functions WHERE id = 'f1'`],
  ['a household deleted', `DELETE FROM households WHERE id = 'h3'`],
  ['the couple renamed', `UPDATE wedding_profiles SET partner_name = 'Rohit' WHERE id = 'w1'`],
];

describe('the households list version', () => {
  it('moves with every change the list shows', async () => {
    // The first read gives the households their links (a change of its own).
    await shown();
    await expectVersionMovesWithEach(t.db, changes, shown, version);
  });

  it('holds while nothing in the list changed', async () => {
    const [list, before] = [await shown(), await version()];
    await t.db.run(sql`UPDATE guests SET notes = 'Allergic to nuts', email = 'meera@example.test' WHERE id = 'g1'`);
    expect(await version()).toBe(before);
    expect(await shown()).toBe(list);
  });
});

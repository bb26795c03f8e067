// The wedding's activity list on a real libSQL file: each kind of change records one row with
// the person who made it (a bulk change one row, counted), refused writes record nothing, the
// Overview reads the last 30 days newest first along the index, and old rows are cleaned up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { givenBooking } from '../setup/bookings.ts';
import { users, venues, weddingActivity, weddingProfiles } from '../../src/server/db/schema.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { addGuest, deleteGuests, importGuests, updateGuest } from '../../src/features/planning/guests/guests.server.ts';
import { guestInput } from '../../src/features/planning/guests/guests.schema.ts';
import { createHousehold, deleteHousehold, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { mergeHouseholds, moveGuests } from '../../src/features/planning/households/household-members.server.ts';
import { addItem, markItemPaid, removeItem, updateItem } from '../../src/features/money/tracker/budget-tracker.server.ts';
import { itemInput } from '../../src/features/money/tracker/budget-tracker.schema.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';
import {
  activitySince,
  activityStatement,
  actorOf,
  recentActivity,
  recentActivityQuery,
  recordActivity,
} from '../../src/features/planning/activity/activity.server.ts';
import { activitySentence } from '../../src/features/planning/activity/activity-text.ts';
import { activityMessages } from '../../src/features/planning/activity/messages.ts';
import { relativeTime } from '../../src/features/planning/activity/activity.ts';

let t: TestDb;
let weddingId: string;
let otherWeddingId: string;
const asha = { id: 'asha', name: 'Asha', email: 'asha@example.test' };
const mother = { id: 'mother', name: '', email: 'mother@example.test' };
const g = (fullName: string) => guestInput.parse({ fullName });
const h = (name: string, over: Record<string, unknown> = {}) => householdInput.parse({ name, allowance: '2', ...over });
const item = (values: Record<string, unknown>) => itemInput.parse({ category: 'photography', what: 'Photographer', ...values });
const en = activityMessages.for('en');

/** The wedding's rows, newest first, as the Overview says them. */
async function said(profileId = weddingId) {
  return (await recentActivity(t.db, profileId, activitySince())).map((e) => activitySentence(en, e));
}

async function profileFor(userId: string) {
  await createWeddingProfile(t.db, userId, weddingProfileInput.parse({ userName: userId }));
  const [row] = await t.db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  return row!.id;
}

async function latest(n: number) {
  return (await said()).slice(0, n);
}

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values([
    { id: 'asha', email: asha.email, passwordHash: 'x', name: 'Asha', emailVerified: true },
    { id: 'mother', email: mother.email, passwordHash: 'x' },
    { id: 'other', email: 'other@example.test', passwordHash: 'x', name: 'Other' },
  ]);
  weddingId = await profileFor('asha');
  otherWeddingId = await profileFor('other');
});
afterAll(() => t.cleanup());

describe('recording', () => {
  it('names the signed-in person, or their e-mail when they have no name', () => {
    expect(actorOf(asha)).toEqual({ id: 'asha', name: 'Asha' });
    expect(actorOf(mother)).toEqual({ id: 'mother', name: 'mother@example.test' });
  });

  it('records guests added, changed and removed; an import or a bulk delete is one row', async () => {
    const ravi = await addGuest(t.db, 'asha', g('Ravi Kumar'), actorOf(asha));
    expect(await latest(1)).toEqual(['Asha added guest Ravi Kumar']);
    await updateGuest(t.db, 'asha', ravi.id, { fullName: 'Ravi K.' }, actorOf(mother));
    expect(await latest(1)).toEqual(['mother@example.test changed guest Ravi K.']);
    const imported = await importGuests(
      t.db,
      'asha',
      Array.from({ length: 12 }, (_, k) => g(`Cousin ${k}`)),
      actorOf(asha),
    );
    expect(imported).toHaveLength(12);
    expect(await latest(1)).toEqual(['Asha added 12 guests']);
    await deleteGuests(
      t.db,
      'asha',
      imported.slice(0, 3).map((x) => x.id),
      actorOf(asha),
    );
    expect(await latest(1)).toEqual(['Asha removed 3 guests']);
    await deleteGuests(t.db, 'asha', [ravi.id], actorOf(asha));
    expect(await latest(1)).toEqual(['Asha removed guest Ravi K.']);
  });

  it('without a signed-in person at hand, reads the account’s name inside the write', async () => {
    await addGuest(t.db, 'asha', g('Meera'));
    expect(await latest(1)).toEqual(['Asha added guest Meera']);
  });

  it('records households added, changed and removed, and nothing for a refused delete', async () => {
    const { id } = await createHousehold(t.db, 'asha', h('Sharma family'), actorOf(asha));
    await updateHousehold(t.db, 'asha', id, h('The Sharmas'), actorOf(asha));
    expect(await latest(2)).toEqual(['Asha changed household The Sharmas', 'Asha added household Sharma family']);
    const full = await createHousehold(t.db, 'asha', h('Verma family', { memberNames: 'Anil Verma\nSunita Verma' }), actorOf(asha));
    const before = await said();
    await expect(deleteHousehold(t.db, 'asha', full.id, actorOf(asha))).rejects.toThrow();
    expect(await said()).toEqual(before);
    // A change the allowance refuses is not recorded either.
    await expect(updateHousehold(t.db, 'asha', full.id, h('Vermas', { allowance: '1' }), actorOf(asha))).rejects.toThrow();
    expect(await said()).toEqual(before);
    await deleteHousehold(t.db, 'asha', id, actorOf(asha));
    expect(await latest(1)).toEqual(['Asha removed household The Sharmas']);
    // Moving guests into a household, or merging households into one, changes that household.
    const other = await createHousehold(t.db, 'asha', h('Gupta family', { memberNames: 'Ravi Gupta' }), actorOf(asha));
    const guest = await addGuest(t.db, 'asha', g('Neha Gupta'), actorOf(asha));
    await moveGuests(t.db, 'asha', [guest.id], other.id, actorOf(mother));
    expect(await latest(1)).toEqual(['mother@example.test changed household Gupta family']);
    await mergeHouseholds(t.db, 'asha', full.id, [other.id], actorOf(asha));
    expect(await latest(1)).toEqual(['Asha changed household Verma family']);
  });

  it('records budget lines and payments: a change of what is paid is a payment, with the amount', async () => {
    const { id } = await addItem(t.db, 'asha', item({ quoted: '80000', paid: '20000' }), actorOf(asha));
    expect(await latest(2)).toEqual(['Asha recorded ₹20,000 paid for Photographer', 'Asha added expense Photographer']);
    await updateItem(t.db, 'asha', id, item({ quoted: '80000', paid: '50000' }), actorOf(mother));
    expect(await latest(1)).toEqual(['mother@example.test recorded ₹50,000 paid for Photographer']);
    const count = (await said()).length;
    await updateItem(t.db, 'asha', id, item({ quoted: '80000', paid: '50000', note: 'Candid too' }), actorOf(asha));
    expect(await said()).toHaveLength(count + 1);
    expect(await latest(1)).toEqual(['Asha changed expense Photographer']);
    // Saving the form unchanged records nothing.
    await updateItem(t.db, 'asha', id, item({ quoted: '80000', paid: '50000', note: 'Candid too' }), actorOf(asha));
    expect(await said()).toHaveLength(count + 1);
    await markItemPaid(t.db, 'asha', id, actorOf(asha));
    expect(await latest(1)).toEqual(['Asha recorded ₹80,000 paid for Photographer']);
    await markItemPaid(t.db, 'asha', id, actorOf(asha));
    expect(await said()).toHaveLength(count + 2);
    await removeItem(t.db, 'asha', id, actorOf(asha));
    expect(await latest(1)).toEqual(['Asha removed expense Photographer']);
  });

  it('records an accepted quote as a booking of the business, and nothing for a refused removal of its line', async () => {
    const [venue] = (await insertCatalogue(t.db, { venuesPerCity: 1, vendorsPerPair: 0 })).venues;
    const booking = await givenBooking(t.db, 'asha', venue!.id, 300000, actorOf(asha));
    const [name] = await t.db.select({ name: venues.name }).from(venues).where(eq(venues.id, venue!.id));
    expect(await latest(1)).toEqual([`Asha booked ${name!.name}`]);
    const before = await said();
    await expect(removeItem(t.db, 'asha', booking.id, actorOf(asha))).rejects.toThrow();
    expect(await said()).toEqual(before);
  });

  it('keeps each wedding’s activity to itself', async () => {
    await addGuest(t.db, 'other', g('Not yours'), actorOf({ id: 'other', name: 'Other', email: 'other@example.test' }));
    expect(await said()).not.toContain('Other added guest Not yours');
    expect(await said(otherWeddingId)).toEqual(['Other added guest Not yours']);
  });
});

describe('reading', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let profileId: string;

  beforeAll(async () => {
    await t.db.insert(users).values({ id: 'window', email: 'window@example.test', passwordHash: 'x', name: 'Window' });
    profileId = await profileFor('window');
  });

  const row = (subjectName: string, daysAgo: number) => ({
    weddingProfileId: profileId,
    actorUserId: 'window',
    actorName: 'Window',
    action: 'added' as const,
    subject: 'guest' as const,
    subjectName,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });

  it('shows the last 30 days, newest first, at most 20', async () => {
    await t.db.insert(weddingActivity).values([row('Too old', 31), row('Just in', 29), ...Array.from({ length: 24 }, (_, k) => row(`Guest ${k}`, k / 100))]);
    const entries = await recentActivity(t.db, profileId, activitySince());
    expect(entries).toHaveLength(20);
    expect(entries[0]!.subjectName).toBe('Guest 0');
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse());
    const all = await recentActivity(t.db, profileId, new Date(Date.now() - 60 * DAY));
    expect(all.map((e) => e.subjectName)).not.toContain('Too old');
    await t.db.delete(weddingActivity).where(eq(weddingActivity.subjectName, 'Guest 0'));
    const names = (await recentActivity(t.db, profileId, activitySince())).map((e) => e.subjectName);
    expect(names).not.toContain('Too old');
    await t.db.delete(weddingActivity).where(eq(weddingActivity.weddingProfileId, profileId));
    await t.db.insert(weddingActivity).values([row('Too old', 31), row('Just in', 29)]);
    expect((await recentActivity(t.db, profileId, activitySince())).map((e) => e.subjectName)).toEqual(['Just in']);
  });

  it('reads along wedding_activity_profile_idx, without sorting', async () => {
    const { sql, params } = recentActivityQuery(t.db, profileId, activitySince()).toSQL();
    const plan = (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never })).rows.map((r) => String(r.detail));
    expect(plan.join('\n')).toContain('wedding_activity_profile_idx');
    expect(plan.join('\n')).not.toContain('TEMP B-TREE');
  });

  it('deletes rows older than 90 days as new ones are written, a bounded few at a time', async () => {
    await t.db.delete(weddingActivity).where(eq(weddingActivity.weddingProfileId, profileId));
    await t.db.insert(weddingActivity).values([...Array.from({ length: 25 }, (_, k) => row(`Ancient ${k}`, 91 + k)), row('Recent', 89)]);
    const entry = { weddingProfileId: profileId, actor: { id: 'window', name: 'Window' }, action: 'added', subject: 'guest', subjectName: 'New' } as const;
    await t.db.batch([...recordActivity(t.db, entry)]);
    const left = async () =>
      (await t.db.select({ name: weddingActivity.subjectName }).from(weddingActivity).where(eq(weddingActivity.weddingProfileId, profileId))).map(
        (r) => r.name,
      );
    expect((await left()).filter((n) => n.startsWith('Ancient'))).toHaveLength(5);
    await t.db.batch([...recordActivity(t.db, entry)]);
    expect((await left()).sort()).toEqual(['New', 'New', 'Recent']);
    // A plain statement without the clean-up leaves rows as they are.
    await t.db.insert(weddingActivity).values(row('Ancient again', 100));
    await t.db.batch([activityStatement(t.db, entry)]);
    expect(await left()).toContain('Ancient again');
  });

  it('comes with the Overview in the same round trip as its figures', async () => {
    const overview = await loadOverview(t.db, 'asha', weddingId);
    expect(overview.activity!.entries.length).toBeGreaterThan(0);
    expect(overview.activity!.entries.length).toBeLessThanOrEqual(20);
    expect(overview.activity!.entries.map((e) => activitySentence(en, e))).toEqual(await said());
  });
});

describe('the sentences', () => {
  const hi = activityMessages.for('hi');
  const entry = { actorName: 'Asha', action: 'added', subject: 'guest', subjectName: '\u001f3' } as const;

  it('counts several rows and formats payments, in both languages', () => {
    expect(activitySentence(en, entry)).toBe('Asha added 3 guests');
    expect(activitySentence(hi, entry)).toBe('Asha ने 3 मेहमान जोड़े');
    const payment = { actorName: 'Asha', action: 'changed', subject: 'payment', subjectName: '₹250000 · Photographer' } as const;
    expect(activitySentence(en, payment)).toBe('Asha recorded ₹2,50,000 paid for Photographer');
    expect(activitySentence(hi, payment)).toBe('Asha ने Photographer के लिए ₹2,50,000 का भुगतान दर्ज किया');
    expect(activitySentence(en, { actorName: 'Asha', action: 'removed', subject: 'booking', subjectName: 'Lakeview' })).toBe(
      'Asha cancelled the booking of Lakeview',
    );
  });

  it('tells times relative to when the list was read, in the account’s language', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(relativeTime('en-IN', new Date('2026-11-26T11:00:00Z'), now)).toBe('2 days ago');
    expect(relativeTime('en-IN', new Date('2026-11-28T09:30:00Z'), now)).toBe('2 hours ago');
    expect(relativeTime('en-IN', new Date('2026-11-28T11:59:30Z'), now)).toBe('now');
    expect(relativeTime('hi-IN', new Date('2026-11-25T11:00:00Z'), now)).toBe('3 दिन पहले');
  });
});

// Each guest and household belongs to a side (the bride's, the groom's or both): the list
// queries filter by it, households pass it to the people added into them, the CSV keeps it
// through an export and an import, and the headcounts, the caterer sheet and the Overview
// count each side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { guests as guestRows, households as householdRows, rsvpAnswers, rsvpExtras, users, weddingProfiles } from '../../src/server/db/schema.ts';
import { addGuest, importGuests, listGuests, listGuestsPage, updateGuest } from '../../src/features/planning/guests/guests.server.ts';
import { guestInput, guestUpdateInput, validateGuestRows } from '../../src/features/planning/guests/guests.schema.ts';
import { csvToGuests, guestsToCsv } from '../../src/features/planning/guests/guests-csv.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileCreateInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { catererSheet, functionsOverview, functionsVersion } from '../../src/features/planning/functions/functions.server.ts';
import { catererSheetToCsv } from '../../src/features/planning/functions/functions-csv.ts';
import { createHousehold, requireWedding, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { moveGuests, setInvites } from '../../src/features/planning/households/household-members.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { rsvpLinkKey } from '../../src/features/planning/households/rsvp-link.server.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';

let t: TestDb;
let profileId: string;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values([
    { id: 'u', email: 'u@example.test', passwordHash: 'x' },
    { id: 'other', email: 'other@example.test', passwordHash: 'x' },
  ]);
  await createWeddingProfile(t.db, 'u', weddingProfileCreateInput.parse({ userName: 'Asha', partnerName: 'Rohan', functions: ['Sangeet'] }));
  await createWeddingProfile(t.db, 'other', weddingProfileCreateInput.parse({ userName: 'Kiran', partnerName: 'Dev' }));
  profileId = (await t.db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, 'u')))[0]!.id;
});
afterAll(() => t.cleanup());

const add = (fullName: string, side?: string, rsvp = 'awaiting') => addGuest(t.db, 'u', guestInput.parse({ fullName, rsvp, ...(side ? { side } : {}) }));
const names = (list: readonly { fullName: string }[]) => list.map((g) => g.fullName).sort();

describe('guest sides', () => {
  it('a guest is on both sides unless the form says otherwise; a side that is not one is refused', async () => {
    expect((await add('Nobody Chose')).side).toBe('both');
    const bride = await add('Meera Iyer', 'bride', 'confirmed');
    expect(bride.side).toBe('bride');
    // Added alone, the guest's own household is on the same side.
    const [home] = await t.db.select({ side: householdRows.side }).from(householdRows).where(eq(householdRows.id, bride.household!.id));
    expect(home?.side).toBe('bride');
    expect(guestInput.safeParse({ fullName: 'X', side: 'uncle' }).success).toBe(false);
    expect(guestUpdateInput.safeParse({ id: 'x', side: 'groom' }).success).toBe(true);
    const moved = await updateGuest(t.db, 'u', (await add('Vikram Rao')).id, { side: 'groom' });
    expect(moved.side).toBe('groom');
  });

  it('the list queries filter by side, and the other sides stay out of every page', async () => {
    await add('Sunil Rao', 'groom', 'declined');
    expect(names(await listGuests(t.db, 'u', { side: 'bride' }))).toEqual(['Meera Iyer']);
    expect(names(await listGuests(t.db, 'u', { side: 'groom' }))).toEqual(['Sunil Rao', 'Vikram Rao']);
    expect(names(await listGuests(t.db, 'u', { side: 'both' }))).toEqual(['Nobody Chose']);
    expect(await listGuests(t.db, 'u')).toHaveLength(4);
    const first = await listGuestsPage(t.db, 'u', { side: 'groom', limit: 1 });
    expect(first.guests.map((g) => g.side)).toEqual(['groom']);
    const second = await listGuestsPage(t.db, 'u', { side: 'groom', limit: 1, cursor: decode(first.nextCursor!) });
    expect(second.guests.map((g) => g.side)).toEqual(['groom']);
    expect(second.nextCursor).toBeNull();
    // Another wedding's guests never come with a side filter either.
    expect(await listGuests(t.db, 'other', { side: 'groom' })).toEqual([]);
  });

  it('a household has a side; the people named into it start on it, and a filtered list still tells its full size', async () => {
    const { id } = await createHousehold(
      t.db,
      'u',
      householdInput.parse({ name: 'Sharma family', allowance: 3, side: 'bride', memberNames: 'Anita Sharma\nRaj Sharma' }),
    );
    const sharmas = (await listGuests(t.db, 'u')).filter((g) => g.household?.id === id);
    expect(sharmas.map((g) => g.side)).toEqual(['bride', 'bride']);
    // An edit that changes the side: the people it adds start on the new side; those already in it keep theirs.
    await updateHousehold(t.db, 'u', id, householdInput.parse({ name: 'Sharma family', allowance: 4, side: 'both', memberNames: 'Dadi Sharma' }));
    const after = (await listGuests(t.db, 'u')).filter((g) => g.household?.id === id);
    expect(after.map((g) => [g.fullName, g.side])).toEqual([
      ['Anita Sharma', 'bride'],
      ['Raj Sharma', 'bride'],
      ['Dadi Sharma', 'both'],
    ]);
    const bridesOnly = (await listGuests(t.db, 'u', { side: 'bride' })).filter((g) => g.household?.id === id);
    expect(bridesOnly.map((g) => g.household?.size)).toEqual([3, 3]);
    const deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
    const listed = (await listHouseholds(t.db, 'u', deps)).households.find((h) => h.id === id);
    expect(listed?.side).toBe('both');
    // Left out of an edit, the side stays as it was; a new household without one is on both sides.
    await updateHousehold(t.db, 'u', id, householdInput.parse({ name: 'Sharma parivar', allowance: 4 }));
    expect((await listHouseholds(t.db, 'u', deps)).households.find((h) => h.id === id)?.side).toBe('both');
    const plain = await createHousehold(t.db, 'u', householdInput.parse({ name: 'Friends', allowance: 2 }));
    expect((await listHouseholds(t.db, 'u', deps)).households.find((h) => h.id === plain.id)?.side).toBe('both');
  });

  it('a guest moved out into a household of their own keeps their side, and so does that household', async () => {
    const [raj] = (await listGuests(t.db, 'u')).filter((g) => g.fullName === 'Raj Sharma');
    await moveGuests(t.db, 'u', [raj!.id], null);
    const [moved] = (await listGuests(t.db, 'u')).filter((g) => g.id === raj!.id);
    expect(moved?.side).toBe('bride');
    const [home] = await t.db.select({ side: householdRows.side }).from(householdRows).where(eq(householdRows.id, moved!.household!.id));
    expect(home?.side).toBe('bride');
  });
});

function decode(cursor: string) {
  const [createdAt, id] = cursor.split('_');
  return { createdAt: Number(createdAt), id: id! };
}

describe('guest CSV with sides', () => {
  it('exports a Side column once any guest is on one side, and the import reads it back to the same sides', async () => {
    const list = await listGuests(t.db, 'u');
    for (const locale of ['en', 'hi'] as const) {
      const csv = guestsToCsv(list, locale);
      expect(csv.split('\r\n')[0]!.endsWith(locale === 'en' ? ',Invited,Side' : ',न्योता भेजा,तरफ़')).toBe(true);
      const read = csvToGuests(csv);
      expect(read.error).toBeNull();
      const { guests: parsed, errors } = validateGuestRows(read.rows.map((r) => r.values));
      expect(errors).toEqual([]);
      expect(parsed.map((g) => [g.fullName, g.side])).toEqual(list.map((g) => [g.fullName, g.side]));
    }
  });

  it('round-trips through the database: an import stores each side, on the guest and on its household', async () => {
    const source = (await listGuests(t.db, 'u')).filter((g) => g.side !== 'both');
    const rows = csvToGuests(guestsToCsv(source.map((g) => ({ ...g, fullName: `${g.fullName} (copy)` })))).rows;
    const imported = await importGuests(t.db, 'other', validateGuestRows(rows.map((r) => r.values)).guests);
    expect(imported.map((g) => g.side)).toEqual(source.map((g) => g.side));
    const stored = await t.db
      .select({ guest: guestRows.side, home: householdRows.side })
      .from(guestRows)
      .innerJoin(householdRows, eq(householdRows.id, guestRows.householdId))
      .where(eq(guestRows.weddingProfileId, await weddingOf('other')));
    expect(stored).toHaveLength(source.length);
    expect(stored.every((r) => r.guest === r.home)).toBe(true);
    expect(names(await listGuests(t.db, 'other', { side: 'bride' }))).toEqual(names(source.filter((g) => g.side === 'bride')).map((n) => `${n} (copy)`));
  });

  it('keeps the nine columns of the specification while every guest is on both sides; one side’s file says its side', () => {
    const plain = [{ ...sample, side: 'both' as const }];
    expect(guestsToCsv(plain).split('\r\n')[0]).toBe('\uFEFFFull Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited');
    expect(guestsToCsv(plain, 'en', true).split('\r\n')[1]).toBe('Lata,,,,Awaiting,,,,No,Both sides');
    expect(guestsToCsv([{ ...sample, side: 'groom' }], 'hi').split('\r\n')[1]).toBe('Lata,,,,जवाब बाकी,,,,नहीं,दूल्हे की तरफ़');
  });

  it('reads a side written in English or Hindi, as stored, in any case or with a curly apostrophe; empty, unknown or no column: both sides', () => {
    const header = 'Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited,Side';
    const cells = ["Bride's side", 'GROOM’S SIDE', 'दुल्हन की तरफ़', 'दूल्हे की तरफ़', 'groom', 'Both sides', '', 'the neighbours'];
    const csv = [header, ...cells.map((side, k) => `P${k},,,,,,,,,${side}`)].join('\n');
    expect(csvToGuests(csv).rows.map((r) => r.values.side)).toEqual(['bride', 'groom', 'bride', 'groom', 'groom', 'both', 'both', 'both']);
    const withoutSide = 'Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited\nP,,,,,,,,\n';
    expect(csvToGuests(withoutSide).rows.map((r) => r.values.side)).toEqual(['both']);
    // Hindi headings find the column too.
    const hindi = 'पूरा नाम,ई-मेल,फ़ोन,पता,जवाब,खाना,टेबल,नोट,न्योता भेजा,तरफ़\nP,,,,,,,,,दुल्हन की तरफ़\n';
    expect(csvToGuests(hindi).rows.map((r) => r.values.side)).toEqual(['bride']);
  });
});

const sample = {
  id: 'x',
  fullName: 'Lata',
  email: null,
  phone: null,
  address: null,
  isInvited: false,
  rsvp: 'awaiting' as const,
  mealPreference: null,
  tableNumber: null,
  notes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function weddingOf(userId: string) {
  const [row] = await t.db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  return row!.id;
}

describe('headcounts, caterer sheet and Overview per side', () => {
  it('counts each function’s people per side: guests on their own side, a household’s named extras on the household’s', async () => {
    const sangeet = (await functionsOverview(t.db, 'u')).functions.find((f) => f.name === 'Sangeet')!;
    const bride = await createHousehold(
      t.db,
      'u',
      householdInput.parse({ name: 'Iyer family', allowance: 3, side: 'bride', memberNames: 'Lakshmi Iyer\nRavi Iyer' }),
    );
    const groom = await createHousehold(t.db, 'u', householdInput.parse({ name: 'Kapoor family', allowance: 2, side: 'groom', memberNames: 'Sonal Kapoor' }));
    await setInvites(t.db, 'u', sangeet.id, [bride.id, groom.id], true);
    const members = await t.db.select({ id: guestRows.id, name: guestRows.fullName }).from(guestRows).where(eq(guestRows.weddingProfileId, profileId));
    const idOf = (name: string) => members.find((m) => m.name === name)!.id;
    // Lakshmi comes (vegetarian), Ravi has not answered; the Iyers bring a named extra who comes; Sonal comes.
    const [extra] = await t.db.insert(rsvpExtras).values({ householdId: bride.id, fullName: 'Nani', isChild: false }).returning();
    await t.db.insert(rsvpAnswers).values([
      { functionId: sangeet.id, guestId: idOf('Lakshmi Iyer'), attending: true, meal: 'Vegetarian' },
      { functionId: sangeet.id, extraId: extra!.id, attending: true, meal: 'Jain' },
      { functionId: sangeet.id, guestId: idOf('Sonal Kapoor'), attending: true, meal: 'Vegan' },
    ]);

    const fn = (await functionsOverview(t.db, 'u')).functions.find((f) => f.id === sangeet.id)!;
    expect(fn.headcount).toMatchObject({ invited: 4, attending: 3, awaiting: 1 });
    expect(fn.sides).toEqual({ bride: { confirmed: 2, awaiting: 1 }, groom: { confirmed: 1, awaiting: 0 }, both: { confirmed: 0, awaiting: 0 } });

    const all = await catererSheet(t.db, 'u', sangeet.id);
    expect(all.side).toBeNull();
    expect(all.headcount.meals).toMatchObject({ Vegetarian: 1, Jain: 1, Vegan: 1 });
    const brides = await catererSheet(t.db, 'u', sangeet.id, undefined, 'bride');
    expect(brides.headcount).toMatchObject({ invited: 3, attending: 2, awaiting: 1 });
    expect(brides.headcount.meals).toEqual({ Vegetarian: 1, 'Non-vegetarian': 0, Vegan: 0, Jain: 1, 'Not specified': 0 });
    const grooms = await catererSheet(t.db, 'u', sangeet.id, undefined, 'groom');
    expect(grooms.headcount).toMatchObject({ invited: 1, attending: 1, meals: { Vegan: 1 } });
    expect((await catererSheet(t.db, 'u', sangeet.id, undefined, 'both')).headcount.invited).toBe(0);

    // One side's CSV says its side on every row; the whole sheet's keeps its columns.
    const csv = catererSheetToCsv(brides.function, brides.headcount, 'en', 'bride').split('\r\n');
    expect(csv[0]).toBe('Function,Date,Start time,Venue,Address,Meal,People,Side');
    expect(csv.at(-2)).toMatch(/,Total attending,2,Bride's side$/);
    expect(catererSheetToCsv(all.function, all.headcount).split('\r\n')[0]).toBe('Function,Date,Start time,Venue,Address,Meal,People');
    expect(catererSheetToCsv(grooms.function, grooms.headcount, 'hi', 'groom').split('\r\n')[0]!.endsWith(',तरफ़')).toBe(true);
  });

  it('a guest moved to another side moves the version the Functions tab and the caterer sheet are confirmed by', async () => {
    const version = async () => functionsVersion(await requireWedding(t.db, 'u'));
    const before = await version();
    const [ravi] = (await listGuests(t.db, 'u')).filter((g) => g.fullName === 'Ravi Iyer');
    await updateGuest(t.db, 'u', ravi!.id, { side: 'groom' });
    expect(await version()).not.toBe(before);
    const fn = (await functionsOverview(t.db, 'u')).functions.find((f) => f.name === 'Sangeet')!;
    expect(fn.sides.groom).toEqual({ confirmed: 1, awaiting: 1 });
    expect(fn.sides.bride).toEqual({ confirmed: 2, awaiting: 0 });
  });

  it('the Overview counts confirmed and awaiting per side, summing to its totals', async () => {
    const overview = await loadOverview(t.db, 'u', profileId);
    const list = await listGuests(t.db, 'u');
    const count = (side: string, rsvp: string) => list.filter((g) => g.side === side && g.rsvp === rsvp).length;
    expect(overview.guests.sides).toEqual({
      bride: { confirmed: count('bride', 'confirmed'), awaiting: count('bride', 'awaiting') },
      groom: { confirmed: count('groom', 'confirmed'), awaiting: count('groom', 'awaiting') },
      both: { confirmed: count('both', 'confirmed'), awaiting: count('both', 'awaiting') },
    });
    // Meera (bride) confirmed on the guest list; Sunil (groom) declined: neither side's awaiting counts him.
    expect(overview.guests.sides.bride.confirmed).toBe(1);
    expect(overview.guests.sides.groom.awaiting).toBe(list.filter((g) => g.side === 'groom').length - 1);
    const { sides, total, confirmed, awaiting } = overview.guests;
    expect(sides.bride.confirmed + sides.groom.confirmed + sides.both.confirmed).toBe(confirmed);
    expect(sides.bride.awaiting + sides.groom.awaiting + sides.both.awaiting).toBe(awaiting);
    expect(total).toBe(list.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { cities, rsvpExtras, shortlists, users, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { addGuest, deleteGuests, importGuests, listGuests, updateGuest } from '../../src/features/planning/guests/guests.server.ts';
import { guestInput } from '../../src/features/planning/guests/guests.schema.ts';
import { createWeddingProfile, listPlanningTasks } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileCreateInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { accommodationList } from '../../src/features/planning/functions/accommodation.server.ts';
import {
  addDefaultFunctions,
  catererSheet,
  createFunction,
  deleteFunction,
  functionsOverview,
  functionsVersion,
  reorderFunctions,
  updateFunction,
} from '../../src/features/planning/functions/functions.server.ts';
import { functionInput } from '../../src/features/planning/functions/functions.schema.ts';
import { createHousehold, deleteHousehold, requireWedding, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { mergeHouseholds, moveGuests, setGuestChild, setInvites } from '../../src/features/planning/households/household-members.server.ts';
import { householdLink, markRepliesSeen, regenerateLink } from '../../src/features/planning/households/household-links.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { findInvitation, digestState, saveReply } from '../../src/features/planning/rsvp/rsvp.server.ts';
import { formAsShown, readReply, field, RSVP_LIMITS, rsvpMessages, type Invitation } from '../../src/features/planning/rsvp/rsvp.ts';
import { postRsvp, showRsvp } from '../../src/features/planning/rsvp/rsvp-page.server.ts';
import { rsvpLinkKey, type LinkDeps } from '../../src/features/planning/households/rsvp-link.server.ts';
import { ConflictError, NotFoundError } from '../../src/server/errors.ts';

let t: TestDb;
let deps: LinkDeps;
const fn = (over: Record<string, unknown>) => functionInput.parse({ name: 'Sangeet', ...over });
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

beforeAll(async () => {
  t = await createTestDb();
  deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
  await t.db.insert(users).values(['a', 'b', 'c', 'd'].map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x' })));
});
afterAll(() => t.cleanup());

describe('functions', () => {
  it('a new profile gets the usual functions it keeps, dated around the wedding, and the RSVP tasks', async () => {
    await createWeddingProfile(
      t.db,
      'a',
      weddingProfileCreateInput.parse({ userName: 'Asha', partnerName: 'Rohan', weddingDate: '2031-02-14', functions: ['Haldi', 'Sangeet', 'Wedding'] }),
    );
    // Years ahead, so the plan keeps its own timing (a nearer wedding squeezes it: wedding.test.ts).
    const { functions } = await functionsOverview(t.db, 'a');
    expect(functions.map((f) => [f.name, f.date])).toEqual([
      ['Haldi', '2031-02-12'],
      ['Sangeet', '2031-02-13'],
      ['Wedding', '2031-02-14'],
    ]);
    const tasks = await listPlanningTasks(t.db, 'a');
    expect(tasks.find((x) => x.taskName === 'Send RSVP links')?.dueDate).toBe('2030-12-31');
    expect(tasks.find((x) => x.taskName === 'Confirm final headcount with the caterer')?.dueDate).toBe('2031-02-04');

    await createWeddingProfile(t.db, 'b', weddingProfileCreateInput.parse({ userName: 'Bela' }));
    expect((await functionsOverview(t.db, 'b')).functions.map((f) => [f.name, f.date])).toEqual([
      ['Haldi', null],
      ['Mehendi', null],
      ['Sangeet', null],
      ['Wedding', null],
      ['Reception', null],
    ]);
    await createWeddingProfile(t.db, 'c', weddingProfileCreateInput.parse({ userName: 'Chitra', functions: [] }));
    expect((await functionsOverview(t.db, 'c')).functions).toEqual([]);
  });

  it('adds, edits, reorders within a slot and deletes only the owner’s functions', async () => {
    const mehendi = await createFunction(t.db, 'c', fn({ name: 'Mehendi', date: '2027-02-12', startTime: '16:00', dressCode: 'Green' }));
    const cocktail = await createFunction(t.db, 'c', fn({ name: 'Cocktail' }));
    const brunch = await createFunction(t.db, 'c', fn({ name: 'Brunch' }));
    expect((await functionsOverview(t.db, 'c')).functions.map((f) => f.name)).toEqual(['Mehendi', 'Cocktail', 'Brunch']);
    await reorderFunctions(t.db, 'c', [mehendi.id, brunch.id, cocktail.id]);
    expect((await functionsOverview(t.db, 'c')).functions.map((f) => f.name)).toEqual(['Mehendi', 'Brunch', 'Cocktail']);
    await expect(reorderFunctions(t.db, 'c', [mehendi.id, brunch.id])).rejects.toBeInstanceOf(NotFoundError);
    await updateFunction(t.db, 'c', cocktail.id, fn({ name: 'Cocktail night', date: '2027-02-11', startTime: '20:00' }));
    expect((await functionsOverview(t.db, 'c')).functions.map((f) => f.name)).toEqual(['Cocktail night', 'Mehendi', 'Brunch']);

    await expect(updateFunction(t.db, 'a', cocktail.id, fn({ name: 'Hijacked' }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteFunction(t.db, 'a', cocktail.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(reorderFunctions(t.db, 'a', [cocktail.id])).rejects.toBeInstanceOf(NotFoundError);
    await deleteFunction(t.db, 'c', brunch.id);
    expect((await functionsOverview(t.db, 'c')).functions.map((f) => f.name)).toEqual(['Cocktail night', 'Mehendi']);
    await expect(addDefaultFunctions(t.db, 'd', ['Haldi'])).rejects.toThrow('Please create a wedding profile first');
  });

  it('takes a venue only from the couple’s own shortlist', async () => {
    const [city] = await t.db.insert(cities).values({ name: 'Udaipur', slug: 'udaipur', state: 'Rajasthan' }).returning();
    const [venue] = await t.db
      .insert(venues)
      .values({ name: 'Lake Palace Lawns', type: 'garden', location: 'Udaipur', address: 'Lake Pichola, Udaipur', cityId: city!.id })
      .returning();
    await expect(createFunction(t.db, 'c', fn({ venueId: venue!.id }))).rejects.toBeInstanceOf(NotFoundError);
    await t.db.insert(shortlists).values({ userId: 'c', itemType: 'venue', itemId: venue!.id });
    const created = await createFunction(t.db, 'c', fn({ venueId: String(venue!.id), venueName: 'ignored' }));
    expect(created).toMatchObject({ venueId: venue!.id, venueName: 'Lake Palace Lawns', address: 'Lake Pichola, Udaipur' });
    expect((await functionsOverview(t.db, 'c')).venues).toEqual([{ id: venue!.id, name: 'Lake Palace Lawns', address: 'Lake Pichola, Udaipur' }]);
    await expect(createFunction(t.db, 'a', fn({ venueId: venue!.id }))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('stops at the limit of functions per wedding', async () => {
    const existing = (await functionsOverview(t.db, 'c')).functions.length;
    await Promise.all(Array.from({ length: 20 - existing }, (_, k) => createFunction(t.db, 'c', fn({ name: `Extra ${k}` }))));
    await expect(createFunction(t.db, 'c', fn({ name: 'One too many' }))).rejects.toBeInstanceOf(ConflictError);
    expect((await functionsOverview(t.db, 'c')).functions).toHaveLength(20);
  });
});

describe('households', () => {
  it('gives each guest added alone (or imported) a household of its own; the last guest out takes it along', async () => {
    const asha = await addGuest(t.db, 'b', guestInput.parse({ fullName: 'Asha Rao', phone: '98200 12345' }));
    const data = await listHouseholds(t.db, 'b', deps);
    expect(data.households).toMatchObject([{ name: 'Asha Rao', phone: '98200 12345', allowance: 1, members: [{ id: asha.id, fullName: 'Asha Rao' }] }]);
    expect(data.households[0]!.link).toMatch(/^https:\/\/mandap\.example\/rsvp\/[a-z2-7]{32}$/);
    await importGuests(t.db, 'b', [guestInput.parse({ fullName: 'Imported One' }), guestInput.parse({ fullName: 'Imported Two' })]);
    expect((await listHouseholds(t.db, 'b', deps)).households.map((h) => h.name)).toEqual(['Asha Rao', 'Imported One', 'Imported Two']);
    await deleteGuests(t.db, 'b', [asha.id]);
    expect((await listHouseholds(t.db, 'b', deps)).households.map((h) => h.name)).toEqual(['Imported One', 'Imported Two']);
  });

  it('moves guests all or none, grows the allowance to fit, and merges households with their invitations', async () => {
    const [one, two] = (await listGuests(t.db, 'b')).filter((g) => g.fullName.startsWith('Imported'));
    const family = await createHousehold(t.db, 'b', householdInput.parse({ name: 'Sharma family', phone: '+91 98200 00001', allowance: '1' }));
    const stranger = await addGuest(t.db, 'a', guestInput.parse({ fullName: 'Other couple’s guest' }));
    await expect(moveGuests(t.db, 'b', [one!.id, stranger.id], family.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(moveGuests(t.db, 'a', [stranger.id], family.id)).rejects.toBeInstanceOf(NotFoundError);
    await moveGuests(t.db, 'b', [one!.id], family.id);
    let data = await listHouseholds(t.db, 'b', deps);
    expect(data.households.map((h) => [h.name, h.members.length, h.allowance])).toEqual([
      ['Imported Two', 1, 1],
      ['Sharma family', 1, 1],
    ]);
    const { functions } = await functionsOverview(t.db, 'b');
    const twoHome = data.households.find((h) => h.name === 'Imported Two')!;
    await setInvites(t.db, 'b', functions[0]!.id, [twoHome.id], true);
    await setInvites(t.db, 'b', functions[1]!.id, [family.id, twoHome.id], true);
    await expect(setInvites(t.db, 'a', functions[0]!.id, [family.id], true)).rejects.toBeInstanceOf(NotFoundError);
    await mergeHouseholds(t.db, 'b', family.id, [twoHome.id]);
    data = await listHouseholds(t.db, 'b', deps);
    expect(data.households).toHaveLength(1);
    expect(data.households[0]).toMatchObject({ name: 'Sharma family', allowance: 2, phone: '+91 98200 00001' });
    expect(data.households[0]!.members.map((m) => m.id).sort()).toEqual([one!.id, two!.id].sort());
    expect(data.households[0]!.invitedFunctionIds).toEqual([functions[0]!.id, functions[1]!.id]);
    await expect(deleteHousehold(t.db, 'b', family.id)).rejects.toThrow('Move its guests to another household first.');
    const empty = await createHousehold(t.db, 'b', householdInput.parse({ name: 'Empty', allowance: 2 }));
    await expect(deleteHousehold(t.db, 'a', empty.id)).rejects.toBeInstanceOf(NotFoundError);
    await deleteHousehold(t.db, 'b', empty.id);
  });
});

describe('RSVP links', () => {
  let family: { id: string };
  let sangeet: { id: string };
  let wedding: { id: string };
  let reception: { id: string };
  let asha: { id: string };
  let rohan: { id: string };
  let link: string;
  const load = async () => (await findInvitation(t.db, tokenOf(link)))!;

  beforeAll(async () => {
    const { functions } = await functionsOverview(t.db, 'a');
    sangeet = functions[1]!;
    wedding = functions[2]!;
    reception = await createFunction(t.db, 'a', fn({ name: 'Reception', date: '2027-02-15', startTime: '19:30' }));
    asha = await addGuest(t.db, 'a', guestInput.parse({ fullName: 'Meera Sharma', mealPreference: 'Jain' }));
    rohan = await addGuest(t.db, 'a', guestInput.parse({ fullName: 'Vikram Sharma' }));
    family = await createHousehold(t.db, 'a', householdInput.parse({ name: 'Sharma family', allowance: 3 }));
    await moveGuests(t.db, 'a', [asha.id, rohan.id], family.id);
    await setInvites(t.db, 'a', sangeet.id, [family.id], true);
    await setInvites(t.db, 'a', wedding.id, [family.id], true);
    link = (await householdLink(t.db, 'a', family.id, deps)).link;
  });

  it('opens only with its own token and shows only the household’s invitations', async () => {
    const invitation = await load();
    expect(invitation).toMatchObject({ householdName: 'Sharma family', couple: 'Asha & Rohan', allowance: 3 });
    expect(invitation.functions.map((f) => f.name)).toEqual(['Sangeet', 'Wedding']);
    expect(invitation.people.map((p) => [p.kind, p.fullName])).toEqual([
      ['guest', 'Meera Sharma'],
      ['guest', 'Vikram Sharma'],
      ['new', ''],
    ]);
    expect(await findInvitation(t.db, 'a'.repeat(32))).toBeNull();
    expect(await findInvitation(t.db, "' OR 1=1 --")).toBeNull();
  });

  it('saves answers per person and function, an extra within the allowance, and sets each guest’s RSVP', async () => {
    const invitation = await load();
    const form = formAsShown(invitation, digestState);
    form.set(field.attending(`g-${asha.id}`, sangeet.id), 'y');
    form.set(field.attending(`g-${asha.id}`, wedding.id), 'y');
    form.set(field.meal(`g-${asha.id}`, wedding.id), 'Vegetarian');
    form.set(field.attending(`g-${rohan.id}`, sangeet.id), 'n');
    form.set(field.attending(`g-${rohan.id}`, wedding.id), 'n');
    form.set(field.name('n-0'), 'Kabir Sharma');
    form.set(field.child('n-0'), 'on');
    form.set(field.attending('n-0', wedding.id), 'y');
    form.set(field.meal('n-0', wedding.id), 'Vegan');
    form.set(field.accommodation, 'y');
    form.set(field.arrival, '2027-02-12');
    form.set(field.departure, '2027-02-15');
    const { reply, errors } = readReply(form, invitation, digestState);
    expect(errors).toEqual([]);
    expect(await saveReply(t.db, invitation, reply)).toEqual({ changed: true, extrasRefused: 0 });

    const stored = await listGuests(t.db, 'a');
    expect(stored.find((g) => g.id === asha.id)).toMatchObject({ rsvp: 'confirmed', mealPreference: 'Jain' });
    expect(stored.find((g) => g.id === rohan.id)).toMatchObject({ rsvp: 'declined' });
    const { functions, newReplies } = await functionsOverview(t.db, 'a');
    expect(newReplies).toBe(1);
    const counts = Object.fromEntries(functions.map((f) => [f.name, f.headcount]));
    expect(counts.Sangeet).toMatchObject({ invited: 3, attending: 1, declined: 1, awaiting: 1, children: 0 });
    expect(counts.Sangeet!.meals).toEqual({ Vegetarian: 0, 'Non-vegetarian': 0, Vegan: 0, Jain: 1, 'Not specified': 0 });
    expect(counts.Wedding).toMatchObject({ invited: 3, attending: 2, declined: 1, awaiting: 0, children: 1 });
    expect(counts.Wedding!.meals).toEqual({ Vegetarian: 1, 'Non-vegetarian': 0, Vegan: 1, Jain: 0, 'Not specified': 0 });
    expect(counts.Reception).toMatchObject({ invited: 0, attending: 0 });
    const sheet = await catererSheet(t.db, 'a', wedding.id);
    expect(sheet.headcount.attending).toBe(2);
    await expect(catererSheet(t.db, 'b', wedding.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await accommodationList(t.db, 'a')).toEqual([
      { householdId: family.id, household: 'Sharma family', phone: null, people: 2, arrival: '2027-02-12', departure: '2027-02-15' },
    ]);
    await markRepliesSeen(t.db, 'a');
    expect((await functionsOverview(t.db, 'a')).newReplies).toBe(0);
  });

  it('refuses more people than the allowance, uninvited functions and odd dates', async () => {
    const invitation = await load();
    expect(invitation.people.filter((p) => p.kind === 'new')).toHaveLength(0);
    const over: Invitation = {
      ...invitation,
      people: [...invitation.people, { key: 'n-0', kind: 'new', id: null, fullName: '', isChild: false, defaultMeal: null, answers: {} }],
    };
    const form = formAsShown(over, digestState);
    form.set(field.name('n-0'), 'Gatecrasher');
    form.set(field.attending(`g-${asha.id}`, reception.id), 'y');
    form.set(field.arrival, '2027-02-14');
    form.set(field.departure, '2027-02-12');
    const { errors } = readReply(form, invitation, digestState);
    // Kabir, named through the link, is one of the household's guests now: no place is left.
    expect(errors).toEqual([rsvpMessages.notInvited, rsvpMessages.overAllowance({ count: 0 }), rsvpMessages.departureBeforeArrival]);
  });

  it('keeps both of two family members’ answers sent at once; for one person the later save wins', async () => {
    const before = await load();
    const mine = formAsShown(before, digestState);
    const theirs = formAsShown(before, digestState);
    mine.set(field.attending(`g-${asha.id}`, sangeet.id), 'n');
    theirs.set(field.attending(`g-${rohan.id}`, sangeet.id), 'y');
    theirs.set(field.meal(`g-${rohan.id}`, sangeet.id), 'Non-vegetarian');
    const a = readReply(mine, before, digestState);
    const b = readReply(theirs, before, digestState);
    expect(a.reply.people.filter((p) => p.changed).map((p) => p.key)).toEqual([`g-${asha.id}`]);
    await Promise.all([saveReply(t.db, before, a.reply), saveReply(t.db, before, b.reply)]);
    let after = await load();
    const answer = (guestId: string, fid: string) => after.people.find((p) => p.id === guestId)!.answers[fid];
    expect(answer(asha.id, sangeet.id)).toEqual({ attending: false, meal: null });
    expect(answer(rohan.id, sangeet.id)).toEqual({ attending: true, meal: 'Non-vegetarian' });
    expect((await listGuests(t.db, 'a')).find((g) => g.id === rohan.id)!.rsvp).toBe('confirmed');

    const first = formAsShown(after, digestState);
    const second = formAsShown(after, digestState);
    first.set(field.meal(`g-${rohan.id}`, sangeet.id), 'Vegan');
    second.set(field.meal(`g-${rohan.id}`, sangeet.id), 'Jain');
    await saveReply(t.db, after, readReply(first, after, digestState).reply);
    await saveReply(t.db, after, readReply(second, after, digestState).reply);
    after = await load();
    expect(answer(rohan.id, sangeet.id)).toEqual({ attending: true, meal: 'Jain' });
  });

  it('removes an extra of before (named before extras became guests) whose name is cleared, and refuses people named past the allowance by a race', async () => {
    await updateHousehold(t.db, 'a', family.id, householdInput.parse({ name: 'Sharma family', allowance: 4 }));
    await t.db.insert(rsvpExtras).values({ id: 'oldExtra', householdId: family.id, fullName: 'Old extra' });
    let invitation = await load();
    const extra = invitation.people.find((p) => p.kind === 'extra')!;
    expect(extra.fullName).toBe('Old extra');
    const form = formAsShown(invitation, digestState);
    form.set(field.name(extra.key), '');
    await saveReply(t.db, invitation, readReply(form, invitation, digestState).reply);
    expect(await t.db.select().from(rsvpExtras).where(eq(rsvpExtras.householdId, family.id))).toEqual([]);

    invitation = await load();
    const forms = [formAsShown(invitation, digestState), formAsShown(invitation, digestState)];
    forms[0]!.set(field.name('n-0'), 'First cousin');
    forms[1]!.set(field.name('n-0'), 'Second cousin');
    const results = [];
    for (const f of forms) results.push(await saveReply(t.db, invitation, readReply(f, invitation, digestState).reply));
    expect(results.map((r) => r.extrasRefused)).toEqual([0, 1]);
    const names = (await listGuests(t.db, 'a')).filter((g) => g.household?.id === family.id).map((g) => g.fullName);
    expect(names).toEqual(['Meera Sharma', 'Vikram Sharma', 'Kabir Sharma', 'First cousin']);
  });

  it('a new link revokes the old one', async () => {
    const old = tokenOf(link);
    const { link: fresh } = await regenerateLink(t.db, 'a', family.id, deps);
    expect(tokenOf(fresh)).not.toBe(old);
    expect(await findInvitation(t.db, old)).toBeNull();
    expect((await findInvitation(t.db, tokenOf(fresh)))!.householdName).toBe('Sharma family');
    await expect(regenerateLink(t.db, 'b', family.id, deps)).rejects.toBeInstanceOf(NotFoundError);
    link = fresh;
    expect((await householdLink(t.db, 'a', family.id, deps)).link).toBe(fresh);
  });

  it('deleting a function takes its invitations and answers along', async () => {
    await deleteFunction(t.db, 'a', sangeet.id);
    const invitation = await load();
    expect(invitation.functions.map((f) => f.name)).toEqual(['Wedding']);
    expect(await t.db.select().from(weddingFunctions).where(eq(weddingFunctions.id, sangeet.id))).toEqual([]);
  });
});

describe('the RSVP page handler', () => {
  it('answers an unknown token with not-found, and limits replies per link and per address', async () => {
    expect(await showRsvp(t.db, 'b'.repeat(32), new URLSearchParams())).toEqual({ kind: 'not-found' });
    expect(await postRsvp(t.db, 'b'.repeat(32), new FormData(), '10.0.0.9')).toEqual({ kind: 'not-found' });
    const home = await createHousehold(t.db, 'a', householdInput.parse({ name: 'Busy family', allowance: 1 }));
    const token = tokenOf((await householdLink(t.db, 'a', home.id, deps)).link);
    const now = new Date('2026-12-01T10:00:00Z');
    const outcomes = [];
    for (let k = 0; k < RSVP_LIMITS.perToken + 1; k++) outcomes.push(await postRsvp(t.db, token, new FormData(), `10.0.1.${k}`, now));
    expect(outcomes.slice(0, -1).every((o) => o.kind === 'redirect')).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({ kind: 'page', status: 429, errors: [rsvpMessages.tooMany] });
    // Another link from the same address is limited per address only later.
    const other = await createHousehold(t.db, 'a', householdInput.parse({ name: 'Calm family', allowance: 1 }));
    const otherToken = tokenOf((await householdLink(t.db, 'a', other.id, deps)).link);
    expect(await postRsvp(t.db, otherToken, new FormData(), '10.0.1.0', now)).toMatchObject({ kind: 'redirect' });
    const ip = '10.0.2.1';
    let last;
    for (let k = 0; k < RSVP_LIMITS.perIp + 1; k++) {
      const fresh = await createHousehold(t.db, 'a', householdInput.parse({ name: `Family ${k}`, allowance: 1 }));
      last = await postRsvp(t.db, tokenOf((await householdLink(t.db, 'a', fresh.id, deps)).link), new FormData(), ip, now);
    }
    expect(last).toMatchObject({ kind: 'page', status: 429 });
  });

  it('shows the answers read-only after the deadline and refuses a late reply', async () => {
    await t.db.update(weddingProfiles).set({ rsvpDeadline: '2026-11-30' }).where(eq(weddingProfiles.userId, 'a'));
    const home = await createHousehold(t.db, 'a', householdInput.parse({ name: 'Late family', allowance: 1 }));
    const token = tokenOf((await householdLink(t.db, 'a', home.id, deps)).link);
    expect(await showRsvp(t.db, token, new URLSearchParams(), new Date('2026-11-30T18:00:00Z'))).toMatchObject({ kind: 'page', closed: false });
    expect(await showRsvp(t.db, token, new URLSearchParams(), new Date('2026-11-30T19:00:00Z'))).toMatchObject({ kind: 'page', closed: true });
    expect(await postRsvp(t.db, token, new FormData(), '10.0.3.1', new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      kind: 'page',
      closed: true,
      status: 403,
    });
    await t.db.update(weddingProfiles).set({ rsvpDeadline: null }).where(eq(weddingProfiles.userId, 'a'));
  });
});

describe('headcounts and the functions version', () => {
  it('follow every change that moves them, whichever code makes it', async () => {
    await createWeddingProfile(t.db, 'd', weddingProfileCreateInput.parse({ userName: 'Divya', functions: ['Wedding'] }));
    const [wedding] = (await functionsOverview(t.db, 'd')).functions;
    // The Functions tab's ETag carries this version: each change it shows must move it.
    const version = async () => functionsVersion(await requireWedding(t.db, 'd'));
    let last = await version();
    const moved = async (change: string) => {
      const now = await version();
      expect(now, change).not.toBe(last);
      last = now;
    };
    const guest = await addGuest(t.db, 'd', guestInput.parse({ fullName: 'Cached Guest', mealPreference: 'Vegan' }));
    const home = (await listHouseholds(t.db, 'd', deps)).households[0]!;
    await setInvites(t.db, 'd', wedding!.id, [home.id], true);
    const invitation = (await findInvitation(t.db, tokenOf(home.link)))!;
    const form = formAsShown(invitation, digestState);
    form.set(field.attending(`g-${guest.id}`, wedding!.id), 'y');
    form.set(field.meal(`g-${guest.id}`, wedding!.id), '');
    await saveReply(t.db, invitation, readReply(form, invitation, digestState).reply);
    await moved('a reply');
    const count = async () => (await functionsOverview(t.db, 'd')).functions[0]!.headcount;
    expect(await count()).toMatchObject({ attending: 1, children: 0, meals: { Vegan: 1 } });
    // The guest list changes the meal preference; the households panel marks a child.
    await updateGuest(t.db, 'd', guest.id, { mealPreference: 'Jain' });
    await moved('a meal preference');
    expect((await count()).meals).toMatchObject({ Vegan: 0, Jain: 1 });
    await setGuestChild(t.db, 'd', guest.id, true);
    await moved('a child');
    expect((await count()).children).toBe(1);
    // A shortlisted venue shows up among the choices; a function renamed shows its new name.
    const [venue] = await t.db.select().from(venues).limit(1);
    await t.db.insert(shortlists).values({ userId: 'd', itemType: 'venue', itemId: venue!.id });
    await moved('a venue shortlisted');
    expect((await functionsOverview(t.db, 'd')).venues.map((v) => v.id)).toEqual([venue!.id]);
    expect((await catererSheet(t.db, 'd', wedding!.id)).function.name).not.toBe('Pheras');
    await updateFunction(t.db, 'd', wedding!.id, fn({ name: 'Pheras' }));
    await moved('a function renamed');
    expect((await functionsOverview(t.db, 'd')).functions[0]!.name).toBe('Pheras');
    expect((await catererSheet(t.db, 'd', wedding!.id)).function.name).toBe('Pheras');
    // A change that moves nothing keeps the version.
    const [before] = await t.db.select({ v: weddingProfiles.rsvpVersion }).from(weddingProfiles).where(eq(weddingProfiles.userId, 'd'));
    await updateGuest(t.db, 'd', guest.id, { notes: 'Sits near the stage' });
    const [after] = await t.db.select({ v: weddingProfiles.rsvpVersion }).from(weddingProfiles).where(eq(weddingProfiles.userId, 'd'));
    expect(after!.v).toBe(before!.v);
    expect(await version()).toBe(last);
    await deleteGuests(t.db, 'd', [guest.id]);
    await moved('a guest deleted');
    expect(await count()).toMatchObject({ invited: 0, attending: 0 });
  });
});

describe('household allowance', () => {
  it('never drops below the people a household already holds', async () => {
    const home = await createHousehold(t.db, 'b', householdInput.parse({ name: 'Allowance family', allowance: 3 }));
    const [one, two] = await importGuests(t.db, 'b', [guestInput.parse({ fullName: 'Allowance One' }), guestInput.parse({ fullName: 'Allowance Two' })]);
    await moveGuests(t.db, 'b', [one!.id, two!.id], home.id);
    await expect(updateHousehold(t.db, 'b', home.id, householdInput.parse({ name: 'Allowance family', allowance: 1 }))).rejects.toThrow(
      'This household already has 2 people: People invited must be at least 2.',
    );
    await updateHousehold(t.db, 'b', home.id, householdInput.parse({ name: 'Allowance family', allowance: 2 }));
    await expect(updateHousehold(t.db, 'a', home.id, householdInput.parse({ name: 'Hijacked', allowance: 9 }))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('RSVP saves from several devices, and the form as shown', () => {
  let token: string;
  let first: { id: string };
  let second: { id: string };
  let meera: { id: string };
  let dev: { id: string };
  const load = async () => (await findInvitation(t.db, token))!;
  const asForm = (values: URLSearchParams) => {
    const data = new FormData();
    for (const [name, value] of values) data.append(name, value);
    return data;
  };
  const post = async (values: URLSearchParams, now: Date) => {
    const outcome = await postRsvp(t.db, token, asForm(values), '10.0.9.1', now);
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    return outcome;
  };
  const answersOf = async (guestId: string) => (await load()).people.find((p) => p.id === guestId)!.answers;

  beforeAll(async () => {
    await t.db.insert(users).values({ id: 'e', email: 'e@example.test', passwordHash: 'x' });
    await createWeddingProfile(t.db, 'e', weddingProfileCreateInput.parse({ userName: 'Esha', functions: ['Sangeet', 'Wedding'] }));
    const { functions } = await functionsOverview(t.db, 'e');
    first = functions[0]!;
    second = functions[1]!;
    meera = await addGuest(t.db, 'e', guestInput.parse({ fullName: 'Meera Rao', mealPreference: 'Vegan' }));
    dev = await addGuest(t.db, 'e', guestInput.parse({ fullName: 'Dev Rao' }));
    const home = await createHousehold(t.db, 'e', householdInput.parse({ name: 'Rao family', allowance: 2 }));
    await moveGuests(t.db, 'e', [meera.id, dev.id], home.id);
    await setInvites(t.db, 'e', first.id, [home.id], true);
    await setInvites(t.db, 'e', second.id, [home.id], true);
    token = tokenOf((await householdLink(t.db, 'e', home.id, deps)).link);
  });

  it('lets the later save of a person win, and tells the page it overwrote or left alone', async () => {
    const loaded = await load();
    const phoneA = formAsShown(loaded, digestState);
    const phoneB = formAsShown(loaded, digestState);
    const phoneC = formAsShown(loaded, digestState);
    const m = `g-${meera.id}`;
    phoneB.set(field.attending(m, first.id), 'y');
    phoneB.set(field.attending(m, second.id), 'y');
    const bSavedAt = new Date('2026-11-20T10:00:00Z');
    expect((await post(phoneB, bSavedAt)).to).not.toContain('r=');
    expect((await listGuests(t.db, 'e')).find((g) => g.id === meera.id)!.rsvp).toBe('confirmed');

    // Phone A still shows the page from before B's save: Meera not attending the Sangeet.
    phoneA.set(field.attending(m, first.id), 'n');
    const saved = await post(phoneA, new Date('2026-11-20T10:05:00Z'));
    expect(new URL(saved.to, 'https://mandap.example').searchParams.getAll('r')).toEqual([`${m}~${bSavedAt.getTime()}`]);
    expect(await answersOf(meera.id)).toEqual({ [first.id]: { attending: false, meal: null } });
    expect((await listGuests(t.db, 'e')).find((g) => g.id === meera.id)!.rsvp).toBe('awaiting');
    const page = await showRsvp(t.db, token, new URL(saved.to, 'https://mandap.example').searchParams);
    expect(page).toMatchObject({ kind: 'page', notice: rsvpMessages.saved, conflicts: [rsvpMessages.replaced({ name: 'Meera Rao', time: '15:30' })] });

    // Phone C, also loaded before both saves, answers only for Dev: Meera's newer answer stays.
    phoneC.set(field.attending(`g-${dev.id}`, first.id), 'n');
    const kept = await post(phoneC, new Date('2026-11-20T10:10:00Z'));
    expect(new URL(kept.to, 'https://mandap.example').searchParams.getAll('k')).toHaveLength(1);
    expect(await answersOf(meera.id)).toEqual({ [first.id]: { attending: false, meal: null } });
    expect(await answersOf(dev.id)).toEqual({ [first.id]: { attending: false, meal: null } });
  });

  it('stores the meal a form shows preselected when it is sent unchanged', async () => {
    let invitation = await load();
    const form = formAsShown(invitation, digestState);
    form.set(field.attending(`g-${meera.id}`, second.id), 'y');
    form.set(field.meal(`g-${meera.id}`, second.id), '');
    await post(form, new Date('2026-11-20T11:00:00Z'));
    expect((await answersOf(meera.id))[second.id]).toEqual({ attending: true, meal: null });

    invitation = await load();
    const unchanged = formAsShown(invitation, digestState);
    expect(unchanged.get(field.meal(`g-${meera.id}`, second.id))).toBe('Vegan');
    await post(unchanged, new Date('2026-11-20T11:05:00Z'));
    expect((await answersOf(meera.id))[second.id]).toEqual({ attending: true, meal: 'Vegan' });
    const sheet = (await functionsOverview(t.db, 'e')).functions.find((f) => f.id === second.id)!;
    expect(sheet.headcount.meals['Not specified']).toBe(0);
  });

  it('sets one meal for everyone attending a function', async () => {
    const form = formAsShown(await load(), digestState);
    for (const g of [meera, dev]) {
      form.set(field.attending(`g-${g.id}`, first.id), 'y');
      form.set(field.meal(`g-${g.id}`, first.id), 'Jain');
    }
    form.set(field.sameMeal(first.id), 'Vegetarian');
    await post(form, new Date('2026-11-20T12:00:00Z'));
    expect((await answersOf(meera.id))[first.id]).toEqual({ attending: true, meal: 'Vegetarian' });
    expect((await answersOf(dev.id))[first.id]).toEqual({ attending: true, meal: 'Vegetarian' });
  });

  it('redirects after a reply with problems and shows it again with each problem beside its field', async () => {
    const form = formAsShown(await load(), digestState);
    form.set(field.arrival, '2027-02-14');
    form.set(field.departure, '2027-02-12');
    form.set(field.meal(`g-${dev.id}`, second.id), 'Pizza');
    const outcome = await post(form, new Date('2026-11-20T13:00:00Z'));
    expect(outcome.to).toBe(`/rsvp/${token}?check=1`);
    expect(outcome.form).toBeTypeOf('string');
    const page = await showRsvp(t.db, token, new URLSearchParams('check=1'), new Date('2026-11-20T13:00:01Z'), outcome.form!);
    expect(page).toMatchObject({
      kind: 'page',
      status: 200,
      fieldErrors: { [field.meal(`g-${dev.id}`, second.id)]: rsvpMessages.meal, [field.departure]: rsvpMessages.departureBeforeArrival },
    });
    if (page.kind !== 'page') throw new Error('expected the page');
    expect(page.values.get(field.arrival)).toBe('2027-02-14');
    expect(page.values.get(field.departure)).toBe('2027-02-12');
    // Nothing was saved, and without the cookie the page shows what is stored.
    expect((await load()).accommodation.arrival).toBeNull();
    expect(await showRsvp(t.db, token, new URLSearchParams('check=1'))).toMatchObject({ kind: 'page', errors: [] });
  });
});

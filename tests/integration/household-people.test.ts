// Every person a household brings is a guest: named on the household form or on the RSVP
// page, each is one row of the guest list, and the Overview, the headcounts, the caterer sheet
// and the CSV count those same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { users, weddingProfiles } from '../../src/server/db/schema.ts';
import { listGuests } from '../../src/features/planning/guests/guests.server.ts';
import { guestsToCsv } from '../../src/features/planning/guests/guests-csv.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileCreateInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { catererSheet, functionsOverview } from '../../src/features/planning/functions/functions.server.ts';
import { createHousehold, updateHousehold } from '../../src/features/planning/households/households.server.ts';
import { listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { setInvites } from '../../src/features/planning/households/household-members.server.ts';
import { householdLink } from '../../src/features/planning/households/household-links.server.ts';
import { householdInput } from '../../src/features/planning/households/households.schema.ts';
import { findInvitation, digestState, saveReply } from '../../src/features/planning/rsvp/rsvp.server.ts';
import { formAsShown, readReply, field } from '../../src/features/planning/rsvp/rsvp.ts';
import { rsvpLinkKey } from '../../src/features/planning/households/rsvp-link.server.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';
import { ConflictError } from '../../src/server/errors.ts';
import { eq } from 'drizzle-orm';

let t: TestDb;
let profileId: string;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values({ id: 'u', email: 'u@example.test', passwordHash: 'x' });
  await createWeddingProfile(t.db, 'u', weddingProfileCreateInput.parse({ userName: 'Asha', partnerName: 'Rohan', functions: ['Sangeet', 'Wedding'] }));
  profileId = (await t.db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, 'u')))[0]!.id;
});
afterAll(() => t.cleanup());

const people = async (householdId: string) => (await listGuests(t.db, 'u')).filter((g) => g.household?.id === householdId).map((g) => g.fullName);

describe('household people', () => {
  it('the household form names its people: each is a guest of it, in the order given', async () => {
    const input = householdInput.parse({ name: 'Sharma family', phone: '98200 12345', allowance: 2, memberNames: ' Meera Sharma \n\nVikram   Sharma\nDadi\n' });
    expect(input.memberNames).toEqual(['Meera Sharma', 'Vikram Sharma', 'Dadi']);
    const { id } = await createHousehold(t.db, 'u', input);
    expect(await people(id)).toEqual(['Meera Sharma', 'Vikram Sharma', 'Dadi']);
    // Naming three people raises "People invited" to hold them.
    const deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
    const [listed] = (await listHouseholds(t.db, 'u', deps)).households.filter((h) => h.id === id);
    expect(listed).toMatchObject({ allowance: 3, members: [{ fullName: 'Meera Sharma' }, { fullName: 'Vikram Sharma' }, { fullName: 'Dadi' }] });

    // An edit adds the people it names; an edit refused for its allowance adds nobody.
    await updateHousehold(t.db, 'u', id, householdInput.parse({ name: 'Sharma family', allowance: 5, memberNames: 'Kabir Sharma' }));
    expect(await people(id)).toEqual(['Meera Sharma', 'Vikram Sharma', 'Dadi', 'Kabir Sharma']);
    await expect(
      updateHousehold(t.db, 'u', id, householdInput.parse({ name: 'Sharma family', allowance: 1, memberNames: 'Gatecrasher' })),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await people(id)).toEqual(['Meera Sharma', 'Vikram Sharma', 'Dadi', 'Kabir Sharma']);
    expect(() => householdInput.parse({ name: 'Big', allowance: 2, memberNames: Array.from({ length: 51 }, (_, k) => `P${k}`).join('\n') })).toThrow(
      'Name at most 50 people',
    );
  });

  it('a household answers through its link: its named people appear by name, and the people it adds join the guest list, Overview, headcounts, caterer sheet and CSV', async () => {
    const { id } = await createHousehold(t.db, 'u', householdInput.parse({ name: 'Rao family', phone: '98111 22222', allowance: 4, memberNames: 'Anil Rao' }));
    const { functions } = await functionsOverview(t.db, 'u');
    const wedding = functions.find((f) => f.name === 'Wedding')!;
    await setInvites(t.db, 'u', wedding.id, [id], true);
    const deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
    const token = new URL((await householdLink(t.db, 'u', id, deps)).link).pathname.split('/').pop()!;

    const invitation = (await findInvitation(t.db, token))!;
    // The member named on the form is on the page by name; three empty places remain.
    expect(invitation.people.map((p) => [p.kind, p.fullName])).toEqual([
      ['guest', 'Anil Rao'],
      ['new', ''],
      ['new', ''],
      ['new', ''],
    ]);
    const anil = invitation.people[0]!;
    const form = formAsShown(invitation, digestState);
    form.set(field.attending(anil.key, wedding.id), 'y');
    form.set(field.meal(anil.key, wedding.id), 'Jain');
    form.set(field.name('n-0'), 'Sunita Rao');
    form.set(field.attending('n-0', wedding.id), 'y');
    form.set(field.meal('n-0', wedding.id), 'Vegetarian');
    form.set(field.name('n-1'), 'Chotu Rao');
    form.set(field.child('n-1'), 'on');
    form.set(field.attending('n-1', wedding.id), 'y');
    const { reply, errors } = readReply(form, invitation, digestState);
    expect(errors).toEqual([]);
    expect(await saveReply(t.db, invitation, reply)).toEqual({ changed: true, extrasRefused: 0 });

    // One list: the people the family named are guests of the household.
    const list = await listGuests(t.db, 'u');
    const rao = list.filter((g) => g.household?.id === id);
    expect(rao.map((g) => [g.fullName, g.rsvp, g.mealPreference, g.isInvited])).toEqual([
      ['Anil Rao', 'confirmed', 'Jain', false],
      ['Sunita Rao', 'confirmed', 'Vegetarian', true],
      ['Chotu Rao', 'confirmed', null, true],
    ]);
    // On the page again they are the household's own people, by name.
    expect((await findInvitation(t.db, token))!.people.map((p) => [p.kind, p.fullName])).toEqual([
      ['guest', 'Anil Rao'],
      ['guest', 'Sunita Rao'],
      ['guest', 'Chotu Rao'],
      ['new', ''],
    ]);

    // Overview, headcount, caterer sheet and CSV count the same rows.
    const overview = await loadOverview(t.db, 'u', profileId);
    expect(overview.guests).toMatchObject({ total: list.length, confirmed: list.filter((g) => g.rsvp === 'confirmed').length, declined: 0, awaiting: 4 });
    expect(overview.guests).toEqual({
      total: 7,
      confirmed: 3,
      declined: 0,
      awaiting: 4,
      sides: { bride: { confirmed: 0, awaiting: 0 }, groom: { confirmed: 0, awaiting: 0 }, both: { confirmed: 3, awaiting: 4 } },
    });
    const headcount = (await functionsOverview(t.db, 'u')).functions.find((f) => f.id === wedding.id)!.headcount;
    expect(headcount).toMatchObject({ invited: 3, attending: 3, declined: 0, awaiting: 0, children: 1 });
    expect(headcount.meals).toEqual({ Vegetarian: 1, 'Non-vegetarian': 0, Vegan: 0, Jain: 1, 'Not specified': 1 });
    expect((await catererSheet(t.db, 'u', wedding.id)).headcount.attending).toBe(3);
    const csv = guestsToCsv(list);
    expect(csv).toContain('Sunita Rao,,,,Confirmed,Vegetarian,,,Yes');
    expect(csv).toContain('Chotu Rao,,,,Confirmed,,,,Yes');
  });
});

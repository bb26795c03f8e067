// Cross-user cases for functions, households and RSVP links: every action and private read,
// replayed by a second couple (with a wedding, functions and households of its own, so a
// refusal shows the owner check) and by a signed-out caller.
import { eq, inArray } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { functionInvites, guests, households, rsvpAnswers, rsvpExtras, weddingFunctions, weddingProfiles } from '../../../src/server/db/schema.ts';
import { givenWeddingProfile } from '../dashboard.helpers.ts';
import { callAction, type Actor, type CrossUserCase, type Replay } from './harness.ts';

const SECRET_FUNCTION = 'Secret Owner Sangeet';
const SECRET_HOUSEHOLD = 'Secret Owner Family';
const SECRET_GUEST = 'Secret Owner Relative';

async function json<T>(response: APIResponse): Promise<T> {
  // Actions answer in devalue's format: a flat array whose first item maps keys to indexes.
  const flat = (await response.json()) as unknown[];
  const root = flat[0] as Record<string, number>;
  return Object.fromEntries(Object.entries(root).map(([k, i]) => [k, flat[i]])) as T;
}

/** A wedding with a function, a household of two guests invited to it, and its link. */
async function wedding(actor: Actor, names: { fn: string; household: string; guest: string }) {
  const profile = await givenWeddingProfile(actor.user.id, { weddingDate: '2027-03-01' });
  const fn = await json<{ id: string }>(await callAction(actor, 'functions.add', { name: names.fn, date: '2027-02-28', dressCode: 'Private' }));
  const first = await json<{ id: string }>(await callAction(actor, 'guests.add', { fullName: names.guest, phone: '98200 00001' }));
  const second = await json<{ id: string }>(await callAction(actor, 'guests.add', { fullName: `${names.guest} Two` }));
  const home = await json<{ id: string }>(await callAction(actor, 'households.create', { name: names.household, phone: '98200 00002', allowance: 3 }));
  await callAction(actor, 'households.moveGuests', { guestIds: [first.id, second.id], householdId: home.id });
  await callAction(actor, 'households.setInvites', { functionId: fn.id, householdIds: [home.id], invited: true });
  await actor.request.get('/api/households');
  return { profile, functionId: fn.id, householdId: home.id, guestIds: [first.id, second.id] };
}

async function ownerWedding(owner: Actor) {
  const w = await wedding(owner, { fn: SECRET_FUNCTION, household: SECRET_HOUSEHOLD, guest: SECRET_GUEST });
  // A stay asked for, so the accommodation list has the owner's household to leak.
  await e2eDb().update(households).set({ needsAccommodation: true, arrivalDate: '2027-02-27' }).where(eq(households.id, w.householdId));
  const homes = async () =>
    (await e2eDb().select({ id: households.id }).from(households).where(eq(households.weddingProfileId, w.profile.id))).map((h) => h.id);
  const snapshot = async () => {
    const ids = await homes();
    const fns = await e2eDb().select().from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, w.profile.id)).orderBy(weddingFunctions.id);
    return {
      profile: await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.id, w.profile.id)),
      functions: fns,
      households: await e2eDb().select().from(households).where(eq(households.weddingProfileId, w.profile.id)).orderBy(households.id),
      guests: await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, w.profile.id)).orderBy(guests.id),
      invites: ids.length
        ? await e2eDb().select().from(functionInvites).where(inArray(functionInvites.householdId, ids)).orderBy(functionInvites.functionId)
        : [],
      extras: ids.length ? await e2eDb().select().from(rsvpExtras).where(inArray(rsvpExtras.householdId, ids)) : [],
      answers: fns.length
        ? await e2eDb()
            .select()
            .from(rsvpAnswers)
            .where(
              inArray(
                rsvpAnswers.functionId,
                fns.map((f) => f.id),
              ),
            )
        : [],
    };
  };
  const before = await snapshot();
  return { ...w, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

/** The intruder's own wedding, when the replay is by a second couple. */
const intruderWedding = (intruder?: Actor) =>
  intruder ? wedding(intruder, { fn: 'Intruder Mehendi', household: 'Intruder Family', guest: 'Intruder Guest' }) : Promise.resolve(null);

const action = (name: string, data: unknown, extra: Partial<Replay> = {}): Omit<Replay, 'verifyUnchanged'> => ({
  method: 'POST',
  url: `/_actions/${name}`,
  data,
  ...extra,
});

async function showsNothingOfTheOwner(response: APIResponse) {
  if (response.status() >= 300) return;
  const body = await response.text();
  for (const secret of [SECRET_FUNCTION, SECRET_HOUSEHOLD, SECRET_GUEST]) expect(body).not.toContain(secret);
}

type Setup = (owner: Awaited<ReturnType<typeof ownerWedding>>, mine: Awaited<ReturnType<typeof wedding>> | null) => Omit<Replay, 'verifyUnchanged'>;
const attempt = (name: string, replay: Setup): CrossUserCase => ({
  name,
  setup: async (owner, intruder) => {
    const theirs = await ownerWedding(owner);
    const mine = await intruderWedding(intruder);
    return { checkResponse: showsNothingOfTheOwner, ...replay(theirs, mine), verifyUnchanged: theirs.verifyUnchanged };
  },
});
const read = (
  name: string,
  url: (owner: Awaited<ReturnType<typeof ownerWedding>>) => string,
  anonymousGets: number[],
  intruderGets: Replay['intruderGets'] = [404],
) => attempt(name, (o) => ({ method: 'GET', url: url(o), intruderGets, anonymousGets }));

export const functionsCases: CrossUserCase[] = [
  attempt('functions.add adds only to the caller’s wedding', () => action('functions.add', { name: 'Intruder function' }, { intruderGets: 'own-data-only' })),
  attempt('functions.update of another couple’s function', (o) => action('functions.update', { id: o.functionId, name: 'Hijacked', date: '2030-01-01' })),
  attempt('functions.remove of another couple’s function', (o) => action('functions.remove', { id: o.functionId })),
  attempt('functions.reorder with another couple’s function', (o, mine) =>
    action('functions.reorder', { ids: mine ? [mine.functionId, o.functionId] : [o.functionId] }),
  ),
  attempt('functions.addDefaults adds only to the caller’s wedding', () =>
    action('functions.addDefaults', { names: ['Haldi'] }, { intruderGets: 'own-data-only' }),
  ),
  attempt('households.create creates only in the caller’s wedding', () =>
    action('households.create', { name: 'Intruder household', allowance: 2 }, { intruderGets: 'own-data-only' }),
  ),
  attempt('households.update of another couple’s household', (o) =>
    action('households.update', { id: o.householdId, name: 'Hijacked', phone: '', allowance: 50 }),
  ),
  attempt('households.remove of another couple’s household', (o) => action('households.remove', { id: o.householdId })),
  attempt('households.moveGuests of another couple’s guests into the caller’s household', (o, mine) =>
    action('households.moveGuests', { guestIds: o.guestIds, householdId: mine?.householdId ?? o.householdId }),
  ),
  attempt('households.moveGuests of another couple’s guests into households of their own', (o) =>
    action('households.moveGuests', { guestIds: o.guestIds, householdId: null }),
  ),
  attempt('households.moveGuests of the caller’s guests into another couple’s household', (o, mine) =>
    action('households.moveGuests', { guestIds: mine?.guestIds ?? o.guestIds, householdId: o.householdId }),
  ),
  attempt('households.merge of another couple’s household into the caller’s', (o, mine) =>
    action('households.merge', { targetId: mine?.householdId ?? o.householdId, sourceIds: [o.householdId] }),
  ),
  attempt('households.merge of the caller’s household into another couple’s', (o, mine) =>
    action('households.merge', { targetId: o.householdId, sourceIds: [mine?.householdId ?? o.householdId] }),
  ),
  attempt('households.setInvites of another couple’s households to the caller’s function', (o, mine) =>
    action('households.setInvites', { functionId: mine?.functionId ?? o.functionId, householdIds: [o.householdId], invited: false }),
  ),
  attempt('households.setInvites of the caller’s households to another couple’s function', (o, mine) =>
    action('households.setInvites', { functionId: o.functionId, householdIds: [mine?.householdId ?? o.householdId], invited: true }),
  ),
  attempt('households.setChild of another couple’s guest', (o) => action('households.setChild', { guestId: o.guestIds[0], isChild: true })),
  attempt('households.regenerateLink of another couple’s household', (o) => action('households.regenerateLink', { id: o.householdId })),
  attempt('households.markRepliesSeen marks only the caller’s replies', () => action('households.markRepliesSeen', {}, { intruderGets: 'own-data-only' })),
  read('GET /api/functions shows only the caller’s functions', () => '/api/functions', [401], 'own-data-only'),
  read('GET /api/households shows only the caller’s households', () => '/api/households', [401], 'own-data-only'),
  read('GET /api/households/links.csv lists only the caller’s links', () => '/api/households/links.csv', [401], 'own-data-only'),
  read('GET /api/households/accommodation.csv lists only the caller’s stays', () => '/api/households/accommodation.csv', [401], 'own-data-only'),
  read('GET a caterer sheet CSV of another couple’s function', (o) => `/api/functions/${o.functionId}/caterer.csv`, [401]),
  read('GET the calendar file of another couple’s function', (o) => `/api/functions/${o.functionId}/calendar.ics`, [401]),
  read('the calendar page shows only the caller’s functions and feed', () => '/dashboard/calendar', [302], [200]),
  read('GET the QR code of another couple’s household', (o) => `/api/households/${o.householdId}/qr.svg`, [401]),
  read('the caterer sheet page of another couple’s function', (o) => `/dashboard/functions/${o.functionId}/caterer`, [302]),
  read('the RSVP links page shows only the caller’s links', () => '/dashboard/rsvp-links', [302], [200]),
  read('the Functions tab shows only the caller’s functions', () => '/dashboard?tab=functions', [302], [200]),
];

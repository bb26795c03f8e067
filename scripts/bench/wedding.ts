// A wedding to measure the Functions tab, the caterer sheet and the RSVP page against: 1,000
// guests in 300 households over the five usual functions, with replies, extra guests and stays.
// Rows are written directly: the domain modules import Astro's action errors, which a
// plain Node script cannot load.
import type { Db } from '../../src/server/db/client.ts';
import { functionInvites, guests, households, rsvpAnswers, rsvpExtras, users, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { defaultFunctionsFor, DEFAULT_FUNCTION_NAMES } from '../../src/features/planning/wedding/functions.ts';
import { hashRsvpToken, newTokenNonce, rsvpLinkKey, rsvpToken } from '../../src/features/planning/households/rsvp-link.server.ts';
import { MEAL_OPTIONS } from '../../src/features/planning/wedding/functions.ts';
import { runBatch } from '../../src/server/db/batch.ts';
import { inserts } from '../seed/insert.ts';
import { demoPasswordHash } from '../seed/users.ts';

export const BENCH_WEDDING = { guests: 1000, households: 300 } as const;

export type BenchWedding = { cookie: string; functionId: string; catererPath: string; rsvpPath: string };

const id = () => crypto.randomUUID().replaceAll('-', '');

/** A household id with its link already made, as the dashboard would on first showing it. */
function link(key: Buffer) {
  const householdId = id();
  const tokenNonce = newTokenNonce();
  return { id: householdId, tokenNonce, tokenHash: hashRsvpToken(rsvpToken(key, householdId, tokenNonce)), tokenCreatedAt: new Date() };
}

export async function seedBenchWedding(db: Db): Promise<BenchWedding> {
  const [user] = await db
    .insert(users)
    .values({ email: `bench-wedding-${Date.now()}@example.test`, name: 'Bench Wedding', passwordHash: await demoPasswordHash(), emailVerified: true })
    .returning();
  const { token } = await createSession(db, user!.id);
  const [profile] = await db
    .insert(weddingProfiles)
    .values({ userId: user!.id, userName: 'Asha', partnerName: 'Rohan', weddingCity: 'Udaipur', weddingDate: '2027-02-14', rsvpDeadline: '2099-01-31' })
    .returning();
  const functions = await db
    .insert(weddingFunctions)
    .values(
      defaultFunctionsFor(profile!.weddingDate, DEFAULT_FUNCTION_NAMES).map((f, position) => ({
        weddingProfileId: profile!.id,
        ...f,
        position,
        startTime: '19:00',
        venueName: 'Lake Palace Lawns',
        address: 'Lake Pichola, Udaipur, Rajasthan',
        dressCode: 'Indian festive',
      })),
    )
    .returning();
  const key = await rsvpLinkKey(db, process.env.RSVP_LINK_SECRET);

  // 100 households of four and 200 of three: 1,000 guests.
  const homes = Array.from({ length: BENCH_WEDDING.households }, (_, k) => ({
    ...link(key),
    weddingProfileId: profile!.id,
    name: `${['Sharma', 'Iyer', 'Khan', 'Patel', 'Reddy', 'Das', 'Singh', 'Menon'][k % 8]} family ${k + 1}`,
    phone: k % 3 === 2 ? null : `98${String(20000000 + k).padStart(8, '0')}`,
    allowance: (k < 100 ? 4 : 3) + (k % 6 === 0 ? 1 : 0),
    needsAccommodation: k % 5 === 0 ? true : null,
    arrivalDate: k % 5 === 0 ? '2027-02-12' : null,
    departureDate: k % 5 === 0 ? '2027-02-15' : null,
    repliedAt: k % 10 < 7 ? new Date() : null,
  }));
  const members = homes.flatMap((home, k) =>
    Array.from({ length: k < 100 ? 4 : 3 }, (_, m) => ({
      id: id(),
      weddingProfileId: profile!.id,
      householdId: home.id,
      fullName: `Guest ${k + 1}.${m + 1}`,
      mealPreference: MEAL_OPTIONS[(k + m) % MEAL_OPTIONS.length]!,
      isChild: m === 3,
      isInvited: true,
    })),
  );
  const extras = homes.filter((_, k) => k % 6 === 0).map((home) => ({ id: id(), householdId: home.id, fullName: `Plus one of ${home.name}` }));
  // Everyone to the wedding and the reception, two households in three to the sangeet, one in three to haldi and mehendi.
  const invites = homes.flatMap((home, k) =>
    functions.filter((_, f) => f >= 3 || (f === 2 ? k % 3 !== 2 : k % 3 === 0)).map((f) => ({ functionId: f.id, householdId: home.id })),
  );
  const invited = new Map<string, string[]>();
  for (const i of invites) invited.set(i.householdId, [...(invited.get(i.householdId) ?? []), i.functionId]);
  const answers = [
    ...members.flatMap((g, n) =>
      homes.findIndex((h) => h.id === g.householdId) % 10 < 7
        ? invited
            .get(g.householdId)!
            .map((functionId, f) => ({ id: id(), functionId, guestId: g.id, attending: (n + f) % 7 !== 0, meal: (n + f) % 7 !== 0 ? g.mealPreference : null }))
        : [],
    ),
    ...extras.flatMap((x) =>
      invited.get(x.householdId)!.map((functionId) => ({ id: id(), functionId, extraId: x.id, attending: true, meal: 'Vegetarian' as const })),
    ),
  ];
  await runBatch(db, [
    ...inserts(db, households, homes),
    ...inserts(db, guests, members),
    ...inserts(db, rsvpExtras, extras),
    ...inserts(db, functionInvites, invites),
    ...inserts(db, rsvpAnswers, answers),
  ]);
  // The first household: four guests and an extra, invited to every function, the largest RSVP page.
  const largest = homes[0]!;
  const wedding = functions.find((f) => f.name === 'Wedding')!;
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    functionId: wedding.id,
    catererPath: `/dashboard/functions/${wedding.id}/caterer`,
    rsvpPath: `/rsvp/${rsvpToken(key, largest.id, largest.tokenNonce)}`,
  };
}

// Hostile and random input at every function, household and RSVP action, and at the RSVP
// page's form: never a 5xx.
import { test, expect, createUser } from './fixtures.ts';
import { actorRequest } from './cross-user/harness.ts';
import { givenWeddingProfile } from './dashboard.helpers.ts';

const actionsUnderTest = [
  'functions.add',
  'functions.update',
  'functions.remove',
  'functions.reorder',
  'functions.addDefaults',
  'households.create',
  'households.update',
  'households.remove',
  'households.moveGuests',
  'households.merge',
  'households.setInvites',
  'households.setChild',
  'households.regenerateLink',
  'households.markRepliesSeen',
];

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude00',
  [],
  {},
  { $gt: '' },
  ['a', 1],
  '2024-13-45',
  '25:99',
  ['x'.repeat(100)],
  Array.from({ length: 6000 }, (_, k) => `id${k}`),
];

function randomPayload(seed: number): Record<string, unknown> {
  const keys = [
    'id',
    'ids',
    'names',
    'name',
    'date',
    'startTime',
    'venueId',
    'venueName',
    'address',
    'dressCode',
    'phone',
    'allowance',
    'guestIds',
    'householdId',
    'targetId',
    'sourceIds',
    'functionId',
    'householdIds',
    'invited',
    'guestId',
    'isChild',
  ];
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    if ((seed + i) % 3 !== 0) out[key] = hostileValues[(seed * 7 + i * 3) % hostileValues.length];
  });
  return out;
}

test('no function, household or RSVP answer to hostile input is a 5xx', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const couple = await createUser({ name: 'Fuzz Couple' });
  await givenWeddingProfile(couple.id, { weddingDate: '2027-02-14' });
  const signedIn = await actorRequest(couple);
  const anonymous = await actorRequest(null);
  try {
    expect((await signedIn.post('/_actions/functions.add', { data: { name: 'Fuzz Sangeet' } })).status()).toBe(200);
    expect((await signedIn.post('/_actions/guests.add', { data: { fullName: 'Fuzz Guest' } })).status()).toBe(200);
    for (const name of actionsUnderTest) {
      for (let seed = 0; seed < 6; seed++) {
        for (const request of [signedIn, anonymous]) {
          const response = await request.post(`/_actions/${name}`, { data: randomPayload(seed) });
          expect(response.status(), `${name} seed ${seed}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(500);
        }
      }
      const broken = await signedIn.post(`/_actions/${name}`, { data: 'not json', headers: { 'Content-Type': 'application/json' } });
      expect(broken.status(), `${name} with a broken body`).toBeLessThan(500);
    }

    const households = (await (await signedIn.get('/api/households')).json()) as { households: { link: string }[] };
    const path = new URL(households.households[0]!.link).pathname;
    for (let seed = 0; seed < 12; seed++) {
      const form: Record<string, string> = {};
      randomKeys(seed).forEach((key, i) => (form[key] = String(hostileValues[(seed * 5 + i) % hostileValues.length])));
      const response = await anonymous.post(path, { form, headers: { Origin: baseURL! } });
      expect(response.status(), `RSVP form seed ${seed}`).toBeLessThan(500);
    }
    const garbage = await anonymous.post(path, { data: '\u0000%%%=&&==', headers: { Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(garbage.status()).toBeLessThan(500);
  } finally {
    await Promise.all([signedIn.dispose(), anonymous.dispose()]);
  }
});

function randomKeys(seed: number): string[] {
  const hex = (n: number) => (n * 2654435761).toString(16).padStart(8, '0').repeat(4).slice(0, 32);
  return [
    'acc',
    'arr',
    'dep',
    'o.acc',
    `a.g-${hex(seed)}.${hex(seed + 1)}`,
    `m.n-${seed % 7}.${hex(seed)}`,
    `n.n-${seed % 99}`,
    `c.x-${hex(seed + 2)}`,
    `o.g-${hex(seed)}`,
    'x'.repeat(seed * 50),
  ];
}

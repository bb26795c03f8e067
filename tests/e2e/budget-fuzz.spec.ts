// Hostile and random input at every budget action: never a 5xx, and nothing stored from it.
import { eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from './fixtures.ts';
import { actorRequest } from './cross-user/harness.ts';
import { givenWeddingProfile } from './dashboard.helpers.ts';
import { budgetItems, budgetLines } from '../../src/server/db/schema.ts';

const actionsUnderTest = ['budget.savePlan', 'budget.usePlan', 'budget.addItem', 'budget.updateItem', 'budget.removeItem', 'budget.markPaid'];

const hostileValues: unknown[] = [
  null,
  true,
  -1,
  0.5,
  1e308,
  10_000_000_001,
  '-0',
  '1e5',
  '١٢٣',
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '<img src=x onerror=alert(1)>',
  '\u0000\u202e\ud83d\ude00',
  [],
  {},
  { $gt: '' },
  ['a', 1],
  '2024-13-45',
  'venue-abc',
  'vendor-99999999999999',
];

function randomPayload(seed: number): Record<string, unknown> {
  const keys = [
    'id',
    'category',
    'what',
    'functionId',
    'business',
    'businessName',
    'quoted',
    'paid',
    'dueDate',
    'note',
    'total',
    'season',
    'venue',
    'photography',
    'decoration',
    'makeup',
    'music',
    'invitations',
    'transportation',
    'miscellaneous',
  ];
  const out: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    if ((seed + i) % 3 !== 0) out[key] = hostileValues[(seed * 7 + i * 3) % hostileValues.length];
  });
  return out;
}

test('no budget action answers hostile input with a 5xx or stores it', async () => {
  test.setTimeout(180_000);
  const couple = await createUser({ name: 'Fuzz Budget Couple' });
  const profile = await givenWeddingProfile(couple.id, { budget: 500_000 });
  const signedIn = await actorRequest(couple);
  const anonymous = await actorRequest(null);
  try {
    for (const name of actionsUnderTest) {
      for (let seed = 0; seed < 8; seed++) {
        for (const request of [signedIn, anonymous]) {
          const response = await request.post(`/_actions/${name}`, { data: randomPayload(seed) });
          expect(response.status(), `${name} seed ${seed}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(500);
          expect(response.status(), `${name} seed ${seed} was accepted`).toBeGreaterThanOrEqual(400);
        }
      }
      const broken = await signedIn.post(`/_actions/${name}`, { data: 'not json', headers: { 'Content-Type': 'application/json' } });
      expect(broken.status(), `${name} with a broken body`).toBeLessThan(500);
    }
    expect(await e2eDb().select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profile.id))).toEqual([]);
    expect(await e2eDb().select().from(budgetLines).where(eq(budgetLines.weddingProfileId, profile.id))).toEqual([]);
  } finally {
    await Promise.all([signedIn.dispose(), anonymous.dispose()]);
  }
});

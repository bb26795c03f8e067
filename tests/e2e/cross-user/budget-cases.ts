// Cross-user cases for the budget tracker: every action and private read, replayed by a second
// couple (with a wedding, a function and an expense of its own, so a refusal shows the owner
// check) and by a signed-out caller.
import { eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { budgetItems, budgetLines, weddingFunctions, weddingProfiles } from '../../../src/server/db/schema.ts';
import { givenWeddingProfile } from '../dashboard.helpers.ts';
import type { Actor, CrossUserCase, Replay } from './harness.ts';

const SECRET_ITEM = 'Secret Owner Caterer';
const SECRET_NOTE = 'Secret owner note';

/** A wedding with a saved plan, a function and one expense due soon, shared unless a side pays it. */
async function wedding(actor: Actor, what: string, note: string, paidBy: 'shared' | 'groom' = 'shared') {
  const profile = await givenWeddingProfile(actor.user.id, { budget: 1_000_000 });
  const [fn] = await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile.id, name: 'Sangeet' }).returning();
  await e2eDb().insert(budgetLines).values({ weddingProfileId: profile.id, category: 'venue', planned: 400_000 });
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const [item] = await e2eDb()
    .insert(budgetItems)
    .values({ weddingProfileId: profile.id, category: 'venue', what, functionId: fn!.id, quoted: 200_000, paid: 50_000, dueDate: due, note, paidBy })
    .returning();
  return { profileId: profile.id, functionId: fn!.id, itemId: item!.id };
}

async function ownerWedding(owner: Actor, paidBy: 'shared' | 'groom' = 'shared') {
  const w = await wedding(owner, SECRET_ITEM, SECRET_NOTE, paidBy);
  const snapshot = async () => ({
    profile: await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.id, w.profileId)),
    lines: await e2eDb().select().from(budgetLines).where(eq(budgetLines.weddingProfileId, w.profileId)).orderBy(budgetLines.category),
    items: await e2eDb().select().from(budgetItems).where(eq(budgetItems.weddingProfileId, w.profileId)).orderBy(budgetItems.id),
  });
  const before = await snapshot();
  return { ...w, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

async function showsNothingOfTheOwner(response: APIResponse) {
  if (response.status() >= 300) return;
  const body = await response.text();
  for (const secret of [SECRET_ITEM, SECRET_NOTE]) expect(body).not.toContain(secret);
}

type Owner = Awaited<ReturnType<typeof ownerWedding>>;
type Mine = Awaited<ReturnType<typeof wedding>> | null;
const action = (name: string, data: unknown, extra: Partial<Replay> = {}): Omit<Replay, 'verifyUnchanged'> => ({
  method: 'POST',
  url: `/_actions/${name}`,
  data,
  ...extra,
});

const attempt = (name: string, replay: (owner: Owner, mine: Mine) => Omit<Replay, 'verifyUnchanged'>): CrossUserCase => ({
  name,
  setup: async (owner, intruder) => {
    const theirs = await ownerWedding(owner);
    const mine = intruder ? await wedding(intruder, 'Intruder Decor', 'Intruder note') : null;
    return { checkResponse: showsNothingOfTheOwner, ...replay(theirs, mine), verifyUnchanged: theirs.verifyUnchanged };
  },
});

const item = (values: Record<string, unknown> = {}) => ({ category: 'venue', what: 'Hijacked', quoted: '1', paid: '0', ...values });
const plan = { venue: '1', photography: '1', decoration: '1', makeup: '1', music: '1', invitations: '1', transportation: '1', miscellaneous: '1' };

export const budgetCases: CrossUserCase[] = [
  attempt('budget.savePlan sets only the caller’s plan', () => action('budget.savePlan', plan, { intruderGets: 'own-data-only' })),
  attempt('budget.usePlan sets only the caller’s plan', () => action('budget.usePlan', { total: 500_000, season: 'peak' }, { intruderGets: 'own-data-only' })),
  attempt('budget.addItem adds only to the caller’s budget', () => action('budget.addItem', item(), { intruderGets: 'own-data-only' })),
  attempt('budget.addItem with another couple’s function', (o) => action('budget.addItem', item({ functionId: o.functionId }))),
  attempt('budget.updateItem of another couple’s expense', (o) => action('budget.updateItem', item({ id: o.itemId }))),
  attempt('budget.updateItem of the caller’s expense onto another couple’s function', (o, mine) =>
    action('budget.updateItem', item({ id: mine?.itemId ?? o.itemId, functionId: o.functionId })),
  ),
  attempt('budget.removeItem of another couple’s expense', (o) => action('budget.removeItem', { id: o.itemId })),
  attempt('budget.markPaid of another couple’s expense', (o) => action('budget.markPaid', { id: o.itemId })),
  attempt('GET /api/budget shows only the caller’s budget', () => ({ method: 'GET', url: '/api/budget', intruderGets: 'own-data-only', anonymousGets: [401] })),
  attempt('GET /api/budget/payments-due shows only the caller’s payments', () => ({
    method: 'GET',
    url: '/api/budget/payments-due',
    intruderGets: 'own-data-only',
    anonymousGets: [401],
  })),
  attempt('GET /api/budget/export.csv exports only the caller’s budget', () => ({
    method: 'GET',
    url: '/api/budget/export.csv',
    intruderGets: 'own-data-only',
    anonymousGets: [401],
  })),
  {
    // The owner's expense is the groom's side's alone, the caller's shared: the caller's groom's side quotes half.
    name: 'GET /api/budget/sides shows only the caller’s figures',
    setup: async (owner, intruder) => {
      const theirs = await ownerWedding(owner, 'groom');
      if (intruder) await wedding(intruder, 'Intruder Decor', 'Intruder note');
      return {
        method: 'GET',
        url: '/api/budget/sides?side=groom',
        intruderGets: 'own-data-only',
        anonymousGets: [401],
        checkResponse: async (response) => {
          if (response.status() < 300) expect(await response.json()).toMatchObject({ side: 'groom', quoted: 100_000 });
        },
        verifyUnchanged: theirs.verifyUnchanged,
      };
    },
  },
  attempt('the Budget tab shows only the caller’s budget', () => ({ method: 'GET', url: '/dashboard?tab=budget', intruderGets: [200], anonymousGets: [302] })),
];

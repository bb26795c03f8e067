// Limits counted inside the write: parallel adds never pass them (a read before the insert would
// let every writer see room and all insert). Each case starts a few short of its limit and sends
// more adds at once than there is room for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { checklistCustomItems, messages, planningTasks, quotes, users, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { ConflictError } from '../../src/server/errors.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { CUSTOM_ITEMS_PER_PHASE_MAX } from '../../src/features/planning/checklist/checklist.ts';
import { addCustomItem } from '../../src/features/planning/checklist/checklist.server.ts';
import { addPlanningTask, CUSTOM_TASKS_MAX } from '../../src/features/planning/wedding/wedding.server.ts';
import { addDefaultFunctions } from '../../src/features/planning/functions/functions.server.ts';
import { FUNCTION_LIMITS } from '../../src/features/planning/wedding/functions.ts';
import { replyToConversation, sendEnquiries } from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { sendEnquiryInput } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { sendQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import { ENQUIRY_LIMITS } from '../../src/features/marketplace/enquiries/enquiry-text.ts';

let t: TestDb;
let venueIds: number[];
let n = 0;
const nextYear = `${new Date().getUTCFullYear() + 1}-03-14`;

async function user(role: 'customer' | 'vendor' = 'customer') {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ email: `limits${n}@example.test`, passwordHash: 'x', name: `Couple ${n}`, role, emailVerified: true })
    .returning();
  return row!;
}

async function wedding() {
  const u = await user();
  const [profile] = await t.db.insert(weddingProfiles).values({ userId: u.id, userName: u.name, weddingDate: nextYear }).returning();
  return { userId: u.id, profileId: profile!.id };
}

/** Runs `count` adds at once; the refusals must all be the limit's ConflictError. */
async function inParallel(times: number, add: (k: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: times }, (_, k) => add(k)));
  for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
  return results.filter((r) => r.status === 'fulfilled').length;
}

const deps = () => ({ db: t.db, sendMail: async () => {}, origin: 'https://mandap.example' });

/** A couple's enquiry at one of the catalogue's venues, owned by a new business. */
async function conversation(venue: number) {
  const couple = await user();
  const business = await user('vendor');
  await t.db.update(venues).set({ ownerUserId: business.id }).where(eq(venues.id, venueIds[venue]!));
  const {
    listingKind: _k,
    listingId: _i,
    ...request
  } = sendEnquiryInput.parse({
    listingKind: 'venue',
    listingId: venueIds[venue],
    functions: ['wedding'],
    eventDate: nextYear,
    guestCount: 200,
    budget: '',
    message: 'Free in March?',
  });
  const { conversationIds } = await sendEnquiries(deps(), couple.id, [{ kind: 'venue', id: venueIds[venue]! }], request);
  return { couple, business, conversationId: conversationIds[0]! };
}

beforeAll(async () => {
  t = await createTestDb();
  venueIds = (await insertCatalogue(t.db, { venuesPerCity: 2, vendorsPerPair: 1 })).venues.map((v) => v.id);
});
afterAll(() => t.cleanup());

describe('limits counted inside the write', () => {
  it('checklist custom items of a couple without a wedding profile', async () => {
    const u = await user();
    const phaseId = checklistPhases[0]!.id;
    const start = CUSTOM_ITEMS_PER_PHASE_MAX - 5;
    await t.db.insert(checklistCustomItems).values(Array.from({ length: start }, (_, k) => ({ userId: u.id, phaseId, title: `Item ${k}`, description: '' })));
    expect(await inParallel(30, (k) => addCustomItem(t.db, u.id, { phaseId, title: `Parallel ${k}`, description: '' }))).toBe(5);
    const [row] = await t.db.select({ n: count() }).from(checklistCustomItems).where(eq(checklistCustomItems.userId, u.id));
    expect(row!.n).toBe(CUSTOM_ITEMS_PER_PHASE_MAX);
  });

  it('a couple’s own planning tasks', async () => {
    const w = await wedding();
    const start = CUSTOM_TASKS_MAX - 5;
    await t.db
      .insert(planningTasks)
      .values(Array.from({ length: start }, (_, k) => ({ weddingProfileId: w.profileId, taskName: `Task ${k}`, isCustom: true, position: 100 + k })));
    expect(await inParallel(30, (k) => addPlanningTask(t.db, w.userId, { taskName: `Parallel ${k}`, description: null, dueDate: null, phaseId: null }))).toBe(
      5,
    );
    const [row] = await t.db.select({ n: count() }).from(planningTasks).where(eq(planningTasks.weddingProfileId, w.profileId));
    expect(row!.n).toBe(CUSTOM_TASKS_MAX);
  });

  it('the usual functions added to a wedding, all or none', async () => {
    const w = await wedding();
    const start = FUNCTION_LIMITS.perWedding - 5;
    await t.db
      .insert(weddingFunctions)
      .values(Array.from({ length: start }, (_, k) => ({ weddingProfileId: w.profileId, name: `Function ${k}`, position: k })));
    // Two functions each: two of the ten calls fit, a third would pass the limit.
    expect(await inParallel(10, () => addDefaultFunctions(t.db, w.userId, ['Haldi', 'Mehendi']))).toBe(2);
    const rows = await t.db.select({ position: weddingFunctions.position }).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, w.profileId));
    expect(rows).toHaveLength(FUNCTION_LIMITS.perWedding - 1);
  });

  it('quotes in one conversation', async () => {
    const { business, conversationId } = await conversation(0);
    const start = ENQUIRY_LIMITS.quotesPerConversation - 3;
    await t.db.insert(quotes).values(
      Array.from({ length: start }, () => ({
        conversationId,
        amount: 1000,
        includes: 'Lawn',
        functions: ['wedding'],
        validUntil: nextYear,
      })),
    );
    const quote = { conversationId, amount: 5_00_000, includes: 'Lawn', validUntil: nextYear, functions: ['wedding'] as ['wedding'] };
    await inParallel(12, () => sendQuote(deps(), business.id, quote));
    const [row] = await t.db.select({ n: count() }).from(quotes).where(eq(quotes.conversationId, conversationId));
    expect(row!.n).toBe(ENQUIRY_LIMITS.quotesPerConversation);
  });

  it('messages in one conversation', async () => {
    const { couple, conversationId } = await conversation(1);
    const [{ n: start }] = (await t.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId))) as [{ n: number }];
    const fill = ENQUIRY_LIMITS.messagesPerConversation - 4 - start;
    await t.db.insert(messages).values(Array.from({ length: fill }, (_, k) => ({ conversationId, authorSide: 'business' as const, body: `Note ${k}` })));
    await inParallel(15, (k) => replyToConversation(deps(), couple.id, conversationId, `Parallel ${k}`));
    const [row] = await t.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId));
    expect(row!.n).toBe(ENQUIRY_LIMITS.messagesPerConversation);
  });
});

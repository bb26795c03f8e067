// Private answers carry a weak ETag of the signed-in user and the version of what they show
// (server/caching.ts), and a request naming it is answered 304 without a body. A browser keeps
// one copy per address, whoever was signed in: a copy made for one user must never be confirmed
// for another, nor for nobody, nor once what it shows has changed.
import { desc, eq, isNull } from 'drizzle-orm';
import type { APIResponse } from '@playwright/test';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { conversations, households, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { requireWedding } from '../../src/features/planning/households/households.server.ts';
import { functionsVersion } from '../../src/features/planning/functions/functions.server.ts';
import { inboxVersion } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { visitor, type Visitor } from './helpers.ts';

/** A couple with one function; every couple here has the same names, so only the user tells their versions apart. */
async function coupleWithFunction(name: string) {
  const couple = await createUser();
  const [profile] = await e2eDb().insert(weddingProfiles).values({ userId: couple.id, userName: 'Asha', partnerName: 'Rohan' }).returning();
  const [fn] = await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile!.id, name, date: '2031-02-14', position: 0 }).returning();
  return { couple, profileId: profile!.id, functionId: fn!.id };
}

const get = (v: Visitor, path: string, etag?: string) => v.request.get(path, etag ? { headers: { 'If-None-Match': etag } } : {});

function expectPrivate(response: APIResponse) {
  const headers = response.headers();
  expect(headers['cache-control']).toBe('private, no-cache');
  expect(headers.vary).toMatch(/\bCookie\b/);
  expect(headers.etag).toMatch(/^W\/"[\w-]+"$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
}

async function expectNotModified(response: APIResponse, etag: string) {
  expect(response.status()).toBe(304);
  expect((await response.body()).length).toBe(0);
  expect(response.headers().etag).toBe(etag);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
}

const functionNames = async (response: APIResponse) => ((await response.json()) as { functions: { name: string }[] }).functions.map((f) => f.name);

test("a couple's Functions tab: 304 for the same couple unchanged, 200 with their own data for another couple holding its tag, 401 signed out", async () => {
  const a = await coupleWithFunction('Sangeet of A');
  const b = await coupleWithFunction('Mehendi of B');
  // Same names, same number of changes: the two versions are equal, so only the user id keeps the tags apart.
  const versionOf = async (userId: string) => functionsVersion(await requireWedding(e2eDb(), userId));
  expect(await versionOf(a.couple.id)).toBe(await versionOf(b.couple.id));

  const [asA, asB, signedOut] = [await visitor(a.couple), await visitor(b.couple), await visitor()];
  try {
    const first = await get(asA, '/api/functions');
    expect(first.status()).toBe(200);
    expectPrivate(first);
    expect(await functionNames(first)).toEqual(['Sangeet of A']);
    const etagA = first.headers().etag!;

    await expectNotModified(await get(asA, '/api/functions', etagA), etagA);

    // The same browser, now signed in as B, still holds A's copy and sends its tag.
    const asBWithA = await get(asB, '/api/functions', etagA);
    expect(asBWithA.status()).toBe(200);
    expect(await functionNames(asBWithA)).toEqual(['Mehendi of B']);
    expect(asBWithA.headers().etag).not.toBe(etagA);
    await expectNotModified(await get(asB, '/api/functions', asBWithA.headers().etag), asBWithA.headers().etag!);

    // Signed out (or with a forged cookie), A's tag confirms nothing.
    expect((await get(signedOut, '/api/functions', etagA)).status()).toBe(401);
    const forged = await signedOut.request.get('/api/functions', { headers: { 'If-None-Match': etagA, Cookie: 'mandap_session=not-a-real-token' } });
    expect(forged.status()).toBe(401);

    // A change straight in the database (as another process would make it): A's old tag gets the new answer.
    await e2eDb().update(weddingFunctions).set({ name: 'Sangeet, renamed' }).where(eq(weddingFunctions.id, a.functionId));
    const changed = await get(asA, '/api/functions', etagA);
    expect(changed.status()).toBe(200);
    expect(await functionNames(changed)).toEqual(['Sangeet, renamed']);
    expect(changed.headers().etag).not.toBe(etagA);
  } finally {
    await Promise.all([asA, asB, signedOut].map((v) => v.request.dispose()));
  }
});

test('the caterer sheet page and CSV: 304 unchanged, 404 for another couple even with the right tag, the new sheet after a change', async () => {
  const a = await coupleWithFunction('Wedding of A');
  const b = await coupleWithFunction('Wedding of B');
  const [asA, asB] = [await visitor(a.couple), await visitor(b.couple)];
  try {
    for (const path of [`/dashboard/functions/${a.functionId}/caterer`, `/api/functions/${a.functionId}/caterer.csv`]) {
      const first = await get(asA, path);
      expect(first.status(), path).toBe(200);
      expectPrivate(first);
      expect(await first.text()).toContain('Wedding of A');
      const etag = first.headers().etag!;
      await expectNotModified(await get(asA, path, etag), etag);

      // B asking for A's sheet with A's tag: the sheet is read first, and it is not B's.
      const other = await get(asB, path, etag);
      expect(other.status(), path).toBe(404);
      expect(await other.text()).not.toContain('Wedding of A');
      // B's own sheet with A's tag (the same version): B's sheet.
      const own = await get(asB, path.replace(a.functionId, b.functionId), etag);
      expect(own.status(), path).toBe(200);
      expect(await own.text()).toContain('Wedding of B');

      await e2eDb()
        .update(weddingFunctions)
        .set({ name: `Pheras of A ${path.length}` })
        .where(eq(weddingFunctions.id, a.functionId));
      const changed = await get(asA, path, etag);
      expect(changed.status(), path).toBe(200);
      expect(await changed.text()).toContain(`Pheras of A ${path.length}`);
      await e2eDb().update(weddingFunctions).set({ name: 'Wedding of A' }).where(eq(weddingFunctions.id, a.functionId));
    }
  } finally {
    await Promise.all([asA, asB].map((v) => v.request.dispose()));
  }
});

test("the households list: another couple holding one couple's tag gets its own households", async () => {
  const a = await coupleWithFunction('Sangeet');
  const b = await coupleWithFunction('Sangeet');
  const [asA, asB, signedOut] = [await visitor(a.couple), await visitor(b.couple), await visitor()];
  try {
    await e2eDb()
      .insert(households)
      .values([
        { weddingProfileId: a.profileId, name: 'Sharma family' },
        { weddingProfileId: b.profileId, name: 'Iyer family' },
      ]);
    const names = async (response: APIResponse) => ((await response.json()) as { households: { name: string }[] }).households.map((h) => h.name);
    // The first read gives each household its RSVP link (a change of its own); the second is the list as it stays.
    await get(asA, '/api/households');
    const first = await get(asA, '/api/households');
    expect(first.status()).toBe(200);
    expectPrivate(first);
    expect(await names(first)).toEqual(['Sharma family']);
    const etagA = first.headers().etag!;
    await expectNotModified(await get(asA, '/api/households', etagA), etagA);

    const asBWithA = await get(asB, '/api/households', etagA);
    expect(asBWithA.status()).toBe(200);
    expect(asBWithA.headers().etag).not.toBe(etagA);
    expect(await names(asBWithA)).toEqual(['Iyer family']);
    expect((await get(signedOut, '/api/households', etagA)).status()).toBe(401);

    await e2eDb().update(households).set({ name: 'The Sharmas' }).where(eq(households.weddingProfileId, a.profileId));
    const changed = await get(asA, '/api/households', etagA);
    expect(changed.status()).toBe(200);
    expect(await names(changed)).toEqual(['The Sharmas']);
  } finally {
    await Promise.all([asA, asB, signedOut].map((v) => v.request.dispose()));
  }
});

test("a business's inbox: 304 unchanged, the new enquiry after one arrives, and nothing of it for another business with its tag", async () => {
  const [owner, other, couple] = [await createUser({ role: 'vendor' }), await createUser({ role: 'vendor' }), await createUser()];
  const [venue] = await e2eDb().select({ id: venues.id }).from(venues).where(isNull(venues.ownerUserId)).orderBy(desc(venues.id)).limit(1);
  await e2eDb().update(venues).set({ ownerUserId: owner.id }).where(eq(venues.id, venue!.id));
  const enquiry = (id: string, coupleName: string) => ({
    id,
    coupleUserId: couple.id,
    listingKind: 'venue' as const,
    listingId: venue!.id,
    businessUserId: owner.id,
    coupleName,
    functions: ['wedding'],
    eventMonth: '2031-02',
    guestCount: 200,
    lastMessage: 'Is 14 February free?',
    lastActivityAt: new Date(),
  });
  const [asOwner, asOther] = [await visitor(owner), await visitor(other)];
  const couples = async (response: APIResponse) => ((await response.json()) as { items: { coupleName: string }[] }).items.map((c) => c.coupleName).sort();
  try {
    await e2eDb()
      .insert(conversations)
      .values(enquiry(`etag-${owner.id}-1`, 'Meera & Kabir'));
    const first = await get(asOwner, '/api/enquiries/inbox');
    expect(first.status()).toBe(200);
    expectPrivate(first);
    expect(await couples(first)).toEqual(['Meera & Kabir']);
    const etag = first.headers().etag!;
    await expectNotModified(await get(asOwner, '/api/enquiries/inbox', etag), etag);

    const otherWithOwners = await get(asOther, '/api/enquiries/inbox', etag);
    expect(otherWithOwners.status()).toBe(200);
    expect(await couples(otherWithOwners)).toEqual([]);

    await e2eDb()
      .insert(conversations)
      .values(enquiry(`etag-${owner.id}-2`, 'Priya & Dev'));
    expect(await inboxVersion(e2eDb(), owner.id)).not.toBe('0');
    const changed = await get(asOwner, '/api/enquiries/inbox', etag);
    expect(changed.status()).toBe(200);
    expect(await couples(changed)).toEqual(['Meera & Kabir', 'Priya & Dev']);
  } finally {
    await e2eDb().update(venues).set({ ownerUserId: null }).where(eq(venues.id, venue!.id));
    await Promise.all([asOwner, asOther].map((v) => v.request.dispose()));
  }
});

test('pages that show secrets are never stored; other private pages are private, no-cache', async () => {
  const { couple } = await coupleWithFunction('Sangeet');
  const signedIn = await visitor(couple);
  const signedOut = await visitor();
  try {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=x', '/rsvp/not-a-token-at-all']) {
      const response = await signedOut.request.get(path);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    expect((await signedIn.request.get('/myprofile/settings')).headers()['cache-control']).toBe('no-store');
    const dashboard = await signedIn.request.get('/dashboard');
    expect(dashboard.status()).toBe(200);
    expect(dashboard.headers()['cache-control']).toBe('private, no-cache');
    expect(dashboard.headers().vary).toMatch(/\bCookie\b/);
  } finally {
    await Promise.all([signedIn, signedOut].map((v) => v.request.dispose()));
  }
});

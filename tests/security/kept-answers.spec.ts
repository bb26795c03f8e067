// Private answers kept by the node server (server/kept-page.ts) are sent before the app runs, so
// they get their own checks: only to the user they were made for, only while that user is signed
// in, and never once what they show has changed.
import { desc, eq, isNull } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { conversations, sessions, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { visitor } from './helpers.ts';

async function coupleWithFunction(name: string) {
  const couple = await createUser();
  const [profile] = await e2eDb().insert(weddingProfiles).values({ userId: couple.id, userName: 'Asha', partnerName: 'Rohan' }).returning();
  const [fn] = await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile!.id, name, date: '2031-02-14', position: 0 }).returning();
  return { couple, functionId: fn!.id };
}

const names = async (response: { json: () => Promise<unknown> }) =>
  ((await response.json()) as { functions: { name: string }[] }).functions.map((f) => f.name);

test('a kept Functions tab goes only to its own couple, only while signed in, and never after a change', async () => {
  const a = await coupleWithFunction('Sangeet of A');
  const b = await coupleWithFunction('Mehendi of B');
  const [asA, asB, signedOut] = [await visitor(a.couple), await visitor(b.couple), await visitor()];
  try {
    // Asked twice, so the second (and every later) answer can be the kept one.
    for (let i = 0; i < 3; i++) expect(await names(await asA.request.get('/api/functions'))).toEqual(['Sangeet of A']);
    const kept = await asA.request.get('/api/functions');
    expect(kept.headers()['cache-control']).toBe('no-store');
    expect(kept.headers()['set-cookie']).toBeUndefined();
    expect(kept.headers()['x-content-type-options']).toBe('nosniff');

    expect(await names(await asB.request.get('/api/functions'))).toEqual(['Mehendi of B']);
    expect((await signedOut.request.get('/api/functions')).status()).toBe(401);
    const forged = await signedOut.request.get('/api/functions', { headers: { Cookie: 'mandap_session=not-a-real-token' } });
    expect(forged.status()).toBe(401);

    // A change straight in the database (as another server process would make it) shows at once.
    await e2eDb().update(weddingFunctions).set({ name: 'Sangeet, renamed' }).where(eq(weddingFunctions.id, a.functionId));
    expect(await names(await asA.request.get('/api/functions'))).toEqual(['Sangeet, renamed']);

    // The caterer sheet likewise: kept for its couple, a 404 for the other one.
    const sheet = `/dashboard/functions/${a.functionId}/caterer`;
    for (let i = 0; i < 3; i++) expect((await asA.request.get(sheet)).status()).toBe(200);
    expect(await (await asA.request.get(sheet)).text()).toContain('Sangeet, renamed');
    expect((await asB.request.get(sheet)).status()).toBe(404);

    // Signed out: the kept answers stop at once.
    await e2eDb().delete(sessions).where(eq(sessions.id, hashToken(asA.token!)));
    expect((await asA.request.get('/api/functions')).status()).toBe(401);
    expect((await asA.request.get(sheet)).status()).toBe(302);
  } finally {
    await Promise.all([asA, asB, signedOut].map((v) => v.request.dispose()));
  }
});

test('a kept inbox page shows a new enquiry, a renamed listing and nothing of another business', async () => {
  const [owner, other, couple] = [await createUser({ role: 'vendor' }), await createUser({ role: 'vendor' }), await createUser()];
  // The last venue no business has claimed (other tests use the first ones).
  const [venue] = await e2eDb().select({ id: venues.id, name: venues.name }).from(venues).where(isNull(venues.ownerUserId)).orderBy(desc(venues.id)).limit(1);
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
  const inbox = async (v: typeof asOwner) =>
    ((await (await v.request.get('/api/enquiries/inbox')).json()) as { items: { coupleName: string; listingName: string }[] }).items;
  try {
    await e2eDb().insert(conversations).values(enquiry(`kept-${owner.id}-1`, 'Meera & Kabir'));
    for (let i = 0; i < 3; i++) expect((await inbox(asOwner)).map((c) => c.coupleName)).toEqual(['Meera & Kabir']);
    expect(await inbox(asOther)).toEqual([]);

    await e2eDb().insert(conversations).values(enquiry(`kept-${owner.id}-2`, 'Priya & Dev'));
    expect((await inbox(asOwner)).map((c) => c.coupleName).sort()).toEqual(['Meera & Kabir', 'Priya & Dev']);

    await e2eDb().update(venues).set({ name: 'Renamed Lakeside Palace' }).where(eq(venues.id, venue!.id));
    expect(new Set((await inbox(asOwner)).map((c) => c.listingName))).toEqual(new Set(['Renamed Lakeside Palace']));
  } finally {
    await e2eDb().update(venues).set({ name: venue!.name, ownerUserId: null }).where(eq(venues.id, venue!.id));
    await Promise.all([asOwner, asOther].map((v) => v.request.dispose()));
  }
});

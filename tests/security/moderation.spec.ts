// Hardening, third round: owners reviewing or reporting their own listing (per listing kind),
// three throwaway accounts hiding a business's photos, a hidden photo's files still served by
// URL, action paths that name no action, 404 pages without the page's script policy, and
// malformed percent-encoding in a path.
import { and, eq, isNotNull } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { listingPhotos, users, vendors, venues } from '../../src/server/db/schema.ts';
import { localPhotoStorage } from '../../src/features/catalogue/photos/photo-storage.server.ts';
import { contentKey } from '../../src/features/catalogue/photos/process-photo.server.ts';
import { ADMIN_EMAIL, VENDOR_EMAIL, VENUE_EMAIL } from '../../scripts/seed/users.ts';
import { action, errorMessage, visitor } from './helpers.ts';

const OWN_REVIEW = 'You cannot review your own listing.';
const OWN_REPORT = 'You cannot report photos of your own listing.';
const WIDTHS = [320, 640];
const FORMATS = ['avif', 'webp', 'jpg'] as const;

async function demoUser(email: string) {
  const [user] = await e2eDb().select().from(users).where(eq(users.email, email));
  return user!;
}

/** A described (so public) photo of a listing, with its variants in the e2e server's photo folder. */
async function publicPhoto(listing: { kind: 'venue' | 'vendor'; id: number }) {
  const key = contentKey(Buffer.from(`moderation-${listing.kind}-${listing.id}-${Date.now()}-${Math.random()}`));
  const storage = localPhotoStorage(process.env.PHOTO_STORAGE_DIR ?? 'data/e2e-photos');
  for (const width of WIDTHS) for (const format of FORMATS) await storage.put(`${key}-${width}.${format}`, Buffer.from(`${key}-${width}`), 'image/jpeg');
  const [row] = await e2eDb()
    .insert(listingPhotos)
    .values({
      vendorId: listing.kind === 'vendor' ? listing.id : null,
      venueId: listing.kind === 'venue' ? listing.id : null,
      storageKey: key,
      width: 640,
      height: 480,
      variantWidths: WIDTHS,
      bytes: 600,
      placeholder: 'data:image/webp;base64,AAAA',
      alt: 'Marigold mandap at dusk',
      position: 1000,
    })
    .returning();
  return row!;
}

const variantPaths = (key: string) => WIDTHS.flatMap((w) => FORMATS.map((f) => `/media/${key}-${w}.${f}`));

for (const kind of ['venue', 'vendor'] as const) {
  test(`the demo ${kind} owner can neither review nor report its own ${kind}, and its rating stays as it was`, async () => {
    const owner = await demoUser(kind === 'venue' ? VENUE_EMAIL : VENDOR_EMAIL);
    const table = kind === 'venue' ? venues : vendors;
    const [listing] = await e2eDb()
      .select({ id: table.id, ratingAverage: table.ratingAverage, reviewCount: table.reviewCount })
      .from(table)
      .where(and(eq(table.ownerUserId, owner.id), isNotNull(table.ownerUserId)))
      .limit(1);
    expect(listing, `the demo data gives ${owner.email} a ${kind}`).toBeTruthy();
    const client = await visitor(owner);
    try {
      const refused = await action(client.request, 'reviews.save', { targetType: kind, targetId: listing!.id, rating: 5, comment: 'Our own place' });
      expect(refused.status()).toBe(403);
      expect(await errorMessage(refused)).toBe(OWN_REVIEW);
      const [after] = await e2eDb().select({ ratingAverage: table.ratingAverage, reviewCount: table.reviewCount }).from(table).where(eq(table.id, listing!.id));
      expect(after).toEqual({ ratingAverage: listing!.ratingAverage, reviewCount: listing!.reviewCount });
      const mine = await (await client.request.get(`/api/reviews/mine?targetType=${kind}&targetId=${listing!.id}`)).json();
      expect(mine.refusal).toBe(OWN_REVIEW);

      const photo = await publicPhoto({ kind, id: listing!.id });
      const report = await action(client.request, 'photos.report', { photoId: photo.id, reason: 'inappropriate' });
      expect(report.status()).toBe(403);
      expect(await errorMessage(report)).toBe(OWN_REPORT);
      await e2eDb().delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
    } finally {
      await client.request.dispose();
    }
  });
}

test('three fresh accounts reporting hide nothing; the admin still can hide, and then every variant answers 404', async () => {
  const [venue] = await e2eDb().select({ id: venues.id }).from(venues).limit(1);
  const ref = { kind: 'venue' as const, id: venue!.id };
  const first = await publicPhoto(ref);
  const second = await publicPhoto(ref);
  const anonymous = await visitor();
  const admin = await visitor(await demoUser(ADMIN_EMAIL));
  const reporters = await Promise.all([0, 1, 2].map(async () => visitor(await createUser({ emailVerified: false }))));
  try {
    for (const reporter of reporters) {
      for (const photo of [first, second]) {
        const reported = await action(reporter.request, 'photos.report', { photoId: photo.id, reason: 'inappropriate' });
        expect(reported.status()).toBe(200);
      }
    }
    const rows = await e2eDb().select().from(listingPhotos).where(eq(listingPhotos.venueId, ref.id));
    expect(rows.filter((r) => r.id === first.id || r.id === second.id).map((r) => [r.hidden, r.reportCount])).toEqual([
      [false, 3],
      [false, 3],
    ]);
    for (const path of variantPaths(first.storageKey)) expect((await anonymous.request.get(path)).status(), path).toBe(200);
    // The reports wait in the admin's queue.
    const queue = await admin.request.get('/admin/photos');
    expect(queue.status()).toBe(200);
    expect(await queue.text()).toContain(`data-photo-id="${first.id}"`);

    expect((await action(admin.request, 'photos.hide', { photoId: first.id })).status()).toBe(200);
    for (const path of variantPaths(first.storageKey)) {
      const served = await anonymous.request.get(path);
      expect(served.status(), path).toBe(404);
    }
    // The admin reviewing it still sees the file; nobody else does.
    const forAdmin = await admin.request.get(variantPaths(first.storageKey)[0]!);
    expect(forAdmin.status()).toBe(200);
    expect(forAdmin.headers()['cache-control']).toBe('no-store');
    expect((await reporters[0]!.request.get(variantPaths(first.storageKey)[0]!)).status()).toBe(404);
    // The other photo is untouched.
    expect((await anonymous.request.get(variantPaths(second.storageKey)[0]!)).status()).toBe(200);
  } finally {
    await e2eDb().delete(listingPhotos).where(eq(listingPhotos.venueId, ref.id));
    await Promise.all([anonymous, admin, ...reporters].map((v) => v.request.dispose()));
  }
});

test('an action path naming a group or nothing at all answers 404, never 500', async () => {
  const client = await visitor(await createUser());
  try {
    for (const name of ['guests', 'photos', 'nosuch', 'guests.nosuch', 'guests.add.extra', 'toString', '__proto__', 'constructor']) {
      const answer = await action(client.request, name, {});
      expect(answer.status(), name).toBe(404);
      expect(await errorMessage(answer), name).not.toMatch(/\n\s+at /);
    }
  } finally {
    await client.request.dispose();
  }
});

test('every 404 page carries the page’s full policy (script-src) beside ours', async () => {
  const client = await visitor();
  try {
    for (const path of [
      '/no-such-page',
      '/vendors/999999',
      '/vendors/no-such-category',
      '/venues/no-such-city',
      '/rsvp/not-a-token',
      '/claim/not-a-token',
      '/ideas/no-such-idea',
    ]) {
      const answer = await client.request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(answer.headers()['content-type'], path).toContain('text/html');
      const policy = answer.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain('script-src');
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  } finally {
    await client.request.dispose();
  }
});

test('a path with malformed percent-encoding answers 400', async () => {
  const client = await visitor();
  try {
    for (const path of ['/venues/%E0%A4', '/%zz', '/vendors/%', '/api/venues/%C0']) {
      const answer = await client.request.get(path);
      expect(answer.status(), path).toBe(400);
    }
  } finally {
    await client.request.dispose();
  }
});

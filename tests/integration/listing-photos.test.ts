import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, cities, listingPhotoReports, listingPhotos, users, vendors, venues } from '../../src/server/db/schema.ts';
import { RecordingPurger, setPurger } from '../../src/server/purge.ts';
import { localPhotoStorage } from '../../src/features/catalogue/photos/photo-storage.server.ts';
import {
  PhotoLimitError,
  addPhoto,
  deletePhoto,
  listOwnerPhotos,
  listPublicPhotos,
  reorderPhotos,
  setCoverPhoto,
  updatePhotoDetails,
} from '../../src/features/catalogue/photos/listing-photos.server.ts';
import { coverPhotos } from '../../src/features/catalogue/photos/cover-photos.server.ts';
import { requireManagedListing, listManagedListings } from '../../src/features/catalogue/photos/listing-ownership.server.ts';
import {
  hidePhotoAsAdmin,
  listReportedListings,
  removePhotoAsAdmin,
  reportPhoto,
  restoreListingPhotos,
} from '../../src/features/catalogue/photos/photo-moderation.server.ts';
import { uploadListingPhoto } from '../../src/features/catalogue/photos/upload-photo.server.ts';
import { PhotoRejectedError, contentKey, type ProcessedPhoto } from '../../src/features/catalogue/photos/process-photo.server.ts';
import { MAX_LISTING_BYTES, MAX_PHOTOS_PER_LISTING, photoText } from '../../src/features/catalogue/photos/photo-rules.ts';
import { ConflictError, DomainError, NotFoundError } from '../../src/server/errors.ts';
import { photoLikeJpeg } from '../setup/photo-fixtures.ts';
import { galleryPhotos } from '../../src/server/db/schema.ts';
import { editorialPhotosQuery, listGalleryPhotos } from '../../src/features/catalogue/photos/gallery.server.ts';
import { galleryKey } from '../../src/features/catalogue/photos/gallery.ts';
import { galleryListingPhotosQuery } from '../../src/features/catalogue/photos/gallery-photos.server.ts';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';

let t: TestDb;
const dir = mkdtempSync(join(tmpdir(), 'mandap-listing-photos-'));
const storage = localPhotoStorage(dir);
const owner = 'owner-1';
const other = 'owner-2';
const couples = ['couple-1', 'couple-2', 'couple-3', 'couple-4'];
let vendorId: number;
let otherVendorId: number;
let ref: { kind: 'vendor'; id: number };

/** A processed photo without the cost of processing: tiny files with the right names. */
function fakePhoto(seed: string, bytes = 100): ProcessedPhoto {
  const key = contentKey(Buffer.from(seed));
  const widths = [320, 640];
  const files = widths.flatMap((w) =>
    (['avif', 'webp', 'jpg'] as const).map((ext) => ({ name: `${key}-${w}.${ext}`, contentType: 'image/jpeg', data: Buffer.alloc(Math.ceil(bytes / 6), 1) })),
  );
  return { key, width: 640, height: 480, widths, placeholder: 'data:image/webp;base64,AAAA', files, bytes: files.reduce((s, f) => s + f.data.length, 0) };
}

function storedFiles(): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values(
    [owner, other, ...couples].map((id) => ({
      id,
      email: `${id}@example.test`,
      passwordHash: 'x',
      role: id.startsWith('owner') ? ('vendor' as const) : ('customer' as const),
    })),
  );
  const [category] = await t.db.insert(categories).values({ name: 'Photography', slug: 'photography', type: 'vendor' }).returning();
  const rows = await t.db
    .insert(vendors)
    .values([
      { name: 'Lens & Light', categoryId: category!.id, ownerUserId: owner },
      { name: 'Other Studio', categoryId: category!.id, ownerUserId: other },
    ])
    .returning();
  vendorId = rows[0]!.id;
  otherVendorId = rows[1]!.id;
  ref = { kind: 'vendor', id: vendorId };
});
beforeEach(async () => {
  await t.db.delete(listingPhotos);
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => {
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe('ownership', () => {
  it('covers venues: their owner manages them, nobody else does', async () => {
    const [city] = await t.db.insert(cities).values({ name: 'Jaipur', slug: 'jaipur-photos', state: 'Rajasthan' }).returning();
    const [venue] = await t.db
      .insert(venues)
      .values({ name: 'Amber Courtyard', type: 'heritage', location: 'Jaipur', cityId: city!.id, ownerUserId: owner })
      .returning();
    const venueRef = { kind: 'venue' as const, id: venue!.id };
    expect(await requireManagedListing(t.db, owner, venueRef)).toMatchObject({ name: 'Amber Courtyard', href: `/venues/wedding/${venue!.id}` });
    await expect(requireManagedListing(t.db, other, venueRef)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await listManagedListings(t.db, owner)).map((l) => `${l.kind}-${l.id}`)).toEqual([`vendor-${vendorId}`, `venue-${venue!.id}`]);
    const photo = await addPhoto(t.db, storage, venueRef, owner, fakePhoto('venue'));
    await updatePhotoDetails(t.db, venueRef, photo.id, { alt: 'Courtyard lit with diyas', galleryCategory: null });
    expect((await listPublicPhotos(t.db, venueRef)).map((p) => p.id)).toEqual([photo.id]);
    expect((await coverPhotos(t.db, 'venue', [venue!.id])).get(venue!.id)?.id).toBe(photo.id);
    await t.db.delete(venues).where(eq(venues.id, venue!.id));
  });

  it('lets only the owner manage a listing', async () => {
    expect(await requireManagedListing(t.db, owner, ref)).toMatchObject({ kind: 'vendor', id: vendorId, name: 'Lens & Light', href: `/vendors/${vendorId}` });
    await expect(requireManagedListing(t.db, other, ref)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(requireManagedListing(t.db, other, ref)).rejects.toBeInstanceOf(DomainError);
    await expect(requireManagedListing(t.db, owner, { kind: 'vendor', id: 999_999 })).rejects.toBeInstanceOf(NotFoundError);
    expect((await listManagedListings(t.db, owner)).map((l) => l.id)).toEqual([vendorId]);
  });
});

describe('adding, ordering and deleting photos', () => {
  it('adds photos in order, the first as cover, and shows only described ones publicly', async () => {
    const a = await addPhoto(t.db, storage, ref, owner, fakePhoto('a'));
    const b = await addPhoto(t.db, storage, ref, owner, fakePhoto('b'));
    const c = await addPhoto(t.db, storage, ref, owner, fakePhoto('c'));
    expect([a, b, c].map((p) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(storedFiles()).toHaveLength(18);
    expect(await listPublicPhotos(t.db, ref)).toEqual([]);
    await expect(addPhoto(t.db, storage, ref, owner, fakePhoto('b'))).rejects.toThrow(photoText.duplicate);

    await updatePhotoDetails(t.db, ref, b.id, { alt: 'Couple at the pheras', galleryCategory: 'Pheras' });
    await updatePhotoDetails(t.db, ref, a.id, { alt: 'Mandap at dusk', galleryCategory: null });
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.alt)).toEqual(['Mandap at dusk', 'Couple at the pheras']);
    expect((await coverPhotos(t.db, 'vendor', [vendorId, otherVendorId])).get(vendorId)?.id).toBe(a.id);

    await reorderPhotos(t.db, ref, [c.id, b.id, a.id]);
    await setCoverPhoto(t.db, ref, b.id);
    const ordered = await listOwnerPhotos(t.db, ref);
    expect(ordered.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [c.id, 0, false],
      [b.id, 1, true],
      [a.id, 2, false],
    ]);
    // The cover leads the public page; the rest follow the owner's order.
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.id)).toEqual([b.id, a.id]);

    await deletePhoto(t.db, storage, ref, b.id);
    const left = await listOwnerPhotos(t.db, ref);
    expect(left.map((p) => [p.id, p.isCover])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    expect(storedFiles()).toHaveLength(12);
    expect(storedFiles().some((name) => name.startsWith(fakePhoto('b').key))).toBe(false);
  });

  it('keeps the blobs another listing still uses', async () => {
    const mine = await addPhoto(t.db, storage, ref, owner, fakePhoto('shared'));
    await addPhoto(t.db, storage, { kind: 'vendor', id: otherVendorId }, other, fakePhoto('shared'));
    await deletePhoto(t.db, storage, ref, mine.id);
    expect(storedFiles()).toHaveLength(6);
  });

  it('refuses changes to another listing’s photos and stale orders', async () => {
    const theirs = await addPhoto(t.db, storage, { kind: 'vendor', id: otherVendorId }, other, fakePhoto('theirs'));
    const mine = await addPhoto(t.db, storage, ref, owner, fakePhoto('mine'));
    await expect(updatePhotoDetails(t.db, ref, theirs.id, { alt: 'Hijacked', galleryCategory: null })).rejects.toBeInstanceOf(NotFoundError);
    await expect(setCoverPhoto(t.db, ref, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deletePhoto(t.db, storage, ref, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(reorderPhotos(t.db, ref, [mine.id, theirs.id])).rejects.toBeInstanceOf(ConflictError);
    await expect(reorderPhotos(t.db, ref, [])).rejects.toBeInstanceOf(ConflictError);
    const [row] = await t.db.select().from(listingPhotos).where(eq(listingPhotos.id, theirs.id));
    expect(row).toMatchObject({ alt: '', position: 0, isCover: true });
  });

  it('caps the number of photos, even for uploads racing each other', async () => {
    await Promise.all(Array.from({ length: MAX_PHOTOS_PER_LISTING + 5 }, (_, i) => addPhoto(t.db, storage, ref, owner, fakePhoto(`n${i}`)).catch((e) => e)));
    expect(await listOwnerPhotos(t.db, ref)).toHaveLength(MAX_PHOTOS_PER_LISTING);
    await expect(addPhoto(t.db, storage, ref, owner, fakePhoto('one more'))).rejects.toThrow(photoText.tooManyPhotos);
    // Refused uploads leave no files behind.
    expect(storedFiles()).toHaveLength(MAX_PHOTOS_PER_LISTING * 6);
  });

  it('caps the stored bytes of a listing', async () => {
    const big = await addPhoto(t.db, storage, ref, owner, fakePhoto('big'));
    // As if its variants took all but 600 bytes of the allowance.
    await t.db
      .update(listingPhotos)
      .set({ bytes: MAX_LISTING_BYTES - 600 })
      .where(eq(listingPhotos.id, big.id));
    await addPhoto(t.db, storage, ref, owner, fakePhoto('fits', 600));
    const error = await addPhoto(t.db, storage, ref, owner, fakePhoto('small', 1200)).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoLimitError);
    expect(error.message).toBe(photoText.storageFull);
    expect(error.status).toBe(413);
  });
});

describe('cards', () => {
  it('give a vendor list card the public cover photo, and none while the cover has no alt text', async () => {
    const { listVendors } = await import('../../src/features/catalogue/vendors/vendors.server.ts');
    const [category] = await t.db.select().from(categories).limit(1);
    const list = () => listVendors(t.db, { categoryId: category!.id, categorySlug: category!.slug, cityId: null, citySlug: null });
    const cover = await addPhoto(t.db, storage, ref, owner, fakePhoto('card'));
    expect((await list()).vendors.find((v) => v.id === vendorId)?.coverPhoto).toBeUndefined();
    await updatePhotoDetails(t.db, ref, cover.id, { alt: 'Sangeet night on the lawn', galleryCategory: null });
    const card = (await list()).vendors.find((v) => v.id === vendorId)!;
    expect(card.coverPhoto).toMatchObject({ id: cover.id, key: cover.key, alt: 'Sangeet night on the lawn', widths: [320, 640] });
    expect((await list()).vendors.find((v) => v.id === otherVendorId)?.coverPhoto).toBeUndefined();
  });
});

describe('the CDN', () => {
  it('is told to purge the listing’s page with every change of its photos', async () => {
    const purger = new RecordingPurger();
    const previous = setPurger(purger);
    const page = `${ref.kind}-${ref.id}`;
    const purgedAfter = async (write: () => Promise<unknown>) => {
      await write();
      return purger.take().has(page);
    };
    try {
      let a = undefined as Awaited<ReturnType<typeof addPhoto>> | undefined;
      expect(await purgedAfter(async () => (a = await addPhoto(t.db, storage, ref, owner, fakePhoto('rev-a'))))).toBe(true);
      const b = await addPhoto(t.db, storage, ref, owner, fakePhoto('rev-b'));
      expect(await purgedAfter(() => updatePhotoDetails(t.db, ref, a!.id, { alt: 'Mandap at dusk', galleryCategory: null }))).toBe(true);
      expect(await purgedAfter(() => reorderPhotos(t.db, ref, [b.id, a!.id]))).toBe(true);
      expect(await purgedAfter(() => setCoverPhoto(t.db, ref, b.id))).toBe(true);
      expect(await purgedAfter(() => restoreListingPhotos(t.db, ref))).toBe(true);
      expect(await purgedAfter(() => deletePhoto(t.db, storage, ref, a!.id))).toBe(true);
    } finally {
      setPurger(previous);
    }
  });
});

describe('uploading', () => {
  it('processes a real picture and refuses a renamed text file before storing anything', async () => {
    const photo = await uploadListingPhoto(t.db, storage, ref, owner, await photoLikeJpeg(900, 600));
    expect(photo).toMatchObject({ width: 900, height: 600, widths: [320, 640, 768, 900], isCover: true, alt: '' });
    await expect(uploadListingPhoto(t.db, storage, ref, owner, Buffer.from('just text, named photo.jpg'))).rejects.toBeInstanceOf(PhotoRejectedError);
    expect(storedFiles()).toHaveLength(12);
  });
});

describe('moderation', () => {
  const DAY = 86_400_000;
  /** Couples of some standing: verified and two days old, so their reports count toward hiding. */
  const trusted = ['trusted-1', 'trusted-2', 'trusted-3'];
  /** Throwaway accounts made just now: unverified, and one verified but new. */
  const fresh = ['fresh-1', 'fresh-2', 'fresh-3'];
  beforeAll(async () => {
    await t.db
      .insert(users)
      .values([
        ...trusted.map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x', emailVerified: true, createdAt: new Date(Date.now() - 2 * DAY) })),
        ...fresh.map((id, i) => ({ id, email: `${id}@example.test`, passwordHash: 'x', emailVerified: i === 2 })),
      ]);
  });

  async function twoPublicPhotos() {
    const a = await addPhoto(t.db, storage, ref, owner, fakePhoto('ra'));
    const b = await addPhoto(t.db, storage, ref, owner, fakePhoto('rb'));
    await updatePhotoDetails(t.db, ref, a.id, { alt: 'Stage with marigolds', galleryCategory: 'Decor' });
    await updatePhotoDetails(t.db, ref, b.id, { alt: 'Bride portrait', galleryCategory: null });
    return { a, b };
  }

  it('lets three fresh accounts queue a photo for the admin but hide nothing', async () => {
    const { a, b } = await twoPublicPhotos();
    for (const couple of fresh) expect(await reportPhoto(t.db, couple, a.id, 'inappropriate')).toEqual({ hidden: false });
    for (const couple of fresh) expect(await reportPhoto(t.db, couple, b.id, 'misleading')).toEqual({ hidden: false });
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.id)).toEqual([a.id, b.id]);
    const [listing] = await listReportedListings(t.db);
    expect(listing).toMatchObject({ kind: 'vendor', id: vendorId, hidden: false, openReports: 6 });

    // The admin still can hide a photo, and only that one goes.
    await hidePhotoAsAdmin(t.db, a.id);
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.id)).toEqual([b.id]);
    expect((await listReportedListings(t.db))[0]).toMatchObject({ hidden: true });
    await restoreListingPhotos(t.db, ref);
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.id)).toEqual([a.id, b.id]);
    expect(await listReportedListings(t.db)).toEqual([]);
  });

  it('hides one photo after three trusted couples report it, until an admin restores it', async () => {
    const { a, b } = await twoPublicPhotos();
    // Not public yet: cannot be reported.
    const hiddenOne = await addPhoto(t.db, storage, ref, owner, fakePhoto('rc'));
    await expect(reportPhoto(t.db, trusted[0]!, hiddenOne.id, 'inappropriate')).rejects.toBeInstanceOf(NotFoundError);

    expect(await reportPhoto(t.db, trusted[0]!, a.id, 'not-their-work')).toEqual({ hidden: false });
    await expect(reportPhoto(t.db, trusted[0]!, a.id, 'inappropriate')).rejects.toThrow(photoText.alreadyReported);
    expect(await reportPhoto(t.db, trusted[1]!, b.id, 'misleading')).toEqual({ hidden: false });
    expect(await reportPhoto(t.db, fresh[0]!, a.id, 'misleading')).toEqual({ hidden: false });
    expect(await reportPhoto(t.db, trusted[1]!, a.id, 'inappropriate')).toEqual({ hidden: false });
    expect(await reportPhoto(t.db, trusted[2]!, a.id, 'inappropriate')).toEqual({ hidden: true });
    // Only the reported photo goes; the listing's others and new uploads stay.
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.id)).toEqual([b.id]);
    const during = await addPhoto(t.db, storage, ref, owner, fakePhoto('rd'));
    expect(during.hidden).toBe(false);

    const [listing] = await listReportedListings(t.db);
    expect(listing).toMatchObject({ kind: 'vendor', id: vendorId, name: 'Lens & Light', hidden: true, openReports: 5 });
    expect(listing!.photos.find((p) => p.id === a.id)?.reasons.sort()).toEqual(['inappropriate', 'inappropriate', 'misleading', 'not-their-work']);

    await restoreListingPhotos(t.db, ref);
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.alt)).toEqual(['Stage with marigolds', 'Bride portrait']);
    expect(await listReportedListings(t.db)).toEqual([]);
    // Reviewed reports stay on record; the same couple cannot report the same photo again.
    expect(await t.db.select().from(listingPhotoReports).where(eq(listingPhotoReports.photoId, b.id))).toHaveLength(1);
    await expect(reportPhoto(t.db, trusted[1]!, b.id, 'misleading')).rejects.toThrow(photoText.alreadyReported);
    await removePhotoAsAdmin(t.db, storage, a.id);
    expect((await listPublicPhotos(t.db, ref)).map((p) => p.alt)).toEqual(['Bride portrait']);
  });

  it('refuses an owner’s report of its own listing’s photos, for venues and vendors', async () => {
    const { a } = await twoPublicPhotos();
    await expect(reportPhoto(t.db, owner, a.id, 'inappropriate')).rejects.toThrow(photoText.reportOwnListing);
    await expect(reportPhoto(t.db, other, a.id, 'inappropriate')).rejects.toThrow(photoText.reportCouplesOnly);
    const [city] = await t.db.insert(cities).values({ name: 'Udaipur', slug: 'udaipur-reports', state: 'Rajasthan' }).returning();
    const [venue] = await t.db
      .insert(venues)
      .values({ name: 'Lake Palace Lawns', type: 'heritage', location: 'Udaipur', cityId: city!.id, ownerUserId: other })
      .returning();
    const venueRef = { kind: 'venue' as const, id: venue!.id };
    const photo = await addPhoto(t.db, storage, venueRef, other, fakePhoto('venue-report'));
    await updatePhotoDetails(t.db, venueRef, photo.id, { alt: 'Lawns by the lake', galleryCategory: null });
    await expect(reportPhoto(t.db, other, photo.id, 'inappropriate')).rejects.toThrow(photoText.reportOwnListing);
    expect(await t.db.select().from(listingPhotoReports).where(eq(listingPhotoReports.photoId, photo.id))).toEqual([]);
    await t.db.delete(venues).where(eq(venues.id, venue!.id));
  });
});

describe('photo files', () => {
  it('answer only owners and admins once the photo is hidden', async () => {
    const { photoFileAccess } = await import('../../src/features/catalogue/photos/photo-files.server.ts');
    const photo = await addPhoto(t.db, storage, ref, owner, fakePhoto('files'));
    await updatePhotoDetails(t.db, ref, photo.id, { alt: 'Haldi in the courtyard', galleryCategory: null });
    expect(await photoFileAccess(t.db, photo.key, null)).toEqual({ access: 'everyone', listings: [ref] });
    await hidePhotoAsAdmin(t.db, photo.id);
    expect(await photoFileAccess(t.db, photo.key, null)).toEqual({ access: 'none' });
    expect(await photoFileAccess(t.db, photo.key, { id: other, role: 'vendor' })).toEqual({ access: 'none' });
    expect(await photoFileAccess(t.db, photo.key, { id: owner, role: 'vendor' })).toEqual({ access: 'reviewer' });
    expect(await photoFileAccess(t.db, photo.key, { id: 'someone', role: 'admin' })).toEqual({ access: 'reviewer' });
  });
});

describe('the gallery', () => {
  it('shows uploaded photos tagged to a category among the editorial ones, newest first, page after page', async () => {
    const base = Date.UTC(2026, 5, 1);
    await t.db.delete(galleryPhotos);
    await t.db.insert(galleryPhotos).values(
      Array.from({ length: 7 }, (_, i) => ({
        title: `Editorial ${i}`,
        imageUrl: `/art/gallery/${i}.svg`,
        category: 'Decor',
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    );
    const tagged = [];
    for (let i = 0; i < 5; i++) {
      const photo = await addPhoto(t.db, storage, ref, owner, fakePhoto(`g${i}`));
      tagged.push(photo);
      // Photos 0-3 are described; 0-2 tagged; 4 is neither: only 0-2 may appear.
      if (i < 4) await updatePhotoDetails(t.db, ref, photo.id, { alt: `Work ${i}`, galleryCategory: i < 3 ? 'Haldi' : null });
      // Same times as editorial photos, so ties between the two kinds are exercised.
      await t.db
        .update(listingPhotos)
        .set({ createdAt: new Date(base + i * 60_000) })
        .where(eq(listingPhotos.id, photo.id));
    }
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listGalleryPhotos(t.db, { limit: 3, cursor });
      seen.push(...page.photos.map(galleryKey));
      times.push(...page.photos.map((p) => p.createdAt));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.filter((k) => k.startsWith('p')).sort()).toEqual(
      tagged
        .slice(0, 3)
        .map((p) => `p${p.id}`)
        .sort(),
    );
    const first = await listGalleryPhotos(t.db, { limit: 20 });
    const upload = first.photos.find((p) => p.listing)!;
    expect(upload).toMatchObject({ title: 'Lens & Light', category: 'Haldi', listing: { href: `/vendors/${vendorId}` } });
    expect(upload.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-640\.jpg$/);
  });
});

describe('query plans of the photo reads', () => {
  async function plan(query: { sql: string; params: unknown[] }): Promise<string[]> {
    const result = await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${query.sql}`, args: query.params as never });
    return result.rows.map((r) => String(r.detail));
  }
  const dialect = new SQLiteSyncDialect();

  it('reads a listing’s photos, the covers of a page of cards and the gallery through indexes', async () => {
    const { listPublicPhotosQuery } = await import('../../src/features/catalogue/photos/listing-photos.server.ts');
    const { coverPhotosQuery } = await import('../../src/features/catalogue/photos/cover-photos.server.ts');
    const plans = [
      await plan(listPublicPhotosQuery(t.db, ref).toSQL()),
      await plan(listPublicPhotosQuery(t.db, { kind: 'venue', id: 1 }).toSQL()),
      await plan(coverPhotosQuery(t.db, 'vendor', [1, 2, 3]).toSQL()),
      await plan(coverPhotosQuery(t.db, 'venue', [1, 2, 3]).toSQL()),
      await plan(dialect.sqlToQuery(galleryListingPhotosQuery(null, 25))),
      await plan(dialect.sqlToQuery(galleryListingPhotosQuery({ createdAt: 1, id: 2, listing: true }, 25))),
      ...[null, { createdAt: 1, id: 2, listing: true }, { createdAt: 1, id: 2, listing: false }].map(async (after) => {
        const { sql, args } = editorialPhotosQuery(after, 25);
        return plan({ sql, params: args });
      }),
    ];
    for (const lines of await Promise.all(plans)) {
      expect(
        lines.filter((l) => /^SCAN (listing_photos|p|gallery_photos)\b(?! USING (COVERING )?INDEX)/.test(l)),
        lines.join('\n'),
      ).toEqual([]);
      expect(
        lines.some((l) => /^(SEARCH|SCAN) (listing_photos|p|gallery_photos)\b.* USING (COVERING )?INDEX/.test(l)),
        lines.join('\n'),
      ).toBe(true);
    }
  });
});

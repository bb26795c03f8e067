// Every public page whose content a write changes is purged from the CDN by tag. Each write
// goes through its real domain function on a real database; before and after it, the test
// reads what every public page that can show the listing renders (its detail page, the lists
// of its city and of all cities, search, the gallery, the budget recommendations). The pages
// whose data changed must all have their tags (the page kinds' own tag functions) purged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { listingClaims, users, vendors, venues } from '../../src/server/db/schema.ts';
import { pageTags } from '../../src/server/cache-tags.ts';
import { RecordingPurger, setPurger, type Purger } from '../../src/server/purge.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { loadVenueDetail } from '../../src/features/catalogue/venues/detail.server.ts';
import { loadVendorDetail } from '../../src/features/catalogue/vendors/detail.server.ts';
import { listVenues } from '../../src/features/catalogue/venues/venues.server.ts';
import { listVendors } from '../../src/features/catalogue/vendors/vendors.server.ts';
import { DEFAULT_VENUE_SORT } from '../../src/features/catalogue/venues/venues.ts';
import { searchCatalogue } from '../../src/features/catalogue/search/catalogue-search.server.ts';
import { listGalleryPhotos } from '../../src/features/catalogue/photos/gallery.server.ts';
import { GALLERY_FIRST_PAGE_SIZE } from '../../src/features/catalogue/photos/gallery.ts';
import { recommendationQuery } from '../../src/features/money/calculator/recommendations.ts';
import { saveReview } from '../../src/features/catalogue/reviews/reviews.server.ts';
import { confirmPrices, updateVendorPrices, updateVenuePrices } from '../../src/features/catalogue/prices/prices.server.ts';
import { addPhoto, deletePhoto, setCoverPhoto, updatePhotoDetails } from '../../src/features/catalogue/photos/listing-photos.server.ts';
import { reportPhoto, restoreListingPhotos } from '../../src/features/catalogue/photos/photo-moderation.server.ts';
import { localPhotoStorage } from '../../src/features/catalogue/photos/photo-storage.server.ts';
import { contentKey, type ProcessedPhoto } from '../../src/features/catalogue/photos/process-photo.server.ts';
import { getOwnVendor, updateBusinessProfile } from '../../src/features/accounts/business/vendor-account.server.ts';
import { claimListing } from '../../src/features/marketplace/enquiries/claims.server.ts';
import { updateProfileSettings } from '../../src/features/accounts/settings/settings.server.ts';

type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;
type Page = { name: string; tags: string[]; load: () => Promise<unknown> };
type Ref = { kind: 'venue' | 'vendor'; id: number };

let t: TestDb;
let catalogue: Catalogue;
let previous: Purger | null;
const purger = new RecordingPurger();
const dir = mkdtempSync(join(tmpdir(), 'mandap-cdn-purge-'));
const storage = localPhotoStorage(dir);
const owner = 'purge-owner';
const couples = ['purge-couple-1', 'purge-couple-2', 'purge-couple-3', 'purge-couple-4'];

beforeAll(async () => {
  t = await createTestDb();
  catalogue = await insertCatalogue(t.db, { venuesPerCity: 6, vendorsPerPair: 2 });
  await t.db.insert(users).values([
    { id: owner, email: 'owner@example.test', passwordHash: 'x', role: 'vendor' as const },
    { id: 'purge-claimer', email: 'claimer@example.test', passwordHash: 'x', role: 'vendor' as const },
    // Verified couples of some standing, whose reports can hide a photo before the admin looks.
    ...couples.map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x', emailVerified: true, createdAt: new Date(Date.now() - 2 * 86_400_000) })),
  ]);
  previous = setPurger(purger);
});
afterAll(() => {
  setPurger(previous);
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A processed photo without the cost of processing: tiny files with the right names. */
function fakePhoto(seed: string): ProcessedPhoto {
  const key = contentKey(Buffer.from(seed));
  const widths = [320, 640];
  const files = widths.flatMap((w) =>
    (['avif', 'webp', 'jpg'] as const).map((ext) => ({ name: `${key}-${w}.${ext}`, contentType: 'image/jpeg', data: Buffer.alloc(20, 1) })),
  );
  return { key, width: 640, height: 480, widths, placeholder: 'data:image/webp;base64,AAAA', files, bytes: files.reduce((s, f) => s + f.data.length, 0) };
}

const cityOf = (id: number | null) => catalogue.cities.find((c) => c.id === id) ?? null;

/** Every public page that can show the listing, in its city and in all cities (and, for a move, its new city). */
async function pagesShowing(ref: Ref, otherCityId?: number | null): Promise<Page[]> {
  const [row] =
    ref.kind === 'venue' ? await t.db.select().from(venues).where(eq(venues.id, ref.id)) : await t.db.select().from(vendors).where(eq(vendors.id, ref.id));
  const cityIds = [...new Set([row!.cityId, null, ...(otherCityId === undefined ? [] : [otherCityId])])];
  const q = row!.name;
  const pages: Page[] = [];
  if (ref.kind === 'venue') {
    pages.push({ name: 'venue page', tags: pageTags.venueDetail(ref.id), load: () => loadVenueDetail(t.db, ref.id) });
    for (const cityId of cityIds) {
      pages.push({
        name: `venue list ${cityId}`,
        tags: pageTags.venueList(cityId),
        load: () => listVenues(t.db, cityId, { sort: DEFAULT_VENUE_SORT, page: 1 }),
      });
    }
  } else {
    const categoryId = (row as { categoryId: number }).categoryId;
    pages.push({ name: 'vendor page', tags: pageTags.vendorDetail(ref.id), load: () => loadVendorDetail(t.db, ref.id) });
    for (const cityId of cityIds) {
      const city = cityOf(cityId);
      pages.push({
        name: `vendor list ${cityId}`,
        tags: pageTags.vendorList(categoryId, cityId),
        load: () => listVendors(t.db, { categoryId, categorySlug: '', cityId, citySlug: city?.slug ?? null }),
      });
    }
    pages.push({ name: 'recommendations', tags: pageTags.recommendations(), load: () => recommendationQuery(t.db, 1e12) });
  }
  for (const cityId of cityIds) {
    const city = cityOf(cityId);
    pages.push({
      name: `search ${cityId}`,
      tags: pageTags.search(cityId),
      load: () => searchCatalogue(t.db, { q, city: city?.slug ?? null, cityId, page: 1, pageSize: 10 }),
    });
  }
  pages.push({ name: 'gallery', tags: pageTags.gallery(), load: () => listGalleryPhotos(t.db, { limit: GALLERY_FIRST_PAGE_SIZE }) });
  return pages;
}

const snapshot = async (pages: Page[]) => new Map(await Promise.all(pages.map(async (p) => [p.name, JSON.stringify(await p.load())] as const)));

/** Runs `write`; returns the pages it changed, after checking each one's tags were purged. */
async function changedAndPurged(ref: Ref, write: () => Promise<unknown>, otherCityId?: number | null): Promise<string[]> {
  const pages = await pagesShowing(ref, otherCityId);
  const before = await snapshot(pages);
  purger.take();
  await write();
  const purged = purger.take();
  const after = await snapshot(await pagesShowing(ref, otherCityId));
  const changed = pages.filter((p) => before.get(p.name) !== after.get(p.name));
  for (const page of changed) for (const tag of page.tags) expect(purged, `${page.name} changed, ${tag} not purged`).toContain(tag);
  return changed.map((p) => p.name).sort();
}

/** The best-rated listing of its kind everywhere: first on every list it is in, so a change shows on each. */
async function topListing(kind: 'venue' | 'vendor', take: number): Promise<Ref> {
  if (kind === 'venue') {
    const { venues: found } = await listVenues(t.db, null, { sort: DEFAULT_VENUE_SORT, page: 1 });
    return { kind, id: found[take]!.id };
  }
  const category = catalogue.vendorCategories[take]!;
  const { vendors: found } = await listVendors(t.db, { categoryId: category.id, categorySlug: category.slug, cityId: null, citySlug: null });
  return { kind, id: found[0]!.id };
}

async function own(ref: Ref) {
  if (ref.kind === 'venue') await t.db.update(venues).set({ ownerUserId: owner }).where(eq(venues.id, ref.id));
  else await t.db.update(vendors).set({ ownerUserId: owner }).where(eq(vendors.id, ref.id));
}

describe('a write purges every public page it changes', () => {
  it('review: the page, its lists, search and recommendations', async () => {
    for (const ref of [await topListing('venue', 0), await topListing('vendor', 0)]) {
      const changed = await changedAndPurged(ref, () =>
        saveReview(t.db, { id: couples[0]!, emailVerified: true }, { type: ref.kind, id: ref.id }, 1, 'Not what we hoped'),
      );
      expect(changed, ref.kind).toContain(`${ref.kind} page`);
      expect(
        changed.some((name) => name.includes('list')),
        ref.kind,
      ).toBe(true);
    }
  });

  it('price: the page and the lists that show prices', async () => {
    const venue = await topListing('venue', 1);
    const vendor = await topListing('vendor', 1);
    await own(venue);
    await own(vendor);
    expect(
      await changedAndPurged(venue, () =>
        updateVenuePrices(t.db, owner, { id: venue.id, vegPerPlate: 777, nonVegPerPlate: 999, rentalMin: 1_000, rentalMax: 2_000 }, '2026-11-27'),
      ),
    ).toContain('venue page');
    expect(
      await changedAndPurged(vendor, () =>
        updateVendorPrices(t.db, owner, { id: vendor.id, priceRangeMin: 1_000, priceRangeMax: 2_000, pricePerPerson: 50 }, '2026-11-27'),
      ),
    ).toContain('vendor page');
    expect(await changedAndPurged(venue, () => confirmPrices(t.db, owner, venue, '2026-11-28'))).toContain('venue page');
  });

  it('photo: upload, gallery details, cover, report-threshold hide, restore and delete', async () => {
    const ref = await topListing('venue', 2);
    const first = await addPhoto(t.db, storage, ref, owner, fakePhoto('purge-a'));
    let second = first;
    // A photo without its description is not shown yet; the upload purges all the same.
    await changedAndPurged(ref, async () => (second = await addPhoto(t.db, storage, ref, owner, fakePhoto('purge-b'))));
    expect(await changedAndPurged(ref, () => updatePhotoDetails(t.db, ref, first.id, { alt: 'Mandap at dusk', galleryCategory: 'Decor' }))).toEqual(
      expect.arrayContaining(['venue page', 'gallery']),
    );
    expect(await changedAndPurged(ref, () => updatePhotoDetails(t.db, ref, second.id, { alt: 'Lawns at noon', galleryCategory: null }))).toContain(
      'venue page',
    );
    expect(await changedAndPurged(ref, () => setCoverPhoto(t.db, ref, second.id))).toContain('venue page');
    await reportPhoto(t.db, couples[0]!, first.id, 'misleading');
    await reportPhoto(t.db, couples[1]!, first.id, 'misleading');
    const hiding = await changedAndPurged(ref, async () => {
      for (const couple of couples.slice(2)) await reportPhoto(t.db, couple, first.id, 'misleading').catch(() => undefined);
    });
    expect(hiding).toContain('gallery');
    expect(await changedAndPurged(ref, () => restoreListingPhotos(t.db, ref))).toContain('gallery');
    expect(await changedAndPurged(ref, () => deletePhoto(t.db, storage, ref, first.id))).toContain('gallery');
  });

  it('listing edit and rename: the page, the lists of its old and new city, search and the gallery', async () => {
    const ref = await topListing('vendor', 2);
    await own(ref);
    const photo = await addPhoto(t.db, storage, ref, owner, fakePhoto('purge-vendor'));
    await updatePhotoDetails(t.db, ref, photo.id, { alt: 'Our stall', galleryCategory: 'Reception' });
    const vendor = (await getOwnVendor(t.db, owner, ref.id))!;
    const input = {
      vendorId: ref.id,
      name: vendor.name,
      description: vendor.description ?? '',
      cityId: vendor.cityId,
      subCategoryIds: [],
      priceRangeMin: vendor.priceRangeMin,
      priceRangeMax: vendor.priceRangeMax,
      phone: vendor.phone ?? '',
      email: vendor.email ?? '',
      website: '',
      address: '',
      businessHours: '',
      depositPolicy: '',
      paymentMethods: [],
      yearsExperience: vendor.yearsExperience,
      teamSize: vendor.teamSize,
    };
    const renamed = await changedAndPurged(ref, () => updateBusinessProfile(t.db, owner, { ...input, name: 'Zenith Frames' }));
    expect(renamed).toEqual(expect.arrayContaining(['vendor page', 'gallery', `vendor list ${vendor.cityId}`, 'vendor list null']));
    const newCity = catalogue.cities.find((c) => c.id !== vendor.cityId)!;
    const moved = await changedAndPurged(ref, () => updateBusinessProfile(t.db, owner, { ...input, name: 'Zenith Frames', cityId: newCity.id }), newCity.id);
    expect(moved).toEqual(expect.arrayContaining([`vendor list ${vendor.cityId}`, `vendor list ${newCity.id}`]));
  });

  it('claim: the listing’s page', async () => {
    const ref = await topListing('venue', 3);
    const token = 'purge-claim-token';
    await t.db
      .insert(listingClaims)
      .values({ id: hashToken(token), listingKind: 'venue', listingId: ref.id, email: 'venue@example.test', expiresAt: new Date(Date.now() + 86_400_000) });
    await changedAndPurged(ref, () => claimListing(t.db, 'purge-claimer', token));
    const [row] = await t.db.select({ owner: venues.ownerUserId }).from(venues).where(eq(venues.id, ref.id));
    expect(row!.owner).toBe('purge-claimer');
  });

  it('a reviewer’s new name: the pages of what they reviewed', async () => {
    const ref = await topListing('vendor', 3);
    await saveReview(t.db, { id: couples[3]!, emailVerified: true }, { type: 'vendor', id: ref.id }, 5, 'Wonderful');
    expect(await changedAndPurged(ref, () => updateProfileSettings(t.db, couples[3]!, { name: 'Asha Renamed', phone: '' }))).toEqual(['vendor page']);
  });
});

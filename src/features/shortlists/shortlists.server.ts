import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, shortlists, vendorServices, vendors, venues } from '../../server/db/schema.ts';
import { NotFoundError } from '../../server/errors.ts';
import { findPublicListing, isPublicService, isPublicVendor } from '../listings/public-listing.server.ts';
import { shortlistItemHref } from '../../lib/routes.ts';
import type { ShortlistEntry, ShortlistItemType } from './shortlists.ts';
import { coverPhotoMap, coverPhotosQuery } from '../listing-photos/listing-photos.server.ts';
import { statement, type Row } from '../../server/db/statement.ts';

export async function isShortlisted(db: Db, userId: string, itemType: ShortlistItemType, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.itemType, itemType), eq(shortlists.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Adds the item to the user's shortlist, or removes it when already there. Only publicly
 * listed items can be added; one that stopped being listed can still be removed.
 */
export async function toggleShortlist(
  db: Db,
  userId: string,
  itemType: ShortlistItemType,
  itemId: number,
): Promise<{ shortlisted: boolean }> {
  const removed = await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.itemType, itemType), eq(shortlists.itemId, itemId)))
    .returning({ id: shortlists.id });
  if (removed.length > 0) return { shortlisted: false };
  if (!(await findPublicListing(db, itemType, itemId))) throw new NotFoundError('Item not found');
  await db.insert(shortlists).values({ userId, itemType, itemId }).onConflictDoNothing();
  return { shortlisted: true };
}

/** Removes one of the user's own shortlist entries; another user's entry is "not found". */
export async function removeShortlist(db: Db, userId: string, shortlistId: number): Promise<void> {
  const removed = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, shortlistId), eq(shortlists.userId, userId)))
    .returning({ id: shortlists.id });
  if (removed.length === 0) throw new NotFoundError('Shortlist item not found');
}

/** The user's shortlist, newest first, with what a card needs of each item still publicly listed. */
export async function listShortlists(db: Db, userId: string, limit = 200): Promise<ShortlistEntry[]> {
  const rows = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.userId, userId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = (type: ShortlistItemType) => rows.filter((r) => r.itemType === type).map((r) => r.itemId);

  const venueIds = ids('venue');
  const vendorIds = ids('vendor');
  const serviceIds = ids('service');
  // Everything else hangs on those rows only: one batch, one round trip. An empty list of ids
  // matches nothing (Drizzle's `inArray` and SQLite's `IN ()` alike).
  const [venueRows, vendorRows, serviceRows, venueCovers, vendorCovers] = await db.batch([
    db
      .select({
        id: venues.id,
        name: venues.name,
        description: venues.description,
        imageUrl: venues.coverImageUrl,
        ratingAverage: venues.ratingAverage,
        reviewCount: venues.reviewCount,
        capacity: venues.capacityMax,
        capacityMin: venues.capacityMin,
        pricePerPlate: venues.pricePerPlateVeg,
        city: cities.name,
        state: cities.state,
      })
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .where(inArray(venues.id, venueIds)),
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        description: vendors.description,
        imageUrl: vendors.coverImageUrl,
        ratingAverage: vendors.ratingAverage,
        reviewCount: vendors.reviewCount,
        price: vendors.priceRangeMin,
        category: categories.name,
        city: cities.name,
      })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .leftJoin(cities, eq(cities.id, vendors.cityId))
      .where(and(inArray(vendors.id, vendorIds), isPublicVendor)),
    db
      .select({
        id: vendorServices.id,
        name: vendorServices.name,
        description: vendorServices.description,
        imageUrl: vendorServices.imageUrl,
        price: vendorServices.price,
        location: vendorServices.location,
        serviceType: vendorServices.serviceType,
        vendorId: vendors.id,
      })
      .from(vendorServices)
      .leftJoin(vendors, eq(vendors.ownerUserId, vendorServices.userId))
      .where(and(inArray(vendorServices.id, serviceIds), isPublicService)),
    db.all<Row>(statement(coverPhotosQuery(db, 'venue', venueIds))),
    db.all<Row>(statement(coverPhotosQuery(db, 'vendor', vendorIds))),
  ]);
  const venuePhotos = coverPhotoMap(venueCovers);
  const vendorPhotos = coverPhotoMap(vendorCovers);
  const venueById = new Map(venueRows.map((v) => [v.id, v]));
  const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
  const serviceById = new Map(serviceRows.map((s) => [s.id, s]));

  const entries: ShortlistEntry[] = [];
  for (const row of rows) {
    const base = {
      id: row.id,
      itemType: row.itemType,
      itemId: row.itemId,
      createdAt: row.createdAt.toISOString(),
      href: shortlistItemHref(row.itemType, row.itemId, row.itemType === 'service' ? (serviceById.get(row.itemId)?.vendorId ?? null) : null),
    };
    if (row.itemType === 'venue') {
      const v = venueById.get(row.itemId);
      if (!v) continue;
      entries.push({
        ...base,
        name: v.name,
        description: v.description,
        imageUrl: v.imageUrl,
        ratingAverage: v.ratingAverage,
        reviewCount: v.reviewCount,
        location: `${v.city}, ${v.state}`,
        capacity: v.capacity,
        capacityMin: v.capacityMin,
        pricePerPlate: v.pricePerPlate,
        price: null,
        category: null,
        ...(venuePhotos.has(v.id) ? { coverPhoto: venuePhotos.get(v.id)! } : {}),
      });
    } else if (row.itemType === 'vendor') {
      const v = vendorById.get(row.itemId);
      if (!v) continue;
      entries.push({
        ...base,
        name: v.name,
        description: v.description,
        imageUrl: v.imageUrl,
        ratingAverage: v.ratingAverage,
        reviewCount: v.reviewCount,
        location: v.city,
        capacity: null,
        capacityMin: null,
        pricePerPlate: null,
        price: v.price,
        category: v.category,
        ...(vendorPhotos.has(v.id) ? { coverPhoto: vendorPhotos.get(v.id)! } : {}),
      });
    } else {
      const s = serviceById.get(row.itemId);
      if (!s) continue;
      entries.push({
        ...base,
        name: s.name,
        description: s.description,
        imageUrl: s.imageUrl,
        ratingAverage: null,
        reviewCount: null,
        location: s.location,
        capacity: null,
        capacityMin: null,
        pricePerPlate: null,
        price: s.price,
        category: s.serviceType,
      });
    }
  }
  return entries;
}

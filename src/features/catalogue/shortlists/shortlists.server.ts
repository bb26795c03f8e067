import { and, desc, eq, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../../../server/db/client.ts';
import { cities, shortlists, vendorServices, vendors, venues } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { findPublicListing, isPublicService, isPublicVendor } from '../public-listing.server.ts';
import { shortlistItemHref } from '../../../lib/routes.ts';
import type { ShortlistEntry, ShortlistItemType } from './shortlists.ts';
import { coverPhotoMap, coverPhotosAmong } from '../photos/cover-photos.server.ts';
import { selectVendorsWithPlace } from '../../../server/vendor-rows.ts';

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
export async function toggleShortlist(db: Db, userId: string, itemType: ShortlistItemType, itemId: number): Promise<{ shortlisted: boolean }> {
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

/**
 * The ids of the user's newest `limit` shortlisted items of one type, as a subquery. Each type's
 * newest `limit` include every item of that type among the newest `limit` of all types, so the
 * reads below find every item the rows name (and a few the rows leave out, which go unused).
 */
function shortlistedIds(userId: string, type: ShortlistItemType, limit: number) {
  return sql`SELECT ${shortlists.itemId} AS id FROM ${shortlists} WHERE ${shortlists.userId} = ${userId} AND ${shortlists.itemType} = ${type}
    ORDER BY ${shortlists.createdAt} DESC, ${shortlists.id} DESC LIMIT ${limit}`;
}

/** The reads behind `listShortlists`, none depending on another's answer: to run as one batch. */
export function shortlistQueries(db: Db, userId: string, limit = 200) {
  const ids = (type: ShortlistItemType) => sql`(SELECT id FROM (${shortlistedIds(userId, type, limit)}))`;
  return [
    db.select().from(shortlists).where(eq(shortlists.userId, userId)).orderBy(desc(shortlists.createdAt), desc(shortlists.id)).limit(limit),
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
      .where(sql`${venues.id} IN ${ids('venue')}`),
    selectVendorsWithPlace(db, {
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      imageUrl: vendors.coverImageUrl,
      ratingAverage: vendors.ratingAverage,
      reviewCount: vendors.reviewCount,
      price: vendors.priceRangeMin,
    }).where(and(sql`${vendors.id} IN ${ids('vendor')}`, isPublicVendor)),
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
      .where(and(sql`${vendorServices.id} IN ${ids('service')}`, isPublicService)),
    coverPhotosAmong(db, 'venue', shortlistedIds(userId, 'venue', limit)),
    coverPhotosAmong(db, 'vendor', shortlistedIds(userId, 'vendor', limit)),
  ] as const;
}

/** The user's shortlist, newest first, with what a card needs of each item still publicly listed: one round trip. */
export async function listShortlists(db: Db, userId: string, limit = 200): Promise<ShortlistEntry[]> {
  return toShortlistEntries(await db.batch(shortlistQueries(db, userId, limit)));
}

type ShortlistResults = BatchResponse<ReturnType<typeof shortlistQueries>>;

/** `shortlistQueries`' answers as the shortlist's entries. */
export function toShortlistEntries([rows, venueRows, vendorRows, serviceRows, venueCovers, vendorCovers]: ShortlistResults): ShortlistEntry[] {
  const venuePhotos = coverPhotoMap(venueCovers);
  const vendorPhotos = coverPhotoMap(vendorCovers);
  const venueById = new Map(venueRows.map((v) => [v.id, v]));
  const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
  const serviceById = new Map(serviceRows.map((s) => [s.id, s]));

  // What a venue's entry and a vendor's share: the card's text, rating and cover.
  type Listed = Pick<ShortlistEntry, 'name' | 'description' | 'imageUrl' | 'ratingAverage' | 'reviewCount'> & { id: number };
  const listingCard = (v: Listed, photos: typeof venuePhotos) => ({
    name: v.name,
    description: v.description,
    imageUrl: v.imageUrl,
    ratingAverage: v.ratingAverage,
    reviewCount: v.reviewCount,
    ...(photos.has(v.id) ? { coverPhoto: photos.get(v.id)! } : {}),
  });

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
        ...listingCard(v, venuePhotos),
        location: `${v.city}, ${v.state}`,
        capacity: v.capacity,
        capacityMin: v.capacityMin,
        pricePerPlate: v.pricePerPlate,
        price: null,
        category: null,
      });
    } else if (row.itemType === 'vendor') {
      const v = vendorById.get(row.itemId);
      if (!v) continue;
      entries.push({
        ...base,
        ...listingCard(v, vendorPhotos),
        location: v.city,
        capacity: null,
        capacityMin: null,
        pricePerPlate: null,
        price: v.price,
        category: v.category,
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

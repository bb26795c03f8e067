import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, shortlists, vendorServices, vendors, venues } from '../../server/db/schema.ts';
import { NotFoundError } from '../../server/errors.ts';
import { shortlistItemHref, type ShortlistEntry, type ShortlistItemType } from './shortlists.ts';

async function itemExists(db: Db, itemType: ShortlistItemType, itemId: number): Promise<boolean> {
  const table = itemType === 'venue' ? venues : itemType === 'vendor' ? vendors : vendorServices;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, itemId)).limit(1);
  return Boolean(row);
}

export async function isShortlisted(db: Db, userId: string, itemType: ShortlistItemType, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.itemType, itemType), eq(shortlists.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

/** Adds the item to the user's shortlist, or removes it when already there. */
export async function toggleShortlist(
  db: Db,
  userId: string,
  itemType: ShortlistItemType,
  itemId: number,
): Promise<{ shortlisted: boolean }> {
  if (!(await itemExists(db, itemType, itemId))) throw new NotFoundError('Item not found');
  const removed = await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.itemType, itemType), eq(shortlists.itemId, itemId)))
    .returning({ id: shortlists.id });
  if (removed.length > 0) return { shortlisted: false };
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

/** The user's shortlist, newest first, with what a card needs of each item. */
export async function listShortlists(db: Db, userId: string, limit = 200): Promise<ShortlistEntry[]> {
  const rows = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.userId, userId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
    .limit(limit);
  const ids = (type: ShortlistItemType) => rows.filter((r) => r.itemType === type).map((r) => r.itemId);

  const venueIds = ids('venue');
  const vendorIds = ids('vendor');
  const serviceIds = ids('service');
  const [venueRows, vendorRows, serviceRows] = await Promise.all([
    venueIds.length
      ? db
          .select({
            id: venues.id,
            name: venues.name,
            description: venues.description,
            imageUrl: venues.coverImageUrl,
            ratingAverage: venues.ratingAverage,
            capacity: venues.capacityMax,
            city: cities.name,
            state: cities.state,
          })
          .from(venues)
          .innerJoin(cities, eq(cities.id, venues.cityId))
          .where(inArray(venues.id, venueIds))
      : [],
    vendorIds.length
      ? db
          .select({
            id: vendors.id,
            name: vendors.name,
            description: vendors.description,
            imageUrl: vendors.coverImageUrl,
            ratingAverage: vendors.ratingAverage,
            price: vendors.priceRangeMin,
            category: categories.name,
            city: cities.name,
          })
          .from(vendors)
          .innerJoin(categories, eq(categories.id, vendors.categoryId))
          .leftJoin(cities, eq(cities.id, vendors.cityId))
          .where(inArray(vendors.id, vendorIds))
      : [],
    serviceIds.length
      ? db
          .select({
            id: vendorServices.id,
            name: vendorServices.name,
            description: vendorServices.description,
            imageUrl: vendorServices.imageUrl,
            price: vendorServices.price,
            location: vendorServices.location,
            serviceType: vendorServices.serviceType,
          })
          .from(vendorServices)
          .where(inArray(vendorServices.id, serviceIds))
      : [],
  ]);
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
      href: shortlistItemHref(row.itemType, row.itemId),
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
        location: `${v.city}, ${v.state}`,
        capacity: v.capacity,
        price: null,
        category: null,
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
        location: v.city,
        capacity: null,
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
        location: s.location,
        capacity: null,
        price: s.price,
        category: s.serviceType,
      });
    }
  }
  return entries;
}

// The signed-in vendor's own business row and service registrations. Every query is keyed
// by the owner's user id, never by an id sent from the browser.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { categories, cities, priceHistory, subCategories, vendorServices, vendorSubcategories, vendors, type Vendor } from '../../../server/db/schema.ts';
import { DomainError, NotFoundError } from '../../../server/errors.ts';
import { purgeAfterWrite } from '../../../server/purge.ts';
import type { BusinessProfileInput, ServiceRegistrationInput } from './vendor-account.schema.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { vendorHistoryRow } from '../../catalogue/index.server.ts';

const invalidChoice = (what: 'city' | 'sub-category') => new DomainError('VALIDATION', `Please choose a ${what} from the list.`);

export type OwnVendor = Vendor & { categoryName: string; categoryNameHi: string; subCategoryIds: number[] };

/** The vendor listings `userId` owns (its own and those it claimed), first its own. */
export function listOwnVendors(db: Db, userId: string): Promise<{ id: number; name: string; categoryName: string; categoryNameHi: string }[]> {
  return db
    .select({ id: vendors.id, name: vendors.name, categoryName: categories.name, categoryNameHi: categories.nameHi })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id);
}

/**
 * The vendor listing `userId` owns with id `vendorId`, or without one the first it owns (its
 * own profile); undefined when the account owns no such listing.
 */
export async function getOwnVendor(db: Db, userId: string, vendorId?: number): Promise<OwnVendor | undefined> {
  const mine = vendorId === undefined ? eq(vendors.ownerUserId, userId) : and(eq(vendors.ownerUserId, userId), eq(vendors.id, vendorId));
  // One batch, one round trip: the sub-categories are those of the same listing, picked by the same condition.
  const [[row], subs] = await db.batch([
    db
      .select({ vendor: vendors, categoryName: categories.name, categoryNameHi: categories.nameHi })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(mine)
      .orderBy(vendors.id)
      .limit(1),
    db
      .select({ id: vendorSubcategories.subCategoryId })
      .from(vendorSubcategories)
      .where(inArray(vendorSubcategories.vendorId, db.select({ id: vendors.id }).from(vendors).where(mine).orderBy(vendors.id).limit(1))),
  ]);
  if (!row) return undefined;
  return { ...row.vendor, categoryName: row.categoryName, categoryNameHi: row.categoryNameHi, subCategoryIds: subs.map((s) => s.id) };
}

export function listSubCategories(db: Db, categoryId: number) {
  return db
    .select({ id: subCategories.id, name: subCategories.name, nameHi: subCategories.nameHi })
    .from(subCategories)
    .where(eq(subCategories.categoryId, categoryId))
    .orderBy(subCategories.name);
}

/**
 * Saves every public field of the vendor listing `input.vendorId` (without one, the first)
 * owned by `userId`, sub-categories included, in one transaction.
 */
export async function updateBusinessProfile(db: Db, userId: string, input: BusinessProfileInput): Promise<void> {
  const vendor = await getOwnVendor(db, userId, input.vendorId);
  if (!vendor) throw new NotFoundError('No business profile belongs to this account.');
  if (input.cityId !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).limit(1);
    if (!city) throw invalidChoice('city');
  }
  const wanted = [...new Set(input.subCategoryIds)];
  if (wanted.length > 0) {
    const allowed = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.categoryId, vendor.categoryId), inArray(subCategories.id, wanted)));
    if (allowed.length !== wanted.length) throw invalidChoice('sub-category');
  }
  const blankToNull = (value: string) => (value === '' ? null : value);
  // A change of price is dated and kept in the price history (src/features/catalogue/prices).
  const pricesChanged = input.priceRangeMin !== vendor.priceRangeMin || input.priceRangeMax !== vendor.priceRangeMax;
  const today = todayInIndia();
  // One batch is one transaction, without holding the write lock across awaits.
  const update = db
    .update(vendors)
    .set({
      name: input.name,
      description: input.description,
      cityId: input.cityId,
      priceRangeMin: input.priceRangeMin,
      priceRangeMax: input.priceRangeMax,
      phone: input.phone,
      email: input.email,
      website: input.website,
      address: input.address,
      businessHours: blankToNull(input.businessHours),
      depositPolicy: blankToNull(input.depositPolicy),
      paymentMethods: input.paymentMethods.length > 0 ? input.paymentMethods : null,
      yearsExperience: input.yearsExperience,
      teamSize: input.teamSize,
      ...(pricesChanged ? { pricesVerifiedOn: today } : {}),
      // A rejected listing, once changed, goes back to the admin review queue.
      ...(vendor.approvalStatus === 'rejected' ? { approvalStatus: 'pending' as const, reviewReason: null, reviewedAt: null } : {}),
    })
    .where(and(eq(vendors.id, vendor.id), eq(vendors.ownerUserId, userId)));
  const clear = db.delete(vendorSubcategories).where(eq(vendorSubcategories.vendorId, vendor.id));
  const history = db
    .insert(priceHistory)
    .values(
      vendorHistoryRow(vendor.id, { priceRangeMin: input.priceRangeMin, priceRangeMax: input.priceRangeMax, pricePerPerson: vendor.pricePerPerson }, today),
    );
  const subs = wanted.length > 0 ? [db.insert(vendorSubcategories).values(wanted.map((subCategoryId) => ({ vendorId: vendor.id, subCategoryId })))] : [];
  await db.batch([update, clear, ...subs, ...(pricesChanged ? [history] : [])]);
  const place = { kind: 'vendor' as const, id: vendor.id, categoryId: vendor.categoryId };
  // A change of city moves the listing from one city's lists to another's: both are purged.
  await purgeAfterWrite({ kind: 'listing-edit', listing: { ...place, cityId: input.cityId }, previously: { ...place, cityId: vendor.cityId } });
}

export async function createServiceRegistration(db: Db, userId: string, input: ServiceRegistrationInput): Promise<number> {
  const [row] = await db
    .insert(vendorServices)
    .values({
      userId,
      serviceType: input.serviceType,
      name: input.name,
      email: input.email,
      phone: input.phone,
      description: input.description,
      location: input.location,
      price: input.price,
      experience: input.experience,
      portfolioUrl: input.portfolioUrl === '' ? null : input.portfolioUrl,
      status: 'pending',
    })
    .returning({ id: vendorServices.id });
  return row!.id;
}

export function listServiceRegistrations(db: Db, userId: string) {
  return db
    .select({
      id: vendorServices.id,
      name: vendorServices.name,
      serviceType: vendorServices.serviceType,
      location: vendorServices.location,
      price: vendorServices.price,
      status: vendorServices.status,
      reviewReason: vendorServices.reviewReason,
      createdAt: vendorServices.createdAt,
    })
    .from(vendorServices)
    .where(eq(vendorServices.userId, userId))
    .orderBy(desc(vendorServices.createdAt));
}

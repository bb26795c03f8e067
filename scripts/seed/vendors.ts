// One vendor row per id: category and city rotate with the id so every city has every
// category.
import type { vendorSubcategories, vendors } from '../../src/server/db/schema.ts';
import { artIndex, artUrl, galleryArtIndexes } from '../../src/features/catalogue/art/art.ts';
import { subCategoryIds, vendorCategoryId } from './catalogue.ts';
import { BUSINESS_HOURS, CITIES, DEPOSIT_POLICIES, PAYMENT_METHODS, VENDOR_CATEGORIES, VENDOR_NAME_WORDS } from './data.ts';
import { businessContact, type NameRegistry } from './names.ts';
import { chance, daysBefore, faker, fill, int, logRounded, mobile, pick, reseed, slugify } from './random.ts';
import { address } from './venues.ts';

export type VendorRow = typeof vendors.$inferInsert;
export type VendorSubcategoryRow = typeof vendorSubcategories.$inferInsert;

export const VENDORS_PER_SCALE = 500;

export function vendorCategoryIndex(id: number): number {
  return (id - 1) % VENDOR_CATEGORIES.length;
}

export function vendorCity(id: number) {
  return CITIES[Math.floor((id - 1) / VENDOR_CATEGORIES.length) % CITIES.length]!;
}

/** The vendor with this id; `names` keeps names unique across the catalogue being built. */
export function buildVendor(id: number, names?: NameRegistry): { vendor: VendorRow; subcategories: VendorSubcategoryRow[] } {
  reseed('vendor', id);
  const categoryIndex = vendorCategoryIndex(id);
  const category = VENDOR_CATEGORIES[categoryIndex]!;
  const city = vendorCity(id);
  const area = pick(city.areas);
  const drawn = fill(pick(category.names), {
    first: faker.person.firstName(),
    last: faker.person.lastName(),
    word: pick(VENDOR_NAME_WORDS),
  });
  const name = names ? names.claim(drawn, [city.name, area]) : drawn;
  const contact = businessContact(slugify(name));
  const priceMin = logRounded(category.minPrice[0], category.minPrice[1], 1000);
  const priceMax = Math.round((priceMin * faker.number.float({ min: category.maxFactor[0], max: category.maxFactor[1] })) / 1000) * 1000;
  const cover = artIndex(id, 5);
  const custom = chance(0.08);
  const vendor: VendorRow = {
    id,
    name,
    description: `${faker.helpers.arrayElements(category.about, 2).join(' ')} Based in ${area}, ${city.name}, and travelling across ${city.state} and beyond.`,
    coverImageUrl: artUrl('vendor', cover),
    galleryImageUrls: galleryArtIndexes(cover, int(3, 6)).map((n) => artUrl('vendor', n)),
    cityId: CITIES.indexOf(city) + 1,
    categoryId: vendorCategoryId(categoryIndex),
    isFeatured: chance(0.1),
    priceRangeMin: priceMin,
    priceRangeMax: priceMax,
    isActive: chance(0.97),
    // Demo listings stand for businesses an admin has already approved (the review queue starts empty).
    approvalStatus: 'approved',
    phone: mobile(),
    email: contact.email,
    website: contact.website,
    address: address(area, city.name, city.pin),
    businessHours: custom ? pick(BUSINESS_HOURS) : null,
    depositPolicy: custom ? pick(DEPOSIT_POLICIES) : null,
    paymentMethods: custom ? pick(PAYMENT_METHODS) : null,
    yearsExperience: int(1, 30),
    teamSize: int(2, 60),
    createdAt: daysBefore(int(200, 900)),
  };
  const subcategories = faker.helpers
    .arrayElements(subCategoryIds[categoryIndex]!, int(1, 3))
    .sort((a, b) => a - b)
    .map((subCategoryId) => ({ vendorId: id, subCategoryId }));
  return { vendor, subcategories };
}

// Lookup rows: cities, vendor categories with their sub-categories, venue types.
import type { categories, cities, subCategories } from '../../src/server/db/schema.ts';
import { findVenueType } from '../../src/features/catalogue/catalogue.ts';
import { CITIES, VENDOR_CATEGORIES, VENUE_TYPES } from './data.ts';
import { CATEGORY_NAMES_HI, CITY_NAMES_HI, SUB_CATEGORY_NAMES_HI } from './hindi-names.ts';
import { slugify } from './random.ts';

export const cityRows: (typeof cities.$inferInsert)[] = CITIES.map((city, i) => ({
  id: i + 1,
  name: city.name,
  nameHi: CITY_NAMES_HI[slugify(city.name)] ?? '',
  slug: slugify(city.name),
  state: city.state,
}));

export const vendorCategoryId = (index: number) => index + 1;
export const venueTypeCategoryId = (index: number) => VENDOR_CATEGORIES.length + index + 1;

export const categoryRows: (typeof categories.$inferInsert)[] = [
  ...VENDOR_CATEGORIES.map((category, i) => ({
    id: vendorCategoryId(i),
    name: category.name,
    description: category.description,
    nameHi: CATEGORY_NAMES_HI[category.slug]?.name ?? '',
    descriptionHi: CATEGORY_NAMES_HI[category.slug]?.description ?? '',
    slug: category.slug,
    type: 'vendor' as const,
    icon: category.slug,
  })),
  ...VENUE_TYPES.map((type, i) => ({
    id: venueTypeCategoryId(i),
    name: findVenueType(type.slug)!.categoryName,
    description: type.description,
    nameHi: CATEGORY_NAMES_HI[type.slug]?.name ?? '',
    descriptionHi: CATEGORY_NAMES_HI[type.slug]?.description ?? '',
    slug: type.slug,
    type: 'venue' as const,
    icon: type.slug,
  })),
];

/** Sub-category ids of each vendor category, in the order of VENDOR_CATEGORIES. */
export const subCategoryIds: number[][] = [];

export const subCategoryRows: (typeof subCategories.$inferInsert)[] = [];
for (const [i, category] of VENDOR_CATEGORIES.entries()) {
  const ids: number[] = [];
  for (const name of category.subCategories) {
    const id = subCategoryRows.length + 1;
    ids.push(id);
    subCategoryRows.push({ id, name, nameHi: SUB_CATEGORY_NAMES_HI[name] ?? '', slug: slugify(name), categoryId: vendorCategoryId(i) });
  }
  subCategoryIds.push(ids);
}

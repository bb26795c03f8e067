// A venue's or vendor's page as search engines and social sites read it: its structured data
// (a LocalBusiness with its rating and prices), its breadcrumb trail and its social image (the
// first uploaded photo, else its cover art's PNG twin). Built from what the page already loaded.
import { localePath, type Locale } from '../i18n/locales.ts';
import { formatRupees } from '../lib/money.ts';
import { cityVenuesHref, vendorsHref, venueHref } from '../lib/routes.ts';
import { cityName, mediaUrl, stateName, vendorCategoryName } from '../features/catalogue/index.ts';
import type { loadVendorDetail, loadVenueDetail } from '../features/catalogue/index.server.ts';
import { seoMessages } from './messages.ts';
import { socialImageOf } from './sections.ts';
import { localBusiness, type Crumb, type StructuredData } from './structured-data.ts';

type VenueDetail = NonNullable<Awaited<ReturnType<typeof loadVenueDetail>>>;
type VendorDetail = NonNullable<Awaited<ReturnType<typeof loadVendorDetail>>>;
type Photo = VenueDetail['photos'][number];

/** The widest JPEG of a photo that social sites take (they read neither AVIF nor, everywhere, WebP). */
const SOCIAL_PHOTO_WIDTH = 1200;

export interface ListingSeo {
  image: string | null;
  imageAlt: string;
  breadcrumbs: Crumb[];
  structuredData: StructuredData[];
}

function photoImage(photo: Photo | undefined): string | null {
  if (!photo) return null;
  const width = [...photo.widths].reverse().find((w) => w <= SOCIAL_PHOTO_WIDTH) ?? photo.widths[0];
  return width === undefined ? null : mediaUrl(photo.key, width, 'jpg');
}

/** "₹50,000 – ₹2,00,000", one amount when there is one, or null. */
export function priceRangeText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null && max !== min) return `${formatRupees(min)} – ${formatRupees(max)}`;
  const one = min ?? max;
  return one === null ? null : formatRupees(one);
}

export function venueSeo(detail: VenueDetail, locale: Locale, origin: URL | string): ListingSeo {
  const { venue, city } = detail;
  const t = seoMessages.for(locale);
  const path = venueHref(venue.id);
  const image = photoImage(detail.photos[0]) ?? socialImageOf(venue.coverImageUrl);
  const priceRange = priceRangeText(venue.rentalPriceMin, venue.rentalPriceMax) ?? priceRangeText(venue.pricePerPlateVeg, venue.pricePerPlateNonveg);
  return {
    image,
    imageAlt: t.coverImageAlt({ title: venue.name }),
    breadcrumbs: [
      { name: t.venues, path: '/venues' },
      { name: cityName(city, locale), path: cityVenuesHref(city.slug) },
      { name: venue.name, path },
    ],
    structuredData: [
      localBusiness(
        {
          kind: 'venue',
          name: venue.name,
          description: venue.description,
          path: localePath(path, locale),
          image,
          address: { street: venue.address || venue.location, locality: cityName(city, locale), region: stateName(city, locale) },
          rating: { average: venue.ratingAverage, count: venue.reviewCount },
          priceRange,
        },
        origin,
      ),
    ],
  };
}

/** The vendor page is at either address (/vendors/{id} or the list's longer one): `path` is the one shown. */
export function vendorSeo(detail: VendorDetail, path: string, locale: Locale, origin: URL | string): ListingSeo {
  const { vendor, city, category } = detail;
  const t = seoMessages.for(locale);
  const image = photoImage(detail.photos[0]) ?? socialImageOf(vendor.coverImageUrl);
  return {
    image,
    imageAlt: t.coverImageAlt({ title: vendor.name }),
    breadcrumbs: [
      { name: t.vendors, path: '/vendors' },
      { name: vendorCategoryName(category, locale), path: vendorsHref(null, category.slug) },
      { name: vendor.name, path },
    ],
    structuredData: [
      localBusiness(
        {
          kind: 'vendor',
          name: vendor.name,
          description: vendor.description,
          path: localePath(path, locale),
          image,
          address: { street: vendor.address, locality: city ? cityName(city, locale) : null, region: city ? stateName(city, locale) : null },
          rating: { average: vendor.ratingAverage, count: vendor.reviewCount },
          priceRange: priceRangeText(vendor.priceRangeMin, vendor.priceRangeMax),
        },
        origin,
      ),
    ],
  };
}

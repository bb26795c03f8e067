export { ART_KINDS, ART_VARIANTS, isArtKind, parseArtUrl } from './art/art.ts';
export type { ArtKind } from './art/art.ts';
export { artSvg } from './art/art-svg.ts';
export {
  MENU_VENDOR_CATEGORIES,
  VENUE_TYPES,
  categoryDescription,
  categoryName,
  cityName,
  isVenueType,
  subCategoryName,
  venueTypeLabel,
  venueTypeName,
} from './catalogue.ts';
export type { CategoryOption, CityOption } from './catalogue.ts';
export { GALLERY_FIRST_PAGE_SIZE, decodeCursor } from './photos/gallery.ts';
export type { GalleryPage } from './photos/gallery.ts';
export { fallbackSrc, heightAt, mediaUrl, parseVariantName, photoSrcset, variantName } from './photos/media.ts';
export { knownTexts, translateKnown, translateKnownFields } from './known-texts.ts';
export type { KnownTexts } from './known-texts.ts';
export { ALT_MAX, MAX_UPLOAD_BYTES, PHOTO_FORMATS, REPORT_REASONS, TRUSTED_REPORTS_TO_HIDE, UPLOADS_PER_HOUR, photoText } from './photos/photo-rules.ts';
export { PRICES_REMIND_AFTER_DAYS, needsPriceReminder } from './prices/freshness.ts';
export { priceText } from './prices/prices.ts';
export { REVIEW_TARGET_TYPES } from './reviews/reviews.ts';
export { catalogueCountText, parseCatalogueQuery } from './search/catalogue-search.ts';
export type { CatalogueResults } from './search/catalogue-search.ts';
export { aroundQuery, catalogueCount } from './search/search.ts';
export { shortlistMessages } from './shortlists/shortlists.ts';
export type { ShortlistEntry } from './shortlists/shortlists.ts';
export {
  DEFAULT_VENDOR_SORT,
  activeVendorFilterCount,
  parseVendorQuery,
  vendorFilterChips,
  vendorListHeading,
  vendorPriceOptions,
  vendorRatingOptions,
  vendorSortOptions,
} from './vendors/vendor-filters.ts';
export type { VendorFilters } from './vendors/vendor-filters.ts';
export { vendorCategoryDescription, vendorCategoryName, vendorCityName } from './vendors/names.ts';
export type { VendorPage } from './vendors/vendors.ts';
export { VENUE_DRAWER_ID, VENUE_FORM_ID } from './venues/venue-list.ts';
export { RATING_NOTE, VENUE_SKELETON_COUNT, activeVenueFilterCount, parseVenueQuery, sortOptions, venueFilterChips } from './venues/venues.ts';
export { stateName } from './venues/names.ts';

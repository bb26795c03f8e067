export {
  citiesOnceForBuild,
  citiesOrNone,
  findCity,
  findVendorCategory,
  listCities,
  listVendorCategories,
  vendorCategoriesOrNone,
} from './catalogue.server.ts';
export { findPublicListing } from './public-listing.server.ts';
export { photos } from './photos/actions.ts';
export { galleryPageJson, listGalleryPhotos } from './photos/gallery.server.ts';
export { parseListingKey, requireManagedListing } from './photos/listing-ownership.server.ts';
export { PhotoLimitError } from './photos/listing-photos.server.ts';
export { loadPhotoManager } from './photos/photo-manager.server.ts';
export { photoFileAccess } from './photos/photo-files.server.ts';
export { listReportedListings } from './photos/photo-moderation.server.ts';
export { getPhotoCategories, photoMessages } from './photos/photos.ts';
export { galleryMessages, galleryPageMessages, photoPageMessages } from './photos/messages.ts';
export { photoKnownMessages, photoManagerMessages } from './photos/manager-messages.ts';
export { photoReportsMessages, photoReportsScriptMessages } from './photos/moderation-messages.ts';
export { pricesKnownMessages, pricesPanelMessages } from './prices/panel-messages.ts';
export type { PhotoCategory } from './photos/photos.ts';
export { PhotoRejectedError, contentKey, processPhoto, processingQueue } from './photos/process-photo.server.ts';
export type { ProcessedPhoto } from './photos/process-photo.server.ts';
export type { PhotoStorage } from './photos/photo-storage.server.ts';
export { photoStorage } from './photos/storage.server.ts';
export { BodyTooLargeError, BusyError, readBodyCapped, uploadListingPhoto } from './photos/upload-photo.server.ts';
export { prices } from './prices/actions.ts';
export { rupeeAmount } from './prices/prices.schema.ts';
export { listManagedPrices, vendorHistoryRow } from './prices/prices.server.ts';
export { catalogueReads } from './public-reads.server.ts';
export { reviews } from './reviews/actions.ts';
export { findUserReview, listReviewsByUser, reviewRefusal, reviewsByUserQueries, toUserReviews } from './reviews/reviews.server.ts';
export { searchCatalogue } from './search/catalogue-search.server.ts';
export { searchPageMessages } from './search/messages.ts';
export { shortlists } from './shortlists/actions.ts';
export { shortlistItemInput } from './shortlists/shortlists.schema.ts';
export { isShortlisted, listShortlists, shortlistQueries, toShortlistEntries } from './shortlists/shortlists.server.ts';
export { loadVendorDetail } from './vendors/detail.server.ts';
export { loadVendorListPage, vendorListPath } from './vendors/list-page.server.ts';
export { categoriesOrNull, firstVendorPage } from './vendors/listing.server.ts';
export type { VendorCategory } from './vendors/listing.server.ts';
export { resolveVendorPath } from './vendors/vendor-routes.server.ts';
export { venueCardTexts } from './venues/card-texts.ts';
export { vendorPageMessages } from './vendors/detail-messages.ts';
export { vendorListMessages } from './vendors/messages.ts';
export { loadVenueDetail } from './venues/detail.server.ts';
export { VENUE_FIELD_KEYS, venueFilterMessages, venueListMessages, venuePageMessages } from './venues/messages.ts';
export { loadVenueListPage } from './venues/list-page.server.ts';
export { firstVenuePage } from './venues/listing.server.ts';
export { resolveVenuePath } from './venues/venue-routes.server.ts';
export { countVenuesByCity } from './venues/venues.server.ts';
export { varyBy } from './vary.ts';
export { AVAILABILITY_FIELD_KEYS, availabilityMessages } from './listings/availability-messages.ts';
export { availabilityProblemText } from './listings/availability-texts.ts';
export { listSitemapParts, parseSitemapPart, sitemapPartName, sitemapPaths } from './sitemap/sitemap.server.ts';
export type { SitemapPart } from './sitemap/sitemap.server.ts';

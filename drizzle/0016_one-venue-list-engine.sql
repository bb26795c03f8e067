-- Venue lists are answered in SQL alone: the copy of the venue columns kept in memory is gone,
-- and with it the version its triggers raised on every venue and venue photo change (0014).
DROP TRIGGER IF EXISTS `venue_lists_version_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venue_lists_version_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venue_lists_version_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venue_lists_version_photo_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venue_lists_version_photo_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venue_lists_version_photo_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `catalogue_versions`;
--> statement-breakpoint
-- Vendor lists by starting price (vendors without one last) walk these in order and stop at the
-- page's LIMIT, instead of sorting a whole category: at 167,000 vendors a category across all
-- cities is 16,700 of them, and its fourth page by price took 35 ms.
CREATE INDEX `vendors_category_price_idx` ON `vendors` (`category_id`, `is_active`, `price_range_min` IS NULL, `price_range_min`, `id`);
--> statement-breakpoint
CREATE INDEX `vendors_category_price_desc_idx` ON `vendors` (`category_id`, `is_active`, `price_range_min` IS NULL, `price_range_min` DESC, `id` DESC);
--> statement-breakpoint
CREATE INDEX `vendors_city_price_idx` ON `vendors` (`category_id`, `city_id`, `is_active`, `price_range_min` IS NULL, `price_range_min`, `id`);
--> statement-breakpoint
CREATE INDEX `vendors_city_price_desc_idx` ON `vendors` (`category_id`, `city_id`, `is_active`, `price_range_min` IS NULL, `price_range_min` DESC, `id` DESC);
--> statement-breakpoint
-- The rank indexes carry the starting price too, so a price filter on a list by rank is checked
-- from the index entry instead of the row (a category across all cities: 15 ms before).
DROP INDEX IF EXISTS `vendors_category_rank_idx`;
--> statement-breakpoint
CREATE INDEX `vendors_category_rank_idx` ON `vendors` (`category_id`, `is_active`, `is_featured`, `rating_average`, `review_count`, `id`, `price_range_min`);
--> statement-breakpoint
DROP INDEX IF EXISTS `vendors_listing_idx`;
--> statement-breakpoint
CREATE INDEX `vendors_listing_idx` ON `vendors` (`category_id`, `city_id`, `is_active`, `is_featured`, `rating_average`, `review_count`, `id`, `price_range_min`);

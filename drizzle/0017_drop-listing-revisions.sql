-- Listing revisions told the node server's page cache whether a kept page was still current.
-- Pages are now kept by the CDN only, and every write purges the cache tags of the pages it
-- changes (src/server/purge.ts), so nothing reads the revisions any more: the table goes, and
-- with it the fourteen triggers that raised it on every write to a listing, review, photo or price.
DROP TRIGGER IF EXISTS `venues_revision_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venues_revision_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venues_revision_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_revision_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_revision_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_revision_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_revision_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_revision_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_revision_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `listing_photos_revision_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `listing_photos_revision_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `listing_photos_revision_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `price_history_revision_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `price_history_revision_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `listing_revisions`;

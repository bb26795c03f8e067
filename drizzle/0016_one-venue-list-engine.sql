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

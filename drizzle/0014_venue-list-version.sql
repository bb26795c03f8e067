-- A version of what venue lists show, raised by triggers whenever a venue is added, changed or
-- removed, or a venue's photos change, so the copy of the venues' list columns and cards kept
-- in memory (features/venues/venue-index.server.ts) is read again only when it is out of date.
CREATE TABLE `catalogue_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_versions` (`name`, `version`) VALUES ('venue_lists', 1);
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_insert` AFTER INSERT ON `venues` BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_update` AFTER UPDATE ON `venues` BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_delete` AFTER DELETE ON `venues` BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_photo_insert` AFTER INSERT ON `listing_photos` WHEN new.`venue_id` IS NOT NULL BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_photo_update` AFTER UPDATE ON `listing_photos` WHEN new.`venue_id` IS NOT NULL OR old.`venue_id` IS NOT NULL BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;
--> statement-breakpoint
CREATE TRIGGER `venue_lists_version_photo_delete` AFTER DELETE ON `listing_photos` WHEN old.`venue_id` IS NOT NULL BEGIN
  UPDATE `catalogue_versions` SET `version` = `version` + 1 WHERE `name` = 'venue_lists';
END;

-- A version per business inbox, raised by triggers on every change the inbox list shows (a
-- conversation added, answered, read, moved on, claimed or removed; a listing renamed), so a
-- page of the inbox can be kept and reused while the version stands (server/kept-page.ts).
CREATE TABLE `inbox_versions` (
	`business_user_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`business_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `inbox_versions` (`business_user_id`) SELECT DISTINCT `business_user_id` FROM `conversations` WHERE `business_user_id` IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `inbox_version_conversations_insert` AFTER INSERT ON `conversations` WHEN new.`business_user_id` IS NOT NULL BEGIN
  INSERT INTO `inbox_versions` (`business_user_id`, `version`) VALUES (new.`business_user_id`, 1)
    ON CONFLICT (`business_user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_version_conversations_update` AFTER UPDATE ON `conversations` BEGIN
  INSERT INTO `inbox_versions` (`business_user_id`, `version`)
    SELECT `id`, 1 FROM (SELECT new.`business_user_id` AS `id` UNION SELECT old.`business_user_id`) WHERE `id` IS NOT NULL
    ON CONFLICT (`business_user_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_version_conversations_delete` AFTER DELETE ON `conversations` WHEN old.`business_user_id` IS NOT NULL BEGIN
  UPDATE `inbox_versions` SET `version` = `version` + 1 WHERE `business_user_id` = old.`business_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_version_venues_rename` AFTER UPDATE OF `name` ON `venues` BEGIN
  UPDATE `inbox_versions` SET `version` = `version` + 1 WHERE `business_user_id` IN (
    SELECT `business_user_id` FROM `conversations` WHERE `listing_kind` = 'venue' AND `listing_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `inbox_version_vendors_rename` AFTER UPDATE OF `name` ON `vendors` BEGIN
  UPDATE `inbox_versions` SET `version` = `version` + 1 WHERE `business_user_id` IN (
    SELECT `business_user_id` FROM `conversations` WHERE `listing_kind` = 'vendor' AND `listing_id` = new.`id`);
END;

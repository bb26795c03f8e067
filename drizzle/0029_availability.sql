-- Availability: each listing's spaces (a venue's hall, its lawn) and their calendars, one row per
-- space, date and part of the day (the unique key refuses a second booking of the same slot);
-- the space and part a quote and a booking cover; when the owner last touched the calendar.
CREATE TABLE `calendar_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` integer NOT NULL,
	`listing_kind` text NOT NULL,
	`listing_id` integer NOT NULL,
	`date` text NOT NULL,
	`part` text NOT NULL,
	`source` text NOT NULL,
	`booking_id` text,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `listing_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_entries_space_date_part_idx` ON `calendar_entries` (`space_id`,`date`,`part`);--> statement-breakpoint
CREATE INDEX `calendar_entries_listing_date_idx` ON `calendar_entries` (`listing_kind`,`date`,`listing_id`);--> statement-breakpoint
CREATE INDEX `calendar_entries_booking_idx` ON `calendar_entries` (`booking_id`);--> statement-breakpoint
CREATE TABLE `listing_spaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_kind` text NOT NULL,
	`listing_id` integer NOT NULL,
	`name` text NOT NULL,
	`capacity` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_spaces_listing_idx` ON `listing_spaces` (`listing_kind`,`listing_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `space_id` integer REFERENCES listing_spaces(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `bookings` ADD `part` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `space_id` integer REFERENCES listing_spaces(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `quotes` ADD `part` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `calendar_updated_at` integer;--> statement-breakpoint
ALTER TABLE `venues` ADD `calendar_updated_at` integer;
--> statement-breakpoint
-- Every listing has at least one space: existing rows get one (a venue its 'Main hall' at its
-- capacity, a vendor its one calendar 'Main'), and the triggers below give one to every listing
-- created later, whichever path creates it (sign-up, admin, claims, seeds, tests).
INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`)
  SELECT 'venue', `id`, 'Main hall', coalesce(`capacity_max`, `capacity`) FROM `venues` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`)
  SELECT 'vendor', `id`, 'Main', NULL FROM `vendors` ORDER BY `id`;
--> statement-breakpoint
CREATE TRIGGER `venues_default_space` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`)
    VALUES ('venue', new.`id`, 'Main hall', coalesce(new.`capacity_max`, new.`capacity`));
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_default_space` AFTER INSERT ON `vendors` BEGIN
  INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`) VALUES ('vendor', new.`id`, 'Main', NULL);
END;
--> statement-breakpoint
-- A venue with one space shows no space picker: that space's capacity is the venue's and follows it.
CREATE TRIGGER `venues_single_space_capacity` AFTER UPDATE OF `capacity`, `capacity_max` ON `venues`
WHEN (SELECT count(*) FROM `listing_spaces` WHERE `listing_kind` = 'venue' AND `listing_id` = new.`id`) = 1 BEGIN
  UPDATE `listing_spaces` SET `capacity` = coalesce(new.`capacity_max`, new.`capacity`)
    WHERE `listing_kind` = 'venue' AND `listing_id` = new.`id`;
END;
--> statement-breakpoint
-- A deleted listing takes its spaces with it (and they their calendar rows, by the foreign key).
CREATE TRIGGER `venues_delete_spaces` AFTER DELETE ON `venues` BEGIN
  DELETE FROM `listing_spaces` WHERE `listing_kind` = 'venue' AND `listing_id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_delete_spaces` AFTER DELETE ON `vendors` BEGIN
  DELETE FROM `listing_spaces` WHERE `listing_kind` = 'vendor' AND `listing_id` = old.`id`;
END;
--> statement-breakpoint
-- Existing bookings hold their listing's first space for the whole day (a second booking of a slot
-- already held, made before the guard, is left without rows rather than failing the migration).
UPDATE `bookings` SET `space_id` = (
  SELECT min(s.`id`) FROM `listing_spaces` s WHERE s.`listing_kind` = `bookings`.`listing_kind` AND s.`listing_id` = `bookings`.`listing_id`
);
--> statement-breakpoint
INSERT OR IGNORE INTO `calendar_entries` (`id`, `space_id`, `listing_kind`, `listing_id`, `date`, `part`, `source`, `booking_id`)
  SELECT lower(hex(randomblob(16))), b.`space_id`, b.`listing_kind`, b.`listing_id`, b.`event_date`, p.`part`, 'booking', b.`id`
  FROM `bookings` b CROSS JOIN (SELECT 'day' AS `part` UNION ALL SELECT 'evening') p
  WHERE b.`event_date` IS NOT NULL AND b.`space_id` IS NOT NULL
  ORDER BY b.`created_at`;
--> statement-breakpoint
-- Every booking holds its calendar slots inside its own insert, whichever code writes it: a
-- booking without a space takes its listing's first one, and one with a fixed date writes a
-- row per part it covers. A slot already held (a block or another booking) fails the unique
-- key, and with it the booking's insert and its whole transaction: no space is booked twice.
CREATE TRIGGER `bookings_calendar` AFTER INSERT ON `bookings` BEGIN
  UPDATE `bookings` SET `space_id` = (
    SELECT s.`id` FROM `listing_spaces` s WHERE s.`listing_kind` = new.`listing_kind` AND s.`listing_id` = new.`listing_id` ORDER BY s.`sort`, s.`id` LIMIT 1
  ) WHERE `id` = new.`id` AND new.`space_id` IS NULL;
  INSERT INTO `calendar_entries` (`id`, `space_id`, `listing_kind`, `listing_id`, `date`, `part`, `source`, `booking_id`)
    SELECT lower(hex(randomblob(16))), b.`space_id`, b.`listing_kind`, b.`listing_id`, b.`event_date`, p.`part`, 'booking', b.`id`
    FROM `bookings` b JOIN (SELECT 'day' AS `part` UNION ALL SELECT 'evening' AS `part`) p ON b.`part` IN ('full', p.`part`)
    WHERE b.`id` = new.`id` AND b.`event_date` IS NOT NULL AND b.`space_id` IS NOT NULL;
END;

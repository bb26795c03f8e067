-- Every booking holds its calendar slots inside its own insert, whichever code writes it: a
-- booking without a space takes its listing's first one, and one with a fixed date writes a
-- row per part it covers. A slot already held (a block or another booking) fails the unique
-- key, and with it the booking's insert and its whole transaction: no space is booked twice.
-- The rows' ids and times follow the booking's (the same booking always gives the same rows).
CREATE TRIGGER `bookings_calendar` AFTER INSERT ON `bookings` BEGIN
  UPDATE `bookings` SET `space_id` = (
    SELECT s.`id` FROM `listing_spaces` s WHERE s.`listing_kind` = new.`listing_kind` AND s.`listing_id` = new.`listing_id` ORDER BY s.`sort`, s.`id` LIMIT 1
  ) WHERE `id` = new.`id` AND new.`space_id` IS NULL;
  INSERT INTO `calendar_entries` (`id`, `space_id`, `listing_kind`, `listing_id`, `date`, `part`, `source`, `booking_id`, `created_at`)
    SELECT substr(b.`id`, 1, 31) || substr(p.`part`, 1, 1), b.`space_id`, b.`listing_kind`, b.`listing_id`, b.`event_date`, p.`part`, 'booking', b.`id`, b.`created_at`
    FROM `bookings` b JOIN (SELECT 'day' AS `part` UNION ALL SELECT 'evening' AS `part`) p ON b.`part` IN ('full', p.`part`)
    WHERE b.`id` = new.`id` AND b.`event_date` IS NOT NULL AND b.`space_id` IS NOT NULL;
END;
--> statement-breakpoint
-- A new listing's first space takes the listing's creation time (the seed gives the same rows every run).
DROP TRIGGER `venues_default_space`;
--> statement-breakpoint
CREATE TRIGGER `venues_default_space` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`, `created_at`)
    VALUES ('venue', new.`id`, 'Main hall', coalesce(new.`capacity_max`, new.`capacity`), new.`created_at`);
END;
--> statement-breakpoint
DROP TRIGGER `vendors_default_space`;
--> statement-breakpoint
CREATE TRIGGER `vendors_default_space` AFTER INSERT ON `vendors` BEGIN
  INSERT INTO `listing_spaces` (`listing_kind`, `listing_id`, `name`, `capacity`, `created_at`) VALUES ('vendor', new.`id`, 'Main', NULL, new.`created_at`);
END;
--> statement-breakpoint
-- Bookings made since the availability migration, before this trigger, hold their slots too
-- (a slot already held is left as it is rather than failing the migration).
UPDATE `bookings` SET `space_id` = (
  SELECT s.`id` FROM `listing_spaces` s WHERE s.`listing_kind` = `bookings`.`listing_kind` AND s.`listing_id` = `bookings`.`listing_id` ORDER BY s.`sort`, s.`id` LIMIT 1
) WHERE `space_id` IS NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `calendar_entries` (`id`, `space_id`, `listing_kind`, `listing_id`, `date`, `part`, `source`, `booking_id`, `created_at`)
  SELECT substr(b.`id`, 1, 31) || substr(p.`part`, 1, 1), b.`space_id`, b.`listing_kind`, b.`listing_id`, b.`event_date`, p.`part`, 'booking', b.`id`, b.`created_at`
  FROM `bookings` b JOIN (SELECT 'day' AS `part` UNION ALL SELECT 'evening' AS `part`) p ON b.`part` IN ('full', p.`part`)
  WHERE b.`event_date` IS NOT NULL AND b.`space_id` IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM `calendar_entries` e WHERE e.`booking_id` = b.`id`)
  ORDER BY b.`created_at`;

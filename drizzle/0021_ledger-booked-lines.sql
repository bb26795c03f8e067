-- One ledger: every booking is a line of the couple's budget, written by the database in the
-- same write as the booking (or as the wedding profile, for a couple who booked before making
-- one), so no code path can leave a booking out of the budget. `booked_budget_lines` is the
-- line a booking gives: the listing's name, the accepted amount as quoted, the listing's
-- budget category (venues, caterers and cakes: venue; mehendi: makeup; a vendor category that
-- shares a budget category's slug: that one; others: miscellaneous) and the wedding's function
-- of the same name when the booking names exactly one. The line takes the booking's id and time,
-- so the same bookings always give the same lines. Like the project's other triggers, the
-- view and the triggers must be dropped and made again by a migration that rebuilds one of the
-- tables they name (SQLite refuses the rename otherwise).
CREATE VIEW `booked_budget_lines` AS
SELECT
	b.`id` AS `booking_id`,
	p.`id` AS `wedding_profile_id`,
	CASE
		WHEN b.`listing_kind` = 'venue' THEN 'venue'
		WHEN c.`slug` IN ('venue', 'photography', 'decoration', 'makeup', 'music', 'invitations', 'transportation', 'miscellaneous') THEN c.`slug`
		WHEN c.`slug` IN ('catering', 'cakes') THEN 'venue'
		WHEN c.`slug` = 'mehendi' THEN 'makeup'
		ELSE 'miscellaneous'
	END AS `category`,
	substr(coalesce(nullif(coalesce(ve.`name`, vd.`name`), ''), 'Booking'), 1, 120) AS `what`,
	CASE WHEN json_array_length(b.`functions`) = 1 THEN (
		SELECT f.`id` FROM `wedding_functions` f
		WHERE f.`wedding_profile_id` = p.`id` AND lower(f.`name`) = lower(json_extract(b.`functions`, '$[0]'))
		ORDER BY f.`position` LIMIT 1
	) END AS `function_id`,
	b.`listing_kind` AS `listing_kind`,
	b.`listing_id` AS `listing_id`,
	substr(nullif(coalesce(ve.`name`, vd.`name`), ''), 1, 120) AS `business_name`,
	min(max(b.`amount`, 0), 10000000000) AS `quoted`,
	substr('Accepted quote' || coalesce(' for ' || (
		SELECT group_concat(upper(substr(j.`value`, 1, 1)) || substr(j.`value`, 2), ', ') FROM json_each(b.`functions`) j
	), ''), 1, 500) AS `note`,
	b.`created_at` AS `created_at`
FROM `bookings` b
JOIN `wedding_profiles` p ON p.`user_id` = b.`couple_user_id`
LEFT JOIN `venues` ve ON b.`listing_kind` = 'venue' AND ve.`id` = b.`listing_id`
LEFT JOIN `vendors` vd ON b.`listing_kind` = 'vendor' AND vd.`id` = b.`listing_id`
LEFT JOIN `categories` c ON c.`id` = vd.`category_id`;
--> statement-breakpoint
CREATE TRIGGER `bookings_budget_line` AFTER INSERT ON `bookings` BEGIN
	INSERT OR IGNORE INTO `budget_items` (`id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, `paid`, `note`, `booking_id`, `created_at`, `updated_at`)
	SELECT `booking_id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, 0, `note`, `booking_id`, `created_at`, `created_at`
	FROM `booked_budget_lines` WHERE `booking_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `wedding_profiles_budget_lines` AFTER INSERT ON `wedding_profiles` BEGIN
	INSERT OR IGNORE INTO `budget_items` (`id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, `paid`, `note`, `booking_id`, `created_at`, `updated_at`)
	SELECT `booking_id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, 0, `note`, `booking_id`, `created_at`, `created_at`
	FROM `booked_budget_lines` WHERE `wedding_profile_id` = NEW.`id`;
END;
--> statement-breakpoint
-- Bookings made before this migration (the demo booking among them) that never became a line.
INSERT OR IGNORE INTO `budget_items` (`id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, `paid`, `note`, `booking_id`, `created_at`, `updated_at`)
SELECT `booking_id`, `wedding_profile_id`, `category`, `what`, `function_id`, `listing_kind`, `listing_id`, `business_name`, `quoted`, 0, `note`, `booking_id`, `created_at`, `created_at`
FROM `booked_budget_lines` l
WHERE NOT EXISTS (SELECT 1 FROM `budget_items` i WHERE i.`booking_id` = l.`booking_id`);

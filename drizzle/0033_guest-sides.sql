-- A guest's or a household's side is shown in the Households list (its badge) and splits the
-- Functions tab's and the caterer sheet's headcounts, so changing it moves rsvp_version like
-- the other columns those answers show (0012, 0027). Existing rows are not changed.
DROP TRIGGER `rsvp_version_households_update`;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_update` AFTER UPDATE OF `name`, `phone`, `allowance`, `token_nonce`, `needs_accommodation`, `arrival_date`, `departure_date`, `replied_at`, `reply_seen_at`, `wedding_profile_id`, `locale`, `side` ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (new.`wedding_profile_id`, old.`wedding_profile_id`);
END;
--> statement-breakpoint
DROP TRIGGER `rsvp_version_guests_update`;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_guests_update` AFTER UPDATE OF `household_id`, `is_child`, `meal_preference`, `full_name`, `is_attending`, `wedding_profile_id`, `side` ON `guests` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (new.`wedding_profile_id`, old.`wedding_profile_id`);
END;

-- rsvp_version now also moves with everything the Households & RSVP links list shows, so that
-- list can be kept per wedding and reused while the version stands: a guest's name and answer,
-- a household's allowance and link, an invitation moved from one household to another.
DROP TRIGGER `rsvp_version_guests_update`;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_guests_update` AFTER UPDATE OF `household_id`, `is_child`, `meal_preference`, `full_name`, `is_attending`, `wedding_profile_id` ON `guests` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (new.`wedding_profile_id`, old.`wedding_profile_id`);
END;
--> statement-breakpoint
DROP TRIGGER `rsvp_version_households_update`;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_update` AFTER UPDATE OF `name`, `phone`, `allowance`, `token_nonce`, `needs_accommodation`, `arrival_date`, `departure_date`, `replied_at`, `reply_seen_at`, `wedding_profile_id` ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (new.`wedding_profile_id`, old.`wedding_profile_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_invites_update` AFTER UPDATE ON `function_invites` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` IN (new.`function_id`, old.`function_id`));
END;

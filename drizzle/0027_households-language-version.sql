-- A household's language is shown in the Households list and changes its invitation message,
-- so changing it moves rsvp_version like the list's other columns (0012).
DROP TRIGGER `rsvp_version_households_update`;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_update` AFTER UPDATE OF `name`, `phone`, `allowance`, `token_nonce`, `needs_accommodation`, `arrival_date`, `departure_date`, `replied_at`, `reply_seen_at`, `wedding_profile_id`, `locale` ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (new.`wedding_profile_id`, old.`wedding_profile_id`);
END;

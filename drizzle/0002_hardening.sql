-- TOTP codes are single-use: the last accepted 30-second step is remembered per user.
ALTER TABLE `totp_credentials` ADD `last_used_step` integer;
--> statement-breakpoint
-- Expired sessions are swept by expiry; a user's live sessions are capped oldest first.
DROP INDEX IF EXISTS `sessions_user_idx`;
--> statement-breakpoint
CREATE INDEX `sessions_user_created_idx` ON `sessions` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);
--> statement-breakpoint
-- A wedding holds at most 5,000 guests (GUEST_MAX_PER_WEDDING in src/features/guests/guests.ts).
-- The application checks first to give a clear message; this trigger keeps the cap true
-- for concurrent writers too, and aborts the whole statement (an import is all or nothing).
CREATE TRIGGER `guests_per_wedding_cap` BEFORE INSERT ON `guests`
WHEN (SELECT count(*) FROM `guests` WHERE `wedding_profile_id` = new.`wedding_profile_id`) >= 5000
BEGIN
  SELECT RAISE(ABORT, 'GUEST_LIMIT_REACHED');
END;

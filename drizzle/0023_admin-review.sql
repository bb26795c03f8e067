ALTER TABLE `listing_claims` ADD `review_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `listing_claims` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `listing_claims` ADD `reviewed_at` integer;--> statement-breakpoint
CREATE INDEX `listing_claims_review_idx` ON `listing_claims` (`review_status`,`used_at`);--> statement-breakpoint
ALTER TABLE `vendor_services` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `vendor_services` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `vendors` ADD `approval_status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `reviewed_at` integer;--> statement-breakpoint
CREATE INDEX `vendors_approval_idx` ON `vendors` (`approval_status`,`id`);--> statement-breakpoint
-- Listings claimed before the review queue existed stay with their owners: approved.
UPDATE `listing_claims` SET `review_status` = 'approved' WHERE `used_at` IS NOT NULL;

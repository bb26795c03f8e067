-- Enquiries from couples whose e-mail is unverified wait (existing rows: delivered, false);
-- a listing's bookings by date, for the one-booking-per-listing-and-date guard.
ALTER TABLE `conversations` ADD `awaiting_verification` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `conversations_couple_awaiting_idx` ON `conversations` (`couple_user_id`) WHERE "conversations"."awaiting_verification" = 1;--> statement-breakpoint
CREATE INDEX `bookings_listing_date_idx` ON `bookings` (`listing_kind`,`listing_id`,`event_date`);
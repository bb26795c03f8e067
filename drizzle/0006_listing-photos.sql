-- Listing photos: variants stored by content hash, moderation by reports. Admins review them.
CREATE TABLE `listing_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer,
	`venue_id` integer,
	`storage_key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`variant_widths` text NOT NULL,
	`bytes` integer NOT NULL,
	`placeholder` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`is_cover` integer DEFAULT false NOT NULL,
	`gallery_category` text,
	`report_count` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "listing_photos_one_listing" CHECK(("listing_photos"."vendor_id" IS NULL) <> ("listing_photos"."venue_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `listing_photos_vendor_idx` ON `listing_photos` (`vendor_id`,`position`);--> statement-breakpoint
CREATE INDEX `listing_photos_venue_idx` ON `listing_photos` (`venue_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_vendor_key_idx` ON `listing_photos` (`vendor_id`,`storage_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_venue_key_idx` ON `listing_photos` (`venue_id`,`storage_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_vendor_cover_idx` ON `listing_photos` (`vendor_id`) WHERE is_cover = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_venue_cover_idx` ON `listing_photos` (`venue_id`) WHERE is_cover = 1;--> statement-breakpoint
CREATE INDEX `listing_photos_key_idx` ON `listing_photos` (`storage_key`);--> statement-breakpoint
CREATE INDEX `listing_photos_gallery_idx` ON `listing_photos` (`created_at`,`id`) WHERE gallery_category IS NOT NULL AND hidden = 0 AND alt <> '';--> statement-breakpoint
CREATE INDEX `listing_photos_reported_idx` ON `listing_photos` (`hidden`,`report_count`) WHERE report_count > 0 OR hidden = 1;--> statement-breakpoint
CREATE TABLE `listing_photo_reports` (
	`photo_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`photo_id`, `user_id`),
	FOREIGN KEY (`photo_id`) REFERENCES `listing_photos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_photo_reports_user_idx` ON `listing_photo_reports` (`user_id`,`created_at`);

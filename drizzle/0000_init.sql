CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`slug` text NOT NULL,
	`type` text NOT NULL,
	`icon` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_idx` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_type_name_idx` ON `categories` (`type`,`name`);--> statement-breakpoint
CREATE TABLE `checklist_custom_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`phase_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checklist_custom_items_user_idx` ON `checklist_custom_items` (`user_id`,`phase_id`);--> statement-breakpoint
CREATE TABLE `checklist_progress` (
	`user_id` text NOT NULL,
	`item_id` text NOT NULL,
	`completed` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `item_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_slug_idx` ON `cities` (`slug`);--> statement-breakpoint
CREATE INDEX `cities_name_idx` ON `cities` (`name`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `gallery_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`image_url` text NOT NULL,
	`category` text,
	`description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `gallery_photos_created_idx` ON `gallery_photos` (`created_at`);--> statement-breakpoint
CREATE TABLE `guests` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text,
	`phone` text,
	`address` text,
	`is_invited` integer DEFAULT false NOT NULL,
	`is_attending` integer,
	`meal_preference` text,
	`table_number` integer,
	`notes` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guests_profile_idx` ON `guests` (`wedding_profile_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `idea_likes` (
	`idea_slug` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`idea_slug`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idea_likes_user_idx` ON `idea_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `planning_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`task_name` text NOT NULL,
	`description` text,
	`due_date` text,
	`is_completed` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planning_tasks_profile_due_idx` ON `planning_tasks` (`wedding_profile_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_starts_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`review_type` text NOT NULL,
	`venue_id` integer,
	`vendor_id` integer,
	`service_id` integer,
	`rating` integer NOT NULL,
	`comment` text,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `vendor_services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_venue_idx` ON `reviews` (`user_id`,`venue_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_vendor_idx` ON `reviews` (`user_id`,`vendor_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_service_idx` ON `reviews` (`user_id`,`service_id`);--> statement-breakpoint
CREATE INDEX `reviews_venue_idx` ON `reviews` (`venue_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_vendor_idx` ON `reviews` (`vendor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_created_idx` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`absolute_expires_at` integer NOT NULL,
	`two_factor_verified` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `shortlists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shortlists_user_item_idx` ON `shortlists` (`user_id`,`item_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `shortlists_user_created_idx` ON `shortlists` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sub_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`category_id` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sub_categories_category_idx` ON `sub_categories` (`category_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sub_categories_slug_idx` ON `sub_categories` (`category_id`,`slug`);--> statement-breakpoint
CREATE TABLE `totp_credentials` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`friendly_name` text DEFAULT 'Authenticator app' NOT NULL,
	`status` text DEFAULT 'unverified' NOT NULL,
	`recovery_code_hashes` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`avatar_url` text,
	`notification_settings` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `vendor_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`service_type` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`description` text NOT NULL,
	`location` text NOT NULL,
	`price` integer NOT NULL,
	`experience` integer NOT NULL,
	`portfolio_url` text,
	`image_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vendor_services_user_idx` ON `vendor_services` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `vendor_services_status_idx` ON `vendor_services` (`status`,`service_type`);--> statement-breakpoint
CREATE TABLE `vendor_subcategories` (
	`vendor_id` integer NOT NULL,
	`sub_category_id` integer NOT NULL,
	PRIMARY KEY(`vendor_id`, `sub_category_id`),
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sub_category_id`) REFERENCES `sub_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vendor_subcategories_sub_idx` ON `vendor_subcategories` (`sub_category_id`,`vendor_id`);--> statement-breakpoint
CREATE TABLE `vendors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_user_id` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`cover_image_url` text,
	`gallery_image_urls` text DEFAULT '[]' NOT NULL,
	`city_id` integer,
	`category_id` integer NOT NULL,
	`rating_average` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`price_range_min` integer,
	`price_range_max` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`business_hours` text,
	`deposit_policy` text,
	`payment_methods` text,
	`years_experience` integer,
	`team_size` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendors_owner_idx` ON `vendors` (`owner_user_id`);--> statement-breakpoint
CREATE INDEX `vendors_listing_idx` ON `vendors` (`category_id`,`city_id`,`is_active`,`is_featured`,`rating_average`,`review_count`);--> statement-breakpoint
CREATE INDEX `vendors_category_rank_idx` ON `vendors` (`category_id`,`is_active`,`is_featured`,`rating_average`,`review_count`);--> statement-breakpoint
CREATE INDEX `vendors_city_idx` ON `vendors` (`city_id`);--> statement-breakpoint
CREATE INDEX `vendors_recommend_idx` ON `vendors` (`is_active`,`rating_average`,`price_range_min`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`location` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`image_url` text,
	`cover_image_url` text,
	`gallery_image_urls` text DEFAULT '[]' NOT NULL,
	`city_id` integer NOT NULL,
	`capacity` integer,
	`capacity_min` integer,
	`capacity_max` integer,
	`price_per_day` integer,
	`rental_price_min` integer,
	`rental_price_max` integer,
	`number_ac_rooms` integer,
	`price_per_ac_room` integer,
	`number_non_ac_rooms` integer,
	`price_per_non_ac_room` integer,
	`decor_starting_price` integer,
	`price_per_plate_veg` integer,
	`price_per_plate_nonveg` integer,
	`taxes_and_fees_description` text,
	`deposit_required` text,
	`cancellation_policy` text,
	`alcohol_policy` text,
	`decor_policy` text,
	`wheelchair_accessible` integer DEFAULT false NOT NULL,
	`air_conditioning` integer DEFAULT false NOT NULL,
	`sound_system_available` integer DEFAULT false NOT NULL,
	`stage_available` integer DEFAULT false NOT NULL,
	`dance_floor_available` integer DEFAULT false NOT NULL,
	`bridal_suite_available` integer DEFAULT false NOT NULL,
	`amenities` text DEFAULT '{}' NOT NULL,
	`contact_phone` text,
	`contact_email` text,
	`website_url` text,
	`rating_average` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `venues_city_rating_idx` ON `venues` (`city_id`,`rating_average`);--> statement-breakpoint
CREATE INDEX `venues_city_type_idx` ON `venues` (`city_id`,`type`,`rating_average`);--> statement-breakpoint
CREATE INDEX `venues_city_rental_idx` ON `venues` (`city_id`,`rental_price_min`);--> statement-breakpoint
CREATE INDEX `venues_city_capacity_idx` ON `venues` (`city_id`,`capacity_max`);--> statement-breakpoint
CREATE INDEX `venues_city_plate_idx` ON `venues` (`city_id`,`price_per_plate_veg`);--> statement-breakpoint
CREATE INDEX `venues_type_rating_idx` ON `venues` (`type`,`rating_average`);--> statement-breakpoint
CREATE INDEX `venues_rating_idx` ON `venues` (`rating_average`);--> statement-breakpoint
CREATE INDEX `venues_rental_idx` ON `venues` (`rental_price_min`);--> statement-breakpoint
CREATE INDEX `venues_capacity_idx` ON `venues` (`capacity_max`);--> statement-breakpoint
CREATE INDEX `venues_plate_idx` ON `venues` (`price_per_plate_veg`);--> statement-breakpoint
CREATE TABLE `wedding_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_name` text DEFAULT '' NOT NULL,
	`partner_name` text DEFAULT '' NOT NULL,
	`wedding_city` text DEFAULT '' NOT NULL,
	`wedding_date` text,
	`event_type` text DEFAULT 'wedding' NOT NULL,
	`budget` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_profiles_user_idx` ON `wedding_profiles` (`user_id`);
CREATE TABLE `wedding_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`actor_user_id` text,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`subject_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `wedding_activity_profile_idx` ON `wedding_activity` (`wedding_profile_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `wedding_collaborators` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`role` text NOT NULL,
	`side` text NOT NULL,
	`token_hash` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`invited_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_collaborators_email_idx` ON `wedding_collaborators` (`wedding_profile_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_collaborators_token_idx` ON `wedding_collaborators` (`token_hash`);--> statement-breakpoint
CREATE INDEX `wedding_collaborators_user_idx` ON `wedding_collaborators` (`user_id`);--> statement-breakpoint
CREATE INDEX `wedding_collaborators_invited_idx` ON `wedding_collaborators` (`email`,`accepted_at`);--> statement-breakpoint
CREATE TABLE `wedding_site_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`storage_key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`variant_widths` text NOT NULL,
	`bytes` integer NOT NULL,
	`placeholder` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wedding_site_photos_profile_idx` ON `wedding_site_photos` (`wedding_profile_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_site_photos_key_idx` ON `wedding_site_photos` (`wedding_profile_id`,`storage_key`);--> statement-breakpoint
CREATE TABLE `wedding_sites` (
	`wedding_profile_id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`story` text DEFAULT '' NOT NULL,
	`travel` text DEFAULT '' NOT NULL,
	`stay` text DEFAULT '' NOT NULL,
	`listed` integer DEFAULT false NOT NULL,
	`passphrase_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_sites_slug_idx` ON `wedding_sites` (`slug`);--> statement-breakpoint
ALTER TABLE `budget_items` ADD `paid_by` text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE `budget_items` ADD `bride_share` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `guests` ADD `side` text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE `households` ADD `side` text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE `wedding_functions` ADD `is_public` integer DEFAULT false NOT NULL;
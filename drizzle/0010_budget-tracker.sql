-- The budget tracker: a plan per budget category of a wedding, and the expense items under
-- each (quoted, paid, due), linked to a function, a listing and a booking when there is one.
CREATE TABLE `budget_lines` (
	`wedding_profile_id` text NOT NULL,
	`category` text NOT NULL,
	`planned` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`wedding_profile_id`, `category`),
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "budget_lines_planned_range" CHECK("budget_lines"."planned" BETWEEN 0 AND 10000000000)
);
--> statement-breakpoint
CREATE TABLE `budget_items` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`category` text NOT NULL,
	`what` text NOT NULL,
	`function_id` text,
	`listing_kind` text,
	`listing_id` integer,
	`business_name` text,
	`quoted` integer DEFAULT 0 NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`due_date` text,
	`note` text,
	`booking_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`function_id`) REFERENCES `wedding_functions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "budget_items_amounts_range" CHECK("budget_items"."quoted" BETWEEN 0 AND 10000000000 AND "budget_items"."paid" BETWEEN 0 AND 10000000000),
	CONSTRAINT "budget_items_listing_pair" CHECK(("budget_items"."listing_kind" IS NULL) = ("budget_items"."listing_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `budget_items_profile_idx` ON `budget_items` (`wedding_profile_id`,`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `budget_items_due_idx` ON `budget_items` (`wedding_profile_id`,`due_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `budget_items_booking_idx` ON `budget_items` (`booking_id`);

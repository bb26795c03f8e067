-- Functions (Haldi, Mehendi, Sangeet…), households with private RSVP links, invitations
-- per household and function, and the answers that come back through the links.
ALTER TABLE `wedding_profiles` ADD `rsvp_deadline` text;
--> statement-breakpoint
ALTER TABLE `wedding_profiles` ADD `rsvp_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `wedding_functions` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`name` text NOT NULL,
	`date` text,
	`start_time` text,
	`venue_id` integer,
	`venue_name` text,
	`address` text,
	`dress_code` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wedding_functions_profile_idx` ON `wedding_functions` (`wedding_profile_id`,`position`);
--> statement-breakpoint
CREATE TABLE `households` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_profile_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`allowance` integer DEFAULT 1 NOT NULL,
	`token_nonce` text,
	`token_hash` text,
	`token_created_at` integer,
	`needs_accommodation` integer,
	`arrival_date` text,
	`departure_date` text,
	`replied_at` integer,
	`reply_seen_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`wedding_profile_id`) REFERENCES `wedding_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `households_profile_idx` ON `households` (`wedding_profile_id`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `households_token_idx` ON `households` (`token_hash`);
--> statement-breakpoint
ALTER TABLE `guests` ADD `household_id` text REFERENCES households(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `guests` ADD `is_child` integer DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX `guests_household_idx` ON `guests` (`household_id`,`id`,`is_child`,`meal_preference`);
--> statement-breakpoint
-- Every guest so far was added alone: each gets a household of its own, named after them.
-- The guest's id is reused as the household's id (a different table, so no clash).
INSERT INTO `households` (`id`, `wedding_profile_id`, `name`, `phone`, `allowance`, `created_at`, `updated_at`)
SELECT `id`, `wedding_profile_id`, `full_name`, `phone`, 1, `created_at`, `updated_at` FROM `guests`;
--> statement-breakpoint
UPDATE `guests` SET `household_id` = `id`;
--> statement-breakpoint
CREATE TABLE `function_invites` (
	`function_id` text NOT NULL,
	`household_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`function_id`, `household_id`),
	FOREIGN KEY (`function_id`) REFERENCES `wedding_functions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `function_invites_household_idx` ON `function_invites` (`household_id`);
--> statement-breakpoint
CREATE TABLE `rsvp_extras` (
	`id` text PRIMARY KEY NOT NULL,
	`household_id` text NOT NULL,
	`full_name` text NOT NULL,
	`is_child` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rsvp_extras_household_idx` ON `rsvp_extras` (`household_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `rsvp_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`function_id` text NOT NULL,
	`guest_id` text,
	`extra_id` text,
	`attending` integer NOT NULL,
	`meal` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`function_id`) REFERENCES `wedding_functions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`extra_id`) REFERENCES `rsvp_extras`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT `rsvp_answers_one_person` CHECK((`guest_id` IS NULL) <> (`extra_id` IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rsvp_answers_guest_idx` ON `rsvp_answers` (`guest_id`,`function_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `rsvp_answers_extra_idx` ON `rsvp_answers` (`extra_id`,`function_id`);
--> statement-breakpoint
CREATE INDEX `rsvp_answers_function_idx` ON `rsvp_answers` (`function_id`);
--> statement-breakpoint
CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- The two RSVP planning tasks for profiles that already exist, dated like new ones.
INSERT INTO `planning_tasks` (`id`, `wedding_profile_id`, `task_name`, `description`, `due_date`, `position`)
SELECT lower(hex(randomblob(16))), `id`, 'Send RSVP links',
	'Share each household''s RSVP link on WhatsApp, or print its QR code on the invitation card.',
	CASE WHEN `wedding_date` IS NULL THEN NULL ELSE date(`wedding_date`, '-45 days') END, 32
FROM `wedding_profiles`;
--> statement-breakpoint
INSERT INTO `planning_tasks` (`id`, `wedding_profile_id`, `task_name`, `description`, `due_date`, `position`)
SELECT lower(hex(randomblob(16))), `id`, 'Confirm final headcount with the caterer',
	'Hand the caterer the sheet of each function: people attending, by meal, with children.',
	CASE WHEN `wedding_date` IS NULL THEN NULL ELSE date(`wedding_date`, '-10 days') END, 33
FROM `wedding_profiles`;
--> statement-breakpoint
-- rsvp_version counts the changes that move a wedding's headcounts, stays or new replies,
-- whichever code makes them (guest list, households, RSVP links, shortlists), in the same
-- transaction: a cached headcount is served only while the version it was made at stands.
CREATE TRIGGER `rsvp_version_guests_insert` AFTER INSERT ON `guests` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_guests_delete` AFTER DELETE ON `guests` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = old.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_guests_update` AFTER UPDATE OF `household_id`, `is_child`, `meal_preference` ON `guests` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_insert` AFTER INSERT ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_delete` AFTER DELETE ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = old.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_households_update` AFTER UPDATE OF `name`, `phone`, `needs_accommodation`, `arrival_date`, `departure_date`, `replied_at`, `reply_seen_at` ON `households` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_functions_insert` AFTER INSERT ON `wedding_functions` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_functions_delete` AFTER DELETE ON `wedding_functions` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = old.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_functions_update` AFTER UPDATE ON `wedding_functions` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = new.`wedding_profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_invites_insert` AFTER INSERT ON `function_invites` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` = new.`function_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_invites_delete` AFTER DELETE ON `function_invites` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` = old.`function_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_answers_insert` AFTER INSERT ON `rsvp_answers` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` = new.`function_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_answers_update` AFTER UPDATE ON `rsvp_answers` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` = new.`function_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_answers_delete` AFTER DELETE ON `rsvp_answers` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `wedding_functions` WHERE `id` = old.`function_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_extras_insert` AFTER INSERT ON `rsvp_extras` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `households` WHERE `id` = new.`household_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_extras_update` AFTER UPDATE ON `rsvp_extras` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` IN (SELECT `wedding_profile_id` FROM `households` WHERE `id` IN (new.`household_id`, old.`household_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_extras_delete` AFTER DELETE ON `rsvp_extras` BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `id` = (SELECT `wedding_profile_id` FROM `households` WHERE `id` = old.`household_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_shortlists_insert` AFTER INSERT ON `shortlists` WHEN new.`item_type` = 'venue' BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `user_id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `rsvp_version_shortlists_delete` AFTER DELETE ON `shortlists` WHEN old.`item_type` = 'venue' BEGIN
  UPDATE `wedding_profiles` SET `rsvp_version` = `rsvp_version` + 1 WHERE `user_id` = old.`user_id`;
END;

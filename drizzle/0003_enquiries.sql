-- Enquiries, quotes and bookings. Venues gain an owner as vendors have one; a business
-- account may own several listings, so the vendor owner index is no longer unique.
ALTER TABLE `venues` ADD `owner_user_id` text REFERENCES `users`(`id`) ON DELETE set null;
--> statement-breakpoint
CREATE INDEX `venues_owner_idx` ON `venues` (`owner_user_id`);
--> statement-breakpoint
DROP INDEX `vendors_owner_idx`;
--> statement-breakpoint
CREATE INDEX `vendors_owner_idx` ON `vendors` (`owner_user_id`);
--> statement-breakpoint
CREATE TABLE `listing_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`listing_kind` text NOT NULL,
	`listing_id` integer NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`used_by_user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`used_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_claims_listing_idx` ON `listing_claims` (`listing_kind`,`listing_id`);
--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`couple_user_id` text NOT NULL,
	`listing_kind` text NOT NULL,
	`listing_id` integer NOT NULL,
	`business_user_id` text,
	`couple_name` text NOT NULL,
	`functions` text NOT NULL,
	`event_date` text,
	`event_month` text NOT NULL,
	`guest_count` integer NOT NULL,
	`budget` integer,
	`status` text DEFAULT 'new' NOT NULL,
	`contact_shared` integer DEFAULT false NOT NULL,
	`shared_phone` text,
	`shared_email` text,
	`last_message` text DEFAULT '' NOT NULL,
	`last_activity_at` integer NOT NULL,
	`couple_unread` integer DEFAULT 0 NOT NULL,
	`business_unread` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`couple_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversations_business_activity_idx` ON `conversations` (`business_user_id`,`last_activity_at`);
--> statement-breakpoint
CREATE INDEX `conversations_business_status_idx` ON `conversations` (`business_user_id`,`status`,`last_activity_at`);
--> statement-breakpoint
CREATE INDEX `conversations_couple_activity_idx` ON `conversations` (`couple_user_id`,`last_activity_at`);
--> statement-breakpoint
CREATE INDEX `conversations_listing_idx` ON `conversations` (`listing_kind`,`listing_id`);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`author_side` text NOT NULL,
	`kind` text DEFAULT 'message' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`quote_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`amount` integer NOT NULL,
	`includes` text NOT NULL,
	`functions` text NOT NULL,
	`valid_until` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quotes_conversation_idx` ON `quotes` (`conversation_id`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_one_accepted_idx` ON `quotes` (`conversation_id`) WHERE "quotes"."status" = 'accepted';
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`quote_id` text NOT NULL,
	`couple_user_id` text NOT NULL,
	`business_user_id` text,
	`listing_kind` text NOT NULL,
	`listing_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`functions` text NOT NULL,
	`event_date` text,
	`event_month` text NOT NULL,
	`guest_count` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`couple_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_conversation_idx` ON `bookings` (`conversation_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_idx` ON `bookings` (`quote_id`);
--> statement-breakpoint
CREATE INDEX `bookings_business_event_idx` ON `bookings` (`business_user_id`,`event_month`,`event_date`);
--> statement-breakpoint
CREATE INDEX `bookings_couple_created_idx` ON `bookings` (`couple_user_id`,`created_at`);
--> statement-breakpoint
-- Each business's inbox counts per status, kept by triggers on every write to conversations
-- (sends, replies, reads, quotes, bookings, claims, deletions), so the inbox reads a few
-- rows instead of counting thousands of conversations on every page.
CREATE TABLE `inbox_counts` (
	`business_user_id` text NOT NULL,
	`status` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`unread` integer DEFAULT 0 NOT NULL,
	`unread_messages` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_user_id`, `status`),
	FOREIGN KEY (`business_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER `conversations_inbox_insert` AFTER INSERT ON `conversations` WHEN new.business_user_id IS NOT NULL BEGIN
  INSERT INTO `inbox_counts` (business_user_id, status, total, unread, unread_messages)
    VALUES (new.business_user_id, new.status, 1, new.business_unread > 0, new.business_unread)
    ON CONFLICT (business_user_id, status) DO UPDATE SET total = total + 1, unread = unread + excluded.unread, unread_messages = unread_messages + excluded.unread_messages;
END;
--> statement-breakpoint
CREATE TRIGGER `conversations_inbox_delete` AFTER DELETE ON `conversations` WHEN old.business_user_id IS NOT NULL BEGIN
  UPDATE `inbox_counts` SET total = total - 1, unread = unread - (old.business_unread > 0), unread_messages = unread_messages - old.business_unread
    WHERE business_user_id = old.business_user_id AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `conversations_inbox_update` AFTER UPDATE OF business_user_id, status, business_unread ON `conversations` BEGIN
  UPDATE `inbox_counts` SET total = total - 1, unread = unread - (old.business_unread > 0), unread_messages = unread_messages - old.business_unread
    WHERE old.business_user_id IS NOT NULL AND business_user_id = old.business_user_id AND status = old.status;
  INSERT INTO `inbox_counts` (business_user_id, status, total, unread, unread_messages)
    SELECT new.business_user_id, new.status, 1, new.business_unread > 0, new.business_unread WHERE new.business_user_id IS NOT NULL
    ON CONFLICT (business_user_id, status) DO UPDATE SET total = total + 1, unread = unread + excluded.unread, unread_messages = unread_messages + excluded.unread_messages;
END;

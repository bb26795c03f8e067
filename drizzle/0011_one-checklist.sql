-- One checklist: a couple with a wedding profile keeps the checklist page's ticks and custom
-- items in its planning tasks, so the page and the dashboard's Checklist tab show the same
-- items. Each task remembers the checklist item it came from and its phase; custom tasks are
-- marked so that only they can be deleted.
ALTER TABLE `planning_tasks` ADD `phase_id` text;
--> statement-breakpoint
ALTER TABLE `planning_tasks` ADD `checklist_item_id` text;
--> statement-breakpoint
ALTER TABLE `planning_tasks` ADD `is_custom` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Tasks were created in checklist order, so a task's position names its checklist item.
UPDATE `planning_tasks` SET `checklist_item_id` = CASE `position` WHEN 0 THEN 'six-months-plus-budget' WHEN 1 THEN 'six-months-plus-muhurat' WHEN 2 THEN 'six-months-plus-guest-list' WHEN 3 THEN 'six-months-plus-venue' WHEN 4 THEN 'six-months-plus-photographer' WHEN 5 THEN 'six-months-plus-planner-decor' WHEN 6 THEN 'three-to-five-months-caterer' WHEN 7 THEN 'three-to-five-months-mehendi-artist' WHEN 8 THEN 'three-to-five-months-makeup' WHEN 9 THEN 'three-to-five-months-trousseau' WHEN 10 THEN 'three-to-five-months-invitations' WHEN 11 THEN 'three-to-five-months-music' WHEN 12 THEN 'one-to-two-months-send-invites' WHEN 13 THEN 'one-to-two-months-sangeet' WHEN 14 THEN 'one-to-two-months-jewellery' WHEN 15 THEN 'one-to-two-months-stay' WHEN 16 THEN 'one-to-two-months-baraat' WHEN 17 THEN 'one-to-two-months-registration' WHEN 18 THEN 'two-to-four-weeks-rsvp' WHEN 19 THEN 'two-to-four-weeks-fittings' WHEN 20 THEN 'two-to-four-weeks-vendor-schedule' WHEN 21 THEN 'two-to-four-weeks-pooja-samagri' WHEN 22 THEN 'two-to-four-weeks-return-gifts' WHEN 23 THEN 'two-to-four-weeks-seating' WHEN 24 THEN 'one-week-confirm-vendors' WHEN 25 THEN 'one-week-emergency-kit' WHEN 26 THEN 'one-week-cash-envelopes' WHEN 27 THEN 'one-week-haldi-mehendi' WHEN 28 THEN 'wedding-day-breakfast' WHEN 29 THEN 'wedding-day-point-person' WHEN 30 THEN 'wedding-day-rings-documents' WHEN 31 THEN 'wedding-day-enjoy' END, `phase_id` = CASE `position` WHEN 0 THEN 'six-months-plus' WHEN 1 THEN 'six-months-plus' WHEN 2 THEN 'six-months-plus' WHEN 3 THEN 'six-months-plus' WHEN 4 THEN 'six-months-plus' WHEN 5 THEN 'six-months-plus' WHEN 6 THEN 'three-to-five-months' WHEN 7 THEN 'three-to-five-months' WHEN 8 THEN 'three-to-five-months' WHEN 9 THEN 'three-to-five-months' WHEN 10 THEN 'three-to-five-months' WHEN 11 THEN 'three-to-five-months' WHEN 12 THEN 'one-to-two-months' WHEN 13 THEN 'one-to-two-months' WHEN 14 THEN 'one-to-two-months' WHEN 15 THEN 'one-to-two-months' WHEN 16 THEN 'one-to-two-months' WHEN 17 THEN 'one-to-two-months' WHEN 18 THEN 'two-to-four-weeks' WHEN 19 THEN 'two-to-four-weeks' WHEN 20 THEN 'two-to-four-weeks' WHEN 21 THEN 'two-to-four-weeks' WHEN 22 THEN 'two-to-four-weeks' WHEN 23 THEN 'two-to-four-weeks' WHEN 24 THEN 'one-week' WHEN 25 THEN 'one-week' WHEN 26 THEN 'one-week' WHEN 27 THEN 'one-week' WHEN 28 THEN 'wedding-day' WHEN 29 THEN 'wedding-day' WHEN 30 THEN 'wedding-day' WHEN 31 THEN 'wedding-day' END WHERE `position` BETWEEN 0 AND 31;
--> statement-breakpoint
CREATE UNIQUE INDEX `planning_tasks_profile_item_idx` ON `planning_tasks` (`wedding_profile_id`,`checklist_item_id`);
--> statement-breakpoint
-- Ticks a couple made on the checklist page join the tasks of its wedding profile.
UPDATE `planning_tasks` SET `is_completed` = 1
WHERE `checklist_item_id` IN (
  SELECT `cp`.`item_id` FROM `checklist_progress` `cp`
  JOIN `wedding_profiles` `wp` ON `wp`.`user_id` = `cp`.`user_id`
  WHERE `wp`.`id` = `planning_tasks`.`wedding_profile_id` AND `cp`.`completed` = 1
);
--> statement-breakpoint
INSERT INTO `planning_tasks` (`id`, `wedding_profile_id`, `task_name`, `description`, `due_date`, `is_completed`, `position`, `phase_id`, `is_custom`)
SELECT `ci`.`id`, `wp`.`id`, `ci`.`title`, nullif(`ci`.`description`, ''), NULL,
  coalesce((SELECT `completed` FROM `checklist_progress` WHERE `user_id` = `ci`.`user_id` AND `item_id` = `ci`.`id`), 0),
  100 + row_number() OVER (PARTITION BY `ci`.`user_id` ORDER BY `ci`.`created_at`, `ci`.`id`),
  `ci`.`phase_id`, 1
FROM `checklist_custom_items` `ci`
JOIN `wedding_profiles` `wp` ON `wp`.`user_id` = `ci`.`user_id`;
--> statement-breakpoint
DELETE FROM `checklist_custom_items` WHERE `user_id` IN (SELECT `user_id` FROM `wedding_profiles`);
--> statement-breakpoint
DELETE FROM `checklist_progress` WHERE `user_id` IN (SELECT `user_id` FROM `wedding_profiles`);

-- Every person a household brings is a guest: the named extras households added through their
-- RSVP links become guests of the household, keeping their id, name, child flag and creation
-- time, so their answers move with them. Their RSVP follows their answers as a reply sets it
-- (confirmed when attending any function, declined when they answered and attend none) and
-- their meal is that of the first function they attend. They were invited through the link.
-- A wedding already at the 5,000-guest limit keeps its extras as they are (still counted by
-- the functions' headcounts), so the cap trigger of 0002 never aborts this migration.
-- Places of an allowance nobody has named are not people yet: they stay an allowance, offered
-- as empty places on the RSVP page, and are counted nowhere until someone is named.
INSERT INTO `guests` (`id`, `wedding_profile_id`, `full_name`, `is_invited`, `is_attending`, `meal_preference`, `household_id`, `is_child`, `created_at`, `updated_at`)
SELECT
  x.`id`,
  h.`wedding_profile_id`,
  x.`full_name`,
  1,
  CASE
    WHEN EXISTS (SELECT 1 FROM `rsvp_answers` a WHERE a.`extra_id` = x.`id` AND a.`attending` = 1) THEN 1
    WHEN EXISTS (SELECT 1 FROM `rsvp_answers` a WHERE a.`extra_id` = x.`id`) THEN 0
    ELSE NULL
  END,
  (
    SELECT a.`meal` FROM `rsvp_answers` a
    INNER JOIN `wedding_functions` f ON f.`id` = a.`function_id`
    WHERE a.`extra_id` = x.`id` AND a.`attending` = 1 AND a.`meal` IS NOT NULL
    ORDER BY f.`date` IS NULL, f.`date`, f.`start_time` IS NULL, f.`start_time`, f.`position`
    LIMIT 1
  ),
  x.`household_id`,
  x.`is_child`,
  x.`created_at`,
  x.`updated_at`
FROM `rsvp_extras` x
INNER JOIN `households` h ON h.`id` = x.`household_id`
WHERE (SELECT count(*) FROM `guests` g WHERE g.`wedding_profile_id` = h.`wedding_profile_id`)
    + (SELECT count(*) FROM `rsvp_extras` y INNER JOIN `households` k ON k.`id` = y.`household_id` WHERE k.`wedding_profile_id` = h.`wedding_profile_id`) <= 5000;
--> statement-breakpoint
UPDATE `rsvp_answers` SET `guest_id` = `extra_id`, `extra_id` = NULL
WHERE `extra_id` IS NOT NULL AND `extra_id` IN (SELECT `id` FROM `guests`);
--> statement-breakpoint
DELETE FROM `rsvp_extras` WHERE `id` IN (SELECT `id` FROM `guests`);

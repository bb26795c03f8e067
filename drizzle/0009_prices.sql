-- Prices that say when they were checked, and what they were before.
-- `prices_verified_on` is a calendar date (YYYY-MM-DD) the owner last confirmed or changed the
-- listing's prices; null means never. Vendors gain a per-person price (catering per plate,
-- makeup per person, mehendi per hand) for the guest-count estimate.
ALTER TABLE `venues` ADD `prices_verified_on` text;
--> statement-breakpoint
ALTER TABLE `vendors` ADD `prices_verified_on` text;
--> statement-breakpoint
ALTER TABLE `vendors` ADD `price_per_person` integer;
--> statement-breakpoint
-- One row per price change of a listing: the prices it had from `changed_on`.
CREATE TABLE `price_history` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `listing_kind` text NOT NULL,
  `listing_id` integer NOT NULL,
  `changed_on` text NOT NULL,
  `price_per_plate_veg` integer,
  `price_per_plate_nonveg` integer,
  `rental_price_min` integer,
  `rental_price_max` integer,
  `price_range_min` integer,
  `price_range_max` integer,
  `price_per_person` integer,
  `created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_history_listing_idx` ON `price_history` (`listing_kind`, `listing_id`, `changed_on`, `id`);
--> statement-breakpoint
-- The detail page shows the history: a new row raises the listing's revision (drizzle/0007).
CREATE TRIGGER `price_history_revision_insert` AFTER INSERT ON `price_history` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES (new.listing_kind, new.listing_id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `price_history_revision_delete` AFTER DELETE ON `price_history` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES (old.listing_kind, old.listing_id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
-- The venue list's "estimated cost" sort (src/features/costs/estimate-sql.server.ts): the cost
-- of a day for G guests is veg plate × G + rental, which is linear in G, so no single index
-- orders it for every G. These index it at 50, 100, 200 and 400 guests; a query for G walks
-- the nearest one at or below G to bound the candidates, then sorts only those. Every filter
-- column follows the key, as in the other list indexes. A venue missing either price sorts last.
CREATE INDEX venues_city_est50_idx ON venues (city_id, ifnull(price_per_plate_veg * 50 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_est50_idx ON venues (ifnull(price_per_plate_veg * 50 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_city_est100_idx ON venues (city_id, ifnull(price_per_plate_veg * 100 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_est100_idx ON venues (ifnull(price_per_plate_veg * 100 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_city_est200_idx ON venues (city_id, ifnull(price_per_plate_veg * 200 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_est200_idx ON venues (ifnull(price_per_plate_veg * 200 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_city_est400_idx ON venues (city_id, ifnull(price_per_plate_veg * 400 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
CREATE INDEX venues_est400_idx ON venues (ifnull(price_per_plate_veg * 400 + rental_price_min, 1000000000000000), id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min, rating_average);

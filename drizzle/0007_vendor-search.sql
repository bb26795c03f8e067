-- Full-text search over the whole catalogue (venues and active vendors) for the site search
-- (/api/search). One row per listing: its name; its kind (venue type or vendor category, with
-- that category's description, so "photographer" finds Photography); its city; its description
-- and address; and a `place` token (city{id}) to filter by city inside the index.
--
-- The rowid orders the rows by a precomputed rank, best first: a review-weighted rating
-- (rating_average pulled towards 3.5 by five phantom reviews), then the listing id, with the
-- kind in the lowest bit (id * 2, + 1 for vendors). FTS5 returns matches in rowid order, so
-- "the best 20 matches" stops after 20 rows however many match: search costs the same at 800
-- listings and at 267,000. Contentless (the text lives in venues and vendors), with deletes by
-- rowid; the triggers below keep it in step, re-filing a listing when its rating moves.
-- Columns only (no positions: no phrase queries are made) and prefix indexes for 2-6
-- letters, so a word being typed ("pal") reads one list, lazily, instead of gathering every
-- matching word's list first (0.07 ms instead of ~12 ms at 100,000 venues).
CREATE VIRTUAL TABLE `catalogue_fts` USING fts5(name, kind, city, body, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 0), v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), v.location), v.description || ' ' || v.address, 'city' || v.city_id
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 1), v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = v.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), ''), v.description || ' ' || v.address, 'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
CREATE TRIGGER `venues_search_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0), new.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location), new.description || ' ' || new.address, 'city' || new.city_id;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_delete` AFTER DELETE ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = ((500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0);
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_update` AFTER UPDATE OF name, description, address, type, city_id, location, rating_average, review_count ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = ((500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0);
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0), new.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location), new.description || ' ' || new.address, 'city' || new.city_id;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_insert` AFTER INSERT ON `vendors` WHEN new.is_active BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1), new.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''), new.description || ' ' || new.address, 'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_delete` AFTER DELETE ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = ((500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1);
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_update` AFTER UPDATE OF name, description, address, category_id, city_id, rating_average, review_count, is_active ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = ((500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1);
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT ((500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1), new.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''), new.description || ' ' || new.address, 'city' || coalesce(new.city_id, 0) WHERE new.is_active;
END;
--> statement-breakpoint
-- A revision per listing, raised by every change to the listing or its reviews, so a server
-- process can tell in one primary-key read whether a page it keeps is still current.
-- No row means revision 0 (never changed since it was added).
CREATE TABLE `listing_revisions` (
  `kind` text NOT NULL,
  `listing_id` integer NOT NULL,
  `revision` integer DEFAULT 1 NOT NULL,
  PRIMARY KEY(`kind`, `listing_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `venues_revision_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('venue', new.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_revision_update` AFTER UPDATE ON `venues` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('venue', new.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_revision_delete` AFTER DELETE ON `venues` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('venue', old.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_revision_insert` AFTER INSERT ON `vendors` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('vendor', new.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_revision_update` AFTER UPDATE ON `vendors` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('vendor', new.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_revision_delete` AFTER DELETE ON `vendors` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id) VALUES ('vendor', old.id) ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_revision_insert` AFTER INSERT ON `reviews` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
    SELECT 'venue', new.venue_id WHERE new.venue_id IS NOT NULL
    UNION ALL SELECT 'vendor', new.vendor_id WHERE new.vendor_id IS NOT NULL
    ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_revision_update` AFTER UPDATE ON `reviews` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
    SELECT 'venue', new.venue_id WHERE new.venue_id IS NOT NULL
    UNION SELECT 'venue', old.venue_id WHERE old.venue_id IS NOT NULL
    UNION SELECT 'vendor', new.vendor_id WHERE new.vendor_id IS NOT NULL
    UNION SELECT 'vendor', old.vendor_id WHERE old.vendor_id IS NOT NULL
    ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_revision_delete` AFTER DELETE ON `reviews` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
    SELECT 'venue', old.venue_id WHERE old.venue_id IS NOT NULL
    UNION ALL SELECT 'vendor', old.vendor_id WHERE old.vendor_id IS NOT NULL
    ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
-- Venue list indexes that cover every filter column (type, guest range, plate, rental,
-- rating), with the sort column and id first. A list query walks one of them in sort order,
-- or along one selective range, and checks each candidate from the index entry itself: the
-- table row (descriptions, amenities, galleries: kilobytes) is read only for the dozen venues
-- on the page. Same names as before, so the queries that name them (INDEXED BY) are unchanged.
-- At 100,000 venues this takes the slowest unique filter combinations from ~70 ms to ~2 ms.
DROP INDEX IF EXISTS venues_city_rating_idx;
--> statement-breakpoint
CREATE INDEX venues_city_rating_idx ON venues (city_id, rating_average, id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_city_type_idx;
--> statement-breakpoint
CREATE INDEX venues_city_type_idx ON venues (city_id, type, rating_average, id, capacity_min, capacity_max, price_per_plate_veg, rental_price_min);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_city_rental_idx;
--> statement-breakpoint
CREATE INDEX venues_city_rental_idx ON venues (city_id, rental_price_min, id, type, capacity_min, capacity_max, price_per_plate_veg, rating_average);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_city_capacity_idx;
--> statement-breakpoint
CREATE INDEX venues_city_capacity_idx ON venues (city_id, capacity_max, id, type, capacity_min, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_city_plate_idx;
--> statement-breakpoint
CREATE INDEX venues_city_plate_idx ON venues (city_id, price_per_plate_veg, id, type, capacity_min, capacity_max, rental_price_min, rating_average);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_type_rating_idx;
--> statement-breakpoint
CREATE INDEX venues_type_rating_idx ON venues (type, rating_average, id, capacity_min, capacity_max, price_per_plate_veg, rental_price_min);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_rating_idx;
--> statement-breakpoint
CREATE INDEX venues_rating_idx ON venues (rating_average, id, type, capacity_min, capacity_max, price_per_plate_veg, rental_price_min);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_rental_idx;
--> statement-breakpoint
CREATE INDEX venues_rental_idx ON venues (rental_price_min, id, type, capacity_min, capacity_max, price_per_plate_veg, rating_average);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_capacity_idx;
--> statement-breakpoint
CREATE INDEX venues_capacity_idx ON venues (capacity_max, id, type, capacity_min, price_per_plate_veg, rental_price_min, rating_average);
--> statement-breakpoint
DROP INDEX IF EXISTS venues_plate_idx;
--> statement-breakpoint
CREATE INDEX venues_plate_idx ON venues (price_per_plate_veg, id, type, capacity_min, capacity_max, rental_price_min, rating_average);

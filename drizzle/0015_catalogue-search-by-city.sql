-- Catalogue search reads three more full-text indexes beside catalogue_fts, with the same
-- rows and rank order, so a search stops as soon as it has its rows, even when few match:
-- - catalogue_title_fts holds the name, kind and city only. Listings named for the words come
--   first; matching them here needs no column filter, and FTS5 steps over a row that fails a
--   column filter without checking where the query should stop, so a title search for two
--   words that rarely meet in a title read both words' lists to the end (2-3 ms at 100,000
--   venues; now 0.1-1 ms, and none when nothing matches at all).
-- - catalogue_city_fts and catalogue_city_title_fts keep each city's listings together: the
--   rowid is the city id × 2^41 plus the rank rowid of catalogue_fts (below 2^41). A search
--   in a city starts at its first row (rowid >= city × 2^41) and ends with the city's place
--   token's list, so it reads that city's part of each list only (2-4 ms → 0.1-0.5 ms).
-- The low 32 bits of every rowid are the same (listing id × 2, + 1 for a vendor).
CREATE VIRTUAL TABLE `catalogue_title_fts` USING fts5(name, kind, city, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
  SELECT (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 0,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), v.location)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
  SELECT (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 1,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = v.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), '')
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_city_fts` USING fts5(name, kind, city, body, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 0,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), v.location),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 1,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = v.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), ''),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_city_title_fts` USING fts5(name, kind, city, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 0,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), v.location),
    'city' || coalesce(v.city_id, 0)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + (500 - CAST(round((v.rating_average * v.review_count + 17.5) / (v.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + v.id * 2 + 1,
    v.name,
    coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = v.category_id), '') || '. Vendor',
    coalesce((SELECT name FROM `cities` WHERE id = v.city_id), ''),
    'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
DROP TRIGGER `venues_search_insert`;
--> statement-breakpoint
DROP TRIGGER `venues_search_delete`;
--> statement-breakpoint
DROP TRIGGER `venues_search_update`;
--> statement-breakpoint
CREATE TRIGGER `venues_search_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_delete` AFTER DELETE ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_title_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_update` AFTER UPDATE OF name, description, address, type, city_id, location, rating_average, review_count ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_title_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 0;
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 0,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
DROP TRIGGER `vendors_search_insert`;
--> statement-breakpoint
DROP TRIGGER `vendors_search_delete`;
--> statement-breakpoint
DROP TRIGGER `vendors_search_update`;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_insert` AFTER INSERT ON `vendors` WHEN new.is_active BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), '');
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_delete` AFTER DELETE ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_title_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_update` AFTER UPDATE OF name, description, address, category_id, city_id, rating_average, review_count, is_active ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_title_fts` WHERE rowid = (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + (500 - CAST(round((old.rating_average * old.review_count + 17.5) / (old.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + old.id * 2 + 1;
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), '') WHERE new.is_active;
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + (500 - CAST(round((new.rating_average * new.review_count + 17.5) / (new.review_count + 5.0) * 100) AS INTEGER)) * 4294967296 + new.id * 2 + 1,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
END;

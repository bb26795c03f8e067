-- The search triggers file each listing under its `search_rowid` (added in 0018 as a virtual
-- generated column of venues and vendors) instead of spelling out the rank expression, which
-- migrations 0007 and 0015 copied into every trigger (48 times). Same rowids as before, so
-- the rows already in the four full-text indexes, and the order of every search, stay as they
-- are: only the triggers are replaced, and the indexes are not rebuilt.
--
-- A rowid is the listing's rank in the high bits, then id × 2 + kind (0 venue, 1 vendor) in
-- the low 32 bits (see `searchRowid` in src/server/db/schema.ts). The city-major indexes
-- (0015) add the city id × 2^41 in front, so each city's listings sit together.
DROP TRIGGER IF EXISTS `venues_search_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venues_search_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `venues_search_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_search_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_search_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `vendors_search_update`;
--> statement-breakpoint
CREATE TRIGGER `venues_search_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_delete` AFTER DELETE ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_title_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_update` AFTER UPDATE OF name, description, address, type, city_id, location, rating_average, review_count ON `venues` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_title_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), new.location),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
-- Vendors are in the indexes while active only.
CREATE TRIGGER `vendors_search_insert` AFTER INSERT ON `vendors` WHEN new.is_active BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), '');
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_delete` AFTER DELETE ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_title_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `vendors_search_update` AFTER UPDATE OF name, description, address, category_id, city_id, rating_average, review_count, is_active ON `vendors` BEGIN
  DELETE FROM `catalogue_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_title_fts` WHERE rowid = old.search_rowid;
  DELETE FROM `catalogue_city_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  DELETE FROM `catalogue_city_title_fts` WHERE rowid = coalesce(old.city_id, 0) * 2199023255552 + old.search_rowid;
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), '') WHERE new.is_active;
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || '. ' || description FROM `categories` WHERE id = new.category_id), '') || '. Vendor',
      coalesce((SELECT name FROM `cities` WHERE id = new.city_id), ''),
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
END;

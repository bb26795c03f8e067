-- A listing's page shows its photos: any change to them raises the listing's revision, so the
-- node server's page cache (listing_revisions, drizzle/0007) never serves a page without them.
CREATE TRIGGER `listing_photos_revision_insert` AFTER INSERT ON `listing_photos` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
  SELECT CASE WHEN new.vendor_id IS NOT NULL THEN 'vendor' ELSE 'venue' END, coalesce(new.vendor_id, new.venue_id)
  WHERE coalesce(new.vendor_id, new.venue_id) IS NOT NULL
  ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_photos_revision_update` AFTER UPDATE ON `listing_photos` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
  SELECT CASE WHEN new.vendor_id IS NOT NULL THEN 'vendor' ELSE 'venue' END, coalesce(new.vendor_id, new.venue_id)
  WHERE coalesce(new.vendor_id, new.venue_id) IS NOT NULL
  ON CONFLICT DO UPDATE SET revision = revision + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_photos_revision_delete` AFTER DELETE ON `listing_photos` BEGIN
  INSERT INTO `listing_revisions`(kind, listing_id)
  SELECT CASE WHEN old.vendor_id IS NOT NULL THEN 'vendor' ELSE 'venue' END, coalesce(old.vendor_id, old.venue_id)
  WHERE coalesce(old.vendor_id, old.venue_id) IS NOT NULL
  ON CONFLICT DO UPDATE SET revision = revision + 1;
END;

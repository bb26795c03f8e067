-- The calendar by listing, then date: a listing's rows on one date, a month's auspicious dates or
-- a year (a detail page's calendar) are one short range. The index it replaces began with the
-- date, so a range of dates read every listing's rows in it.
DROP INDEX `calendar_entries_listing_date_idx`;--> statement-breakpoint
CREATE INDEX `calendar_entries_listing_idx` ON `calendar_entries` (`listing_kind`,`listing_id`,`date`);
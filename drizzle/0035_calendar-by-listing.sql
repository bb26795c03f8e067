-- The calendar by listing, then date, beside the index by date, then listing: a listing's rows
-- in a range of dates (a list by `from`/`to`, a detail page's year, its owner's month) are one
-- short range of the new index; the date-first index, which read every listing's rows in such
-- a range, stays for the lists by one date, whose lookups for a page's listings then fall on
-- the same few pages of it.
CREATE INDEX `calendar_entries_listing_idx` ON `calendar_entries` (`listing_kind`,`listing_id`,`date`);

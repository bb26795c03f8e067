-- A city's venues by id, the narrowest index of the table: a list's count walks it, and a
-- count by date then looks up each venue's calendar rows in the order the calendar's index
-- keeps them (by listing), on a few neighbouring pages rather than one page per venue.
CREATE INDEX `venues_city_idx` ON `venues` (`city_id`);

-- Full-text index over venue name, description and address for the venue list's search box.
-- External content: the text lives in `venues`; triggers keep the index in step.
CREATE VIRTUAL TABLE `venues_fts` USING fts5(name, description, address, content='venues', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `venues_fts`(rowid, name, description, address) SELECT id, name, description, address FROM `venues`;
--> statement-breakpoint
CREATE TRIGGER `venues_fts_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `venues_fts`(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;
--> statement-breakpoint
CREATE TRIGGER `venues_fts_delete` AFTER DELETE ON `venues` BEGIN
  INSERT INTO `venues_fts`(`venues_fts`, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
END;
--> statement-breakpoint
CREATE TRIGGER `venues_fts_update` AFTER UPDATE OF name, description, address ON `venues` BEGIN
  INSERT INTO `venues_fts`(`venues_fts`, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
  INSERT INTO `venues_fts`(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;

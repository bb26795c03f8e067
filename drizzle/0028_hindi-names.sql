-- Hindi names beside the English ones of cities, categories (vendor categories and venue types)
-- and sub-categories; '' until written, which shows the English name.
ALTER TABLE `categories` ADD `name_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `cities` ADD `name_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sub_categories` ADD `name_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hindi names of the lookup rows a database already holds (the demo catalogue's, by slug; any
-- other row keeps '' and shows its English name until one is written).
UPDATE `cities` SET `name_hi` = CASE `slug`
  WHEN 'mumbai' THEN 'मुंबई'
  WHEN 'delhi' THEN 'दिल्ली'
  WHEN 'new-delhi' THEN 'नई दिल्ली'
  WHEN 'bengaluru' THEN 'बेंगलुरु'
  WHEN 'jaipur' THEN 'जयपुर'
  WHEN 'udaipur' THEN 'उदयपुर'
  WHEN 'goa' THEN 'गोवा'
  WHEN 'hyderabad' THEN 'हैदराबाद'
  WHEN 'chennai' THEN 'चेन्नई'
  WHEN 'kolkata' THEN 'कोलकाता'
  WHEN 'pune' THEN 'पुणे'
  WHEN 'lucknow' THEN 'लखनऊ'
  WHEN 'chandigarh' THEN 'चंडीगढ़'
  WHEN 'ahmedabad' THEN 'अहमदाबाद'
  WHEN 'kochi' THEN 'कोच्चि'
  WHEN 'jodhpur' THEN 'जोधपुर'
  ELSE `name_hi` END;
--> statement-breakpoint
UPDATE `categories` SET
  `name_hi` = CASE `slug`
    WHEN 'photography' THEN 'फ़ोटोग्राफ़ी'
    WHEN 'decoration' THEN 'सजावट'
    WHEN 'music' THEN 'संगीत'
    WHEN 'catering' THEN 'कैटरिंग'
    WHEN 'cakes' THEN 'केक'
    WHEN 'transportation' THEN 'ट्रांसपोर्ट'
    WHEN 'gifts' THEN 'तोहफ़े'
    WHEN 'makeup' THEN 'मेकअप'
    WHEN 'planners' THEN 'वेडिंग प्लानर'
    WHEN 'mehendi' THEN 'मेहंदी'
    WHEN 'hotel' THEN 'होटल'
    WHEN 'banquet' THEN 'बैंक्वेट हॉल'
    WHEN 'heritage' THEN 'हेरिटेज प्रॉपर्टी'
    WHEN 'farmhouse' THEN 'फ़ार्महाउस'
    WHEN 'resort' THEN 'रिसॉर्ट'
    WHEN 'beach' THEN 'बीच वेन्यू'
    WHEN 'garden' THEN 'गार्डन / लॉन'
    WHEN 'destination' THEN 'डेस्टिनेशन वेन्यू'
    ELSE `name_hi` END,
  `description_hi` = CASE `slug`
    WHEN 'photography' THEN 'हर रस्म के लिए कैंडिड और पारंपरिक फ़ोटोग्राफ़र, और शादी की फ़िल्में।'
    WHEN 'decoration' THEN 'फूलों से सजे मंडप, स्टेज, लाइटिंग और थीम वाली सजावट।'
    WHEN 'music' THEN 'डीजे, लाइव बैंड, ढोल वाले और शास्त्रीय संगीतकार।'
    WHEN 'catering' THEN 'हर तरह के खाने के लिए कैटरर, चाट काउंटर से लेकर शाही थाली तक।'
    WHEN 'cakes' THEN 'शादी के केक, डेज़र्ट टेबल और ताज़ी मिठाई।'
    WHEN 'transportation' THEN 'विंटेज कारें, लग्ज़री कारें, बग्घी और मेहमानों के लिए बसें।'
    WHEN 'gifts' THEN 'रिटर्न गिफ़्ट, ट्रूसो की पैकिंग और मेहमानों के लिए सौगात।'
    WHEN 'makeup' THEN 'दुल्हन का मेकअप, बालों की स्टाइलिंग और घरवालों का सजना-संवरना।'
    WHEN 'planners' THEN 'पूरी शादी की प्लानिंग, डेस्टिनेशन वेडिंग और शादी के दिन का पूरा इंतज़ाम।'
    WHEN 'mehendi' THEN 'दुल्हन की मेहंदी, अरबी डिज़ाइन और मेहमानों के लिए मेहंदी।'
    WHEN 'hotel' THEN 'बॉलरूम, पूल के किनारे लॉन और हर मेहमान के लिए कमरे, सब एक ही छत के नीचे।'
    WHEN 'banquet' THEN 'अपनी कैटरिंग, स्टेज और साउंड वाले एसी हॉल।'
    WHEN 'heritage' THEN 'हवेलियाँ, किले और महल, जिनमें सदियों की कहानियाँ बसी हैं।'
    WHEN 'farmhouse' THEN 'शहर से थोड़ी ही दूरी पर अपने निजी लॉन और खुला आसमान।'
    WHEN 'resort' THEN 'कमरों, स्पा और हर रस्म के लिए अलग लॉन के साथ वीकेंड की शादी।'
    WHEN 'beach' THEN 'ढलते सूरज के साथ फेरे, पीछे समंदर का नज़ारा।'
    WHEN 'garden' THEN 'दिन की शादियों और तारों भरी रात के रिसेप्शन के लिए खुले लॉन।'
    WHEN 'destination' THEN 'झीलें, पहाड़ और महल, ऐसी शादी के लिए जिसमें मेहमान दूर-दूर से आएँ।'
    ELSE `description_hi` END;
--> statement-breakpoint
UPDATE `sub_categories` SET `name_hi` = CASE `slug`
  WHEN 'candid-photography' THEN 'कैंडिड फ़ोटोग्राफ़ी'
  WHEN 'traditional-photography' THEN 'पारंपरिक फ़ोटोग्राफ़ी'
  WHEN 'cinematic-videography' THEN 'सिनेमा जैसी वीडियोग्राफ़ी'
  WHEN 'pre-wedding-shoots' THEN 'प्री-वेडिंग शूट'
  WHEN 'floral-decor' THEN 'फूलों की सजावट'
  WHEN 'mandap-design' THEN 'मंडप डिज़ाइन'
  WHEN 'lighting-stage' THEN 'लाइटिंग और स्टेज'
  WHEN 'theme-decor' THEN 'थीम वाली सजावट'
  WHEN 'dj' THEN 'डीजे'
  WHEN 'live-band' THEN 'लाइव बैंड'
  WHEN 'dhol-nagada' THEN 'ढोल और नगाड़ा'
  WHEN 'shehnai-classical' THEN 'शहनाई और शास्त्रीय संगीत'
  WHEN 'north-indian' THEN 'उत्तर भारतीय खाना'
  WHEN 'south-indian' THEN 'दक्षिण भारतीय खाना'
  WHEN 'multi-cuisine' THEN 'हर तरह का खाना'
  WHEN 'live-counters' THEN 'लाइव काउंटर'
  WHEN 'wedding-cakes' THEN 'शादी के केक'
  WHEN 'dessert-tables' THEN 'डेज़र्ट टेबल'
  WHEN 'mithai-boxes' THEN 'मिठाई के डिब्बे'
  WHEN 'vintage-cars' THEN 'विंटेज कारें'
  WHEN 'luxury-cars' THEN 'लग्ज़री कारें'
  WHEN 'baraat-horse-baggi' THEN 'बारात की घोड़ी और बग्घी'
  WHEN 'guest-coaches' THEN 'मेहमानों के लिए बसें'
  WHEN 'return-gifts' THEN 'रिटर्न गिफ़्ट'
  WHEN 'trousseau-packing' THEN 'ट्रूसो पैकिंग'
  WHEN 'wedding-favours' THEN 'मेहमानों के लिए सौगात'
  WHEN 'bridal-makeup' THEN 'दुल्हन का मेकअप'
  WHEN 'hair-styling' THEN 'हेयर स्टाइलिंग'
  WHEN 'party-makeup' THEN 'पार्टी मेकअप'
  WHEN 'groom-styling' THEN 'दूल्हे की स्टाइलिंग'
  WHEN 'full-planning' THEN 'पूरी शादी की प्लानिंग'
  WHEN 'destination-weddings' THEN 'डेस्टिनेशन वेडिंग'
  WHEN 'day-of-coordination' THEN 'शादी के दिन का इंतज़ाम'
  WHEN 'bridal-mehendi' THEN 'दुल्हन की मेहंदी'
  WHEN 'arabic-mehendi' THEN 'अरबी मेहंदी'
  WHEN 'guest-mehendi' THEN 'मेहमानों की मेहंदी'
  ELSE `name_hi` END;
--> statement-breakpoint
-- The full-text indexes again, with a tokenizer that keeps Devanagari vowel signs and viramas
-- (Unicode marks, M*) inside words: unicode61 alone splits जयपुर into जयप + र, so no Hindi word
-- could be found. Each listing is filed as before (same rowids, same rank order), its kind and
-- city now carrying their Hindi names beside the English ones, and "Venue"/"Vendor" in Hindi.
DROP TABLE IF EXISTS `venues_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `venues_fts` USING fts5(name, description, address, content='venues', content_rowid='id', tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
--> statement-breakpoint
INSERT INTO `venues_fts`(`venues_fts`) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE IF EXISTS `catalogue_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_fts` USING fts5(name, kind, city, body, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
--> statement-breakpoint
INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue वेन्यू',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), v.location),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
  SELECT v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = v.category_id), '') || '. Vendor वेंडर',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), ''),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
DROP TABLE IF EXISTS `catalogue_title_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_title_fts` USING fts5(name, kind, city, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
--> statement-breakpoint
INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
  SELECT v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue वेन्यू',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), v.location)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
  SELECT v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = v.category_id), '') || '. Vendor वेंडर',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), '')
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
DROP TABLE IF EXISTS `catalogue_city_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_city_fts` USING fts5(name, kind, city, body, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
--> statement-breakpoint
INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue वेन्यू',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), v.location),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = v.category_id), '') || '. Vendor वेंडर',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), ''),
    v.description || ' ' || v.address,
    'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
DROP TABLE IF EXISTS `catalogue_city_title_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_city_title_fts` USING fts5(name, kind, city, place, content='', contentless_delete=1, detail=column, prefix='2 3 4 5 6', tokenize = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");
--> statement-breakpoint
INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = v.type), v.type) || '. Venue वेन्यू',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), v.location),
    'city' || coalesce(v.city_id, 0)
  FROM `venues` v;
--> statement-breakpoint
INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
  SELECT coalesce(v.city_id, 0) * 2199023255552 + v.search_rowid,
    v.name,
    coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = v.category_id), '') || '. Vendor वेंडर',
    coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = v.city_id), ''),
    'city' || coalesce(v.city_id, 0)
  FROM `vendors` v WHERE v.is_active;
--> statement-breakpoint
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
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
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
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location);
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE type = 'venue' AND slug = new.type), new.type) || '. Venue वेन्यू',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), new.location),
      'city' || coalesce(new.city_id, 0);
END;
--> statement-breakpoint
-- Vendors are in the indexes while active only.
CREATE TRIGGER `vendors_search_insert` AFTER INSERT ON `vendors` WHEN new.is_active BEGIN
  INSERT INTO `catalogue_fts`(rowid, name, kind, city, body, place)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), '');
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0);
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
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
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_title_fts`(rowid, name, kind, city)
    SELECT new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), '') WHERE new.is_active;
  INSERT INTO `catalogue_city_fts`(rowid, name, kind, city, body, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
      new.description || ' ' || new.address,
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
  INSERT INTO `catalogue_city_title_fts`(rowid, name, kind, city, place)
    SELECT coalesce(new.city_id, 0) * 2199023255552 + new.search_rowid,
      new.name,
      coalesce((SELECT name || ' ' || name_hi || '. ' || description || ' ' || description_hi FROM `categories` WHERE id = new.category_id), '') || '. Vendor वेंडर',
      coalesce((SELECT name || ' ' || name_hi FROM `cities` WHERE id = new.city_id), ''),
      'city' || coalesce(new.city_id, 0) WHERE new.is_active;
END;

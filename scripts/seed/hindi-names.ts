// Hindi names of the catalogue's lookup rows, by slug: what /hi pages show and what a search
// in Devanagari finds. Migration 0026 writes the same names into databases made before it.
// Written as people in Jaipur or Lucknow say them (वेन्यू, फ़ोटोग्राफ़ी), in NFC form so a typed
// nukta (फ़) matches the stored one.

const nfc = <T extends Record<string, string>>(names: T): T =>
  Object.fromEntries(Object.entries(names).map(([slug, name]) => [slug, name.normalize('NFC')])) as T;

export const CITY_NAMES_HI: Record<string, string> = nfc({
  mumbai: 'मुंबई',
  delhi: 'दिल्ली',
  'new-delhi': 'नई दिल्ली',
  bengaluru: 'बेंगलुरु',
  jaipur: 'जयपुर',
  udaipur: 'उदयपुर',
  goa: 'गोवा',
  hyderabad: 'हैदराबाद',
  chennai: 'चेन्नई',
  kolkata: 'कोलकाता',
  pune: 'पुणे',
  lucknow: 'लखनऊ',
  chandigarh: 'चंडीगढ़',
  ahmedabad: 'अहमदाबाद',
  kochi: 'कोच्चि',
  jodhpur: 'जोधपुर',
});

/** Vendor categories and venue types (rows of `categories`): name and description. */
export const CATEGORY_NAMES_HI: Record<string, { name: string; description: string }> = Object.fromEntries(
  Object.entries({
    photography: ['फ़ोटोग्राफ़ी', 'हर रस्म के लिए कैंडिड और पारंपरिक फ़ोटोग्राफ़र, और शादी की फ़िल्में।'],
    decoration: ['सजावट', 'फूलों से सजे मंडप, स्टेज, लाइटिंग और थीम वाली सजावट।'],
    music: ['संगीत', 'डीजे, लाइव बैंड, ढोल वाले और शास्त्रीय संगीतकार।'],
    catering: ['कैटरिंग', 'हर तरह के खाने के लिए कैटरर, चाट काउंटर से लेकर शाही थाली तक।'],
    cakes: ['केक', 'शादी के केक, डेज़र्ट टेबल और ताज़ी मिठाई।'],
    transportation: ['ट्रांसपोर्ट', 'विंटेज कारें, लग्ज़री कारें, बग्घी और मेहमानों के लिए बसें।'],
    gifts: ['तोहफ़े', 'रिटर्न गिफ़्ट, ट्रूसो की पैकिंग और मेहमानों के लिए सौगात।'],
    makeup: ['मेकअप', 'दुल्हन का मेकअप, बालों की स्टाइलिंग और घरवालों का सजना-संवरना।'],
    planners: ['वेडिंग प्लानर', 'पूरी शादी की प्लानिंग, डेस्टिनेशन वेडिंग और शादी के दिन का पूरा इंतज़ाम।'],
    mehendi: ['मेहंदी', 'दुल्हन की मेहंदी, अरबी डिज़ाइन और मेहमानों के लिए मेहंदी।'],
    hotel: ['होटल', 'बॉलरूम, पूल के किनारे लॉन और हर मेहमान के लिए कमरे, सब एक ही छत के नीचे।'],
    banquet: ['बैंक्वेट हॉल', 'अपनी कैटरिंग, स्टेज और साउंड वाले एसी हॉल।'],
    heritage: ['हेरिटेज प्रॉपर्टी', 'हवेलियाँ, किले और महल, जिनमें सदियों की कहानियाँ बसी हैं।'],
    farmhouse: ['फ़ार्महाउस', 'शहर से थोड़ी ही दूरी पर अपने निजी लॉन और खुला आसमान।'],
    resort: ['रिसॉर्ट', 'कमरों, स्पा और हर रस्म के लिए अलग लॉन के साथ वीकेंड की शादी।'],
    beach: ['बीच वेन्यू', 'ढलते सूरज के साथ फेरे, पीछे समंदर का नज़ारा।'],
    garden: ['गार्डन / लॉन', 'दिन की शादियों और तारों भरी रात के रिसेप्शन के लिए खुले लॉन।'],
    destination: ['डेस्टिनेशन वेन्यू', 'झीलें, पहाड़ और महल, ऐसी शादी के लिए जिसमें मेहमान दूर-दूर से आएँ।'],
  }).map(([slug, [name, description]]) => [slug, { name: name!.normalize('NFC'), description: description!.normalize('NFC') }]),
);

/** Sub-categories of vendor categories, by their English name (their slug is made from it). */
export const SUB_CATEGORY_NAMES_HI: Record<string, string> = nfc({
  'Candid Photography': 'कैंडिड फ़ोटोग्राफ़ी',
  'Traditional Photography': 'पारंपरिक फ़ोटोग्राफ़ी',
  'Cinematic Videography': 'सिनेमा जैसी वीडियोग्राफ़ी',
  'Pre-Wedding Shoots': 'प्री-वेडिंग शूट',
  'Floral Decor': 'फूलों की सजावट',
  'Mandap Design': 'मंडप डिज़ाइन',
  'Lighting & Stage': 'लाइटिंग और स्टेज',
  'Theme Decor': 'थीम वाली सजावट',
  DJ: 'डीजे',
  'Live Band': 'लाइव बैंड',
  'Dhol & Nagada': 'ढोल और नगाड़ा',
  'Shehnai & Classical': 'शहनाई और शास्त्रीय संगीत',
  'North Indian': 'उत्तर भारतीय खाना',
  'South Indian': 'दक्षिण भारतीय खाना',
  'Multi-Cuisine': 'हर तरह का खाना',
  'Live Counters': 'लाइव काउंटर',
  'Wedding Cakes': 'शादी के केक',
  'Dessert Tables': 'डेज़र्ट टेबल',
  'Mithai Boxes': 'मिठाई के डिब्बे',
  'Vintage Cars': 'विंटेज कारें',
  'Luxury Cars': 'लग्ज़री कारें',
  'Baraat Horse & Baggi': 'बारात की घोड़ी और बग्घी',
  'Guest Coaches': 'मेहमानों के लिए बसें',
  'Return Gifts': 'रिटर्न गिफ़्ट',
  'Trousseau Packing': 'ट्रूसो पैकिंग',
  'Wedding Favours': 'मेहमानों के लिए सौगात',
  'Bridal Makeup': 'दुल्हन का मेकअप',
  'Hair Styling': 'हेयर स्टाइलिंग',
  'Party Makeup': 'पार्टी मेकअप',
  'Groom Styling': 'दूल्हे की स्टाइलिंग',
  'Full Planning': 'पूरी शादी की प्लानिंग',
  'Destination Weddings': 'डेस्टिनेशन वेडिंग',
  'Day-of Coordination': 'शादी के दिन का इंतज़ाम',
  'Bridal Mehendi': 'दुल्हन की मेहंदी',
  'Arabic Mehendi': 'अरबी मेहंदी',
  'Guest Mehendi': 'मेहमानों की मेहंदी',
});

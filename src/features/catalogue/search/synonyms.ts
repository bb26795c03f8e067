// Hindi and Hinglish in catalogue search, in one place: words a search takes as one (the
// English word the listings are written in, its Devanagari spelling and the ways people
// romanise it: "mehendi", "mehndi", "mehandi", "मेहंदी"), and the little Hindi words that say
// nothing about a listing ("शादी के लिए होटल उदयपुर" searches for होटल उदयपुर). The indexes
// hold each listing's kind and city in Hindi too (migration 0026), so a Hindi name is found
// as it is; the table adds the spellings no row holds. No transliteration package gives these
// (they spell जयपुर "jypur" or "jayapura", never "jaipur"), so they are written out here.
// Server side only (the searches pass `alternativesOf` to catalogueMatch): browser code never
// loads the table.

/**
 * The English word the listings are written in, and the Hindi and Hinglish words a search
 * takes as it. An English word is searched as it is (English searches find what they always
 * found); any other word of the table also finds what its English word finds.
 */
const SPELLINGS: Record<string, readonly string[]> = {
  // Vendor categories and what people call them.
  mehendi: ['mehndi', 'mehandi', 'mehadi', 'मेहंदी', 'मेंहदी', 'मेहँदी', 'मेहन्दी'],
  photography: ['फ़ोटोग्राफ़ी', 'फ़ोटोग्राफ़र', 'फोटोग्राफी', 'फोटोग्राफर', 'फ़ोटो', 'फोटो'],
  videography: ['वीडियो', 'वीडियोग्राफ़ी', 'वीडियोग्राफी'],
  decoration: ['सजावट', 'डेकोरेशन', 'डेकोरेटर', 'sajawat'],
  music: ['म्यूज़िक', 'म्यूजिक', 'संगीत'],
  dj: ['डीजे'],
  dhol: ['ढोल'],
  band: ['बैंड'],
  shehnai: ['शहनाई'],
  catering: ['कैटरिंग', 'कैटरर', 'halwai', 'हलवाई'],
  food: ['khana', 'खाना'],
  cake: ['केक'],
  mithai: ['मिठाई'],
  transportation: ['ट्रांसपोर्ट'],
  car: ['कार', 'gaadi', 'गाड़ी'],
  baggi: ['बग्घी'],
  gifts: ['गिफ़्ट', 'गिफ्ट', 'तोहफ़े', 'तोहफ़ा', 'तोहफे', 'तोहफा', 'उपहार'],
  makeup: ['मेकअप'],
  planners: ['प्लानर', 'प्लैनर'],
  // Venue types and places.
  hotel: ['होटल'],
  banquet: ['बैंक्वेट', 'बैंकेट'],
  hall: ['हॉल', 'हाल'],
  heritage: ['हेरिटेज'],
  haveli: ['हवेली'],
  palace: ['पैलेस', 'mahal', 'महल'],
  fort: ['qila', 'किला'],
  farmhouse: ['फ़ार्महाउस', 'फार्महाउस'],
  resort: ['रिसॉर्ट', 'रिज़ॉर्ट', 'रिजॉर्ट'],
  beach: ['बीच', 'समुद्र', 'समंदर'],
  garden: ['गार्डन', 'bagh', 'बाग़', 'बाग', 'बगीचा'],
  lawn: ['लॉन'],
  lake: ['झील', 'jheel'],
  destination: ['डेस्टिनेशन'],
  venue: ['वेन्यू', 'वेन्यु'],
  vendor: ['वेंडर'],
  // The functions of a wedding.
  wedding: ['shaadi', 'shadi', 'शादी', 'vivah', 'विवाह', 'ब्याह'],
  haldi: ['हल्दी'],
  sangeet: ['संगीत'],
  baraat: ['barat', 'बारात'],
  pheras: ['phere', 'फेरे'],
  mandap: ['मंडप'],
  reception: ['रिसेप्शन'],
  bride: ['dulhan', 'दुल्हन'],
  groom: ['dulha', 'दूल्हा'],
  // Cities, with their old names.
  jaipur: ['जयपुर'],
  udaipur: ['उदयपुर'],
  jodhpur: ['जोधपुर'],
  delhi: ['dilli', 'दिल्ली'],
  mumbai: ['bombay', 'मुंबई', 'मुम्बई', 'बंबई'],
  bengaluru: ['bangalore', 'बेंगलुरु', 'बेंगलुरू', 'बैंगलोर'],
  kolkata: ['calcutta', 'कोलकाता', 'कलकत्ता'],
  chennai: ['madras', 'चेन्नई', 'मद्रास'],
  goa: ['गोवा'],
  hyderabad: ['हैदराबाद'],
  pune: ['poona', 'पुणे', 'पूना'],
  lucknow: ['लखनऊ'],
  chandigarh: ['चंडीगढ़'],
  ahmedabad: ['अहमदाबाद'],
  kochi: ['cochin', 'कोच्चि', 'कोचीन'],
};

/**
 * Words that say nothing about which listing is wanted: Hindi's postpositions and the like,
 * and "wedding" in Hindi (every listing here is for a wedding). English words are left alone,
 * so an English search finds what it always found.
 */
const FILLER = new Set(
  [
    'के',
    'का',
    'की',
    'को',
    'में',
    'से',
    'पर',
    'लिए',
    'लिये',
    'और',
    'या',
    'वाला',
    'वाले',
    'वाली',
    'है',
    'हैं',
    'कोई',
    'सबसे',
    'अच्छा',
    'अच्छे',
    'अच्छी',
    'शादी',
    'विवाह',
    'ब्याह',
    'ke',
    'ka',
    'ki',
    'liye',
    'mein',
    'wala',
    'wale',
    'wali',
    'shaadi',
    'shadi',
  ].map((word) => word.normalize('NFC')),
);

/** Each Hindi or Hinglish spelling → the English words it stands for (संगीत: music and sangeet). */
const englishOf = new Map<string, string[]>();
for (const [english, spellings] of Object.entries(SPELLINGS)) {
  for (const spelling of spellings.map((word) => word.normalize('NFC'))) {
    englishOf.set(spelling, [...(englishOf.get(spelling) ?? []), english]);
  }
}

/** The words a search for `word` matches: itself, and the English words of a Hindi or Hinglish spelling. */
export function synonymsOf(word: string): string[] {
  return [word, ...(englishOf.get(word) ?? [])];
}

/** How long a word being typed must be before the table's spellings that start with it are added. */
const PREFIX_MIN = { devanagari: 2, latin: 4 };
const PREFIX_MAX_WORDS = 12;
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Whole words a word being typed may become, from the table: "mehn" → mehndi and mehendi,
 * "मेहं" → मेहंदी and mehendi, so suggestions find Mehendi before the word is finished.
 * None for a short start, so an English word being typed finds what it always found.
 */
export function completionsOf(prefix: string): string[] {
  const min = DEVANAGARI.test(prefix) ? PREFIX_MIN.devanagari : PREFIX_MIN.latin;
  if (Array.from(prefix).length < min) return [];
  const found = new Set<string>();
  for (const [spelling, english] of englishOf) {
    if (spelling.startsWith(prefix)) for (const word of [spelling, ...english]) found.add(word);
  }
  found.delete(prefix);
  return [...found].slice(0, PREFIX_MAX_WORDS);
}

/** The words without the filler ones, unless nothing else is left. */
export function withoutFiller(words: string[]): string[] {
  const kept = words.filter((word) => !FILLER.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * The words a search for `word` takes as it (catalogueMatch's `alternatives`); a word being
 * typed (`asPrefix`) adds the table's whole words it may become.
 */
export function alternativesOf(word: string, asPrefix: boolean): string[] {
  return asPrefix ? completionsOf(word) : synonymsOf(word).slice(1);
}

// The checklist's six phases and their items in Hindi, by the English item's id (phases.ts).
// The page hands the island the phases in its language; saved ticks refer to the ids, so
// the language never changes what is saved. A couple's renamed items keep their own words.
import type { Locale } from '../../../i18n/locales.ts';
import type { MessagesData } from '../../../i18n/catalogue.ts';
import { RSVP_TASKS } from '../wedding/wedding.ts';
import { rsvpTaskKey, type TaskTexts } from '../wedding/task-texts.ts';
import { checklistPhases, type ChecklistPhase } from '../wedding/phases.ts';

type Text = { title: string; description: string };

export const HINDI_CHECKLIST: Record<string, Text> = {
  'six-months-plus': { title: '6 महीने या उससे पहले', description: 'नींव रखिए: बजट, तारीख़, वेन्यू और वे वेंडर जो सबसे पहले बुक हो जाते हैं।' },
  'six-months-plus-budget': {
    title: 'शादी का बजट तय करें',
    description: 'दोनों परिवारों के साथ कुल रकम तय करें और उसे वेन्यू, खाने, कपड़ों और सजावट में बाँटें।',
  },
  'six-months-plus-muhurat': {
    title: 'पंडित जी से मुहूर्त निकलवाएँ',
    description: 'अपने परिवार के पंडित या पुरोहित से शुभ तारीख़ें पूछें और रस्मों के लिए उन्हें पक्का करें।',
  },
  'six-months-plus-guest-list': {
    title: 'मेहमानों की सूची बनाएँ',
    description: 'दोनों तरफ़ से नाम जल्दी इकट्ठा करें; मेहमानों की गिनती से ही वेन्यू और खाने का फ़ैसला होता है।',
  },
  'six-months-plus-venue': {
    title: 'वेन्यू बुक करें',
    description: 'चुने हुए वेन्यू देखने जाएँ, किराया और प्रति प्लेट दाम मिलाएँ, और बुकिंग की पेशगी दे दें।',
  },
  'six-months-plus-photographer': {
    title: 'फ़ोटोग्राफ़र और वीडियोग्राफ़र बुक करें',
    description: 'सिर्फ़ हाइलाइट नहीं, पूरी शादी के एल्बम देखें और हर समारोह की कवरेज पक्की करें।',
  },
  'six-months-plus-planner-decor': {
    title: 'प्लानर और डेकोरेटर चुनें',
    description: 'हर समारोह के लिए अपनी पसंद की तस्वीरें दिखाएँ और सीज़न भरने से पहले सजावट वाली टीम पक्की कर लें।',
  },
  'three-to-five-months': { title: '3-5 महीने पहले', description: 'ख़ास कारीगरों को बुक करें और कपड़ों, खाने और न्योतों का काम शुरू करें।' },
  'three-to-five-months-caterer': {
    title: 'कैटरर के साथ चखना और मेन्यू',
    description: 'खाना चखने जाएँ, शाकाहारी और मांसाहारी मेन्यू और इलाक़े के ख़ास व्यंजन तय करें।',
  },
  'three-to-five-months-mehendi-artist': {
    title: 'मेहंदी आर्टिस्ट बुक करें',
    description: 'पक्का करें कि कितने आर्टिस्ट आएँगे, ताकि जो भी मेहमान मेहंदी लगवाना चाहे, समय पर लगवा सके।',
  },
  'three-to-five-months-makeup': {
    title: 'दुल्हन का मेकअप और हेयर बुक करें',
    description: 'एक ट्रायल लुक रखें और हर समारोह का समय तय कर लें।',
  },
  'three-to-five-months-trousseau': {
    title: 'शादी की ख़रीदारी शुरू करें',
    description: 'लहंगा या साड़ी और दूल्हे की शेरवानी जल्दी ऑर्डर करें; सिलाई और फ़िटिंग में हफ़्तों लगते हैं।',
  },
  'three-to-five-months-invitations': {
    title: 'शादी के कार्ड ऑर्डर करें',
    description: 'कार्ड का डिज़ाइन फ़ाइनल करें, छपे हुए कार्ड छपवाएँ और ई-कार्ड तैयार करें।',
  },
  'three-to-five-months-music': {
    title: 'डीजे, बैंड या ढोल बुक करें',
    description: 'संगीत, बारात और रिसेप्शन का संगीत, साउंड और लाइट के साथ पक्का करें।',
  },
  'one-to-two-months': { title: '1-2 महीने पहले', description: 'न्योते भेजें, संगीत की रिहर्सल करें और काग़ज़ी काम निपटाएँ।' },
  'one-to-two-months-send-invites': {
    title: 'न्योते भेजें',
    description: 'बड़ों को कार्ड ख़ुद जाकर दें और बाक़ी सबको समारोहों के कार्यक्रम के साथ ई-कार्ड भेजें।',
  },
  'one-to-two-months-sangeet': {
    title: 'संगीत की कोरियोग्राफ़ी शुरू करें',
    description: 'कोरियोग्राफ़र बुक करें और परिवार के डांस तय करें, ताकि रिहर्सल का समय मिले।',
  },
  'one-to-two-months-jewellery': {
    title: 'शादी के गहने और अंगूठियाँ ख़रीदें',
    description: 'दुल्हन का सेट और अंगूठियाँ चुनें, और नाप या बदलाव के लिए समय रखें।',
  },
  'one-to-two-months-stay': {
    title: 'मेहमानों के ठहरने और आने-जाने का इंतज़ाम करें',
    description: 'बाहर से आने वाले मेहमानों के लिए होटल के कमरे रोकें और एयरपोर्ट और स्टेशन से लाने का इंतज़ाम करें।',
  },
  'one-to-two-months-baraat': {
    title: 'बारात का इंतज़ाम करें',
    description: 'घोड़ी या विंटेज कार, बैंड और रास्ता तय करें, और स्थानीय अनुमति की जाँच करें।',
  },
  'one-to-two-months-registration': {
    title: 'शादी के रजिस्ट्रेशन के काग़ज़ तैयार करें',
    description: 'रजिस्ट्रार के लिए पहचान और पते के सबूत, फ़ोटो और गवाहों की जानकारी इकट्ठा करें।',
  },
  'two-to-four-weeks': { title: '2-4 हफ़्ते पहले', description: 'गिनती पक्की करें, फ़िटिंग पूरी करें और हर वेंडर के साथ कार्यक्रम तय करें।' },
  'two-to-four-weeks-rsvp': {
    title: 'मेहमानों के जवाब और आख़िरी गिनती पक्की करें',
    description: 'जिन्होंने जवाब नहीं दिया उन्हें फ़ोन करें और आख़िरी गिनती कैटरर और वेन्यू को बता दें।',
  },
  'two-to-four-weeks-fittings': {
    title: 'कपड़ों की आख़िरी फ़िटिंग',
    description: 'हर पोशाक को उसके जूतों और गहनों के साथ पहनकर देखें और आख़िरी बदलाव के लिए समय रखें।',
  },
  'two-to-four-weeks-vendor-schedule': {
    title: 'वेंडरों को कार्यक्रम भेजें',
    description: 'हर वेंडर को समय, वेन्यू के पते और हर समारोह के लिए एक संपर्क व्यक्ति का नाम भेजें।',
  },
  'two-to-four-weeks-pooja-samagri': {
    title: 'पूजा की सामग्री ख़रीदें',
    description: 'पंडित जी से सूची लें और रस्मों के लिए ज़रूरी सब सामान इकट्ठा करें।',
  },
  'two-to-four-weeks-return-gifts': {
    title: 'रिटर्न गिफ़्ट और स्वागत की टोकरियाँ पैक करें',
    description: 'मेहमानों के लिए तोहफ़े और होटल में ठहरने वालों के लिए स्वागत के थैले तैयार करें।',
  },
  'two-to-four-weeks-seating': {
    title: 'बैठने का इंतज़ाम और परिवार की फ़ोटो की सूची',
    description: 'तय करें कि रिसेप्शन में कौन कहाँ बैठेगा और फ़ोटो के लिए परिवार के समूहों की सूची बनाएँ।',
  },
  'one-week': { title: '1 हफ़्ता पहले', description: 'आख़िरी जाँच, और जश्न शुरू होने से पहले थोड़ा आराम।' },
  'one-week-confirm-vendors': {
    title: 'हर वेंडर से दोबारा पक्का करें',
    description: 'हर वेंडर को फ़ोन करके पहुँचने का समय पक्का करें और बकाया पेशगी चुका दें।',
  },
  'one-week-emergency-kit': {
    title: 'शादी के दिन की इमरजेंसी किट तैयार करें',
    description: 'सेफ़्टी पिन, धागा, दवाइयाँ, कुछ खाने को, चार्जर और कार्यक्रम की एक कॉपी।',
  },
  'one-week-cash-envelopes': {
    title: 'शगुन और भुगतान के लिफ़ाफ़े तैयार करें',
    description: 'पंडित जी, वेंडरों और स्टाफ़ की बख़्शीश के लिफ़ाफ़ों पर नाम लिख दें, ताकि किसी को नक़द के लिए भागना न पड़े।',
  },
  'one-week-haldi-mehendi': {
    title: 'हल्दी और मेहंदी की रस्में',
    description: 'शादी से पहले के समारोहों का मज़ा लें और इंतज़ाम किसी भरोसेमंद कज़िन को सौंप दें।',
  },
  'wedding-day': { title: 'शादी का दिन', description: 'गहरी साँस लें, अपनी टीम पर भरोसा रखें और दिन का आनंद लें।' },
  'wedding-day-breakfast': {
    title: 'अच्छे से नाश्ता करें',
    description: 'रस्में लंबी चलती हैं; भरपेट खाना और पानी आपको दिन भर चलाए रखेंगे।',
  },
  'wedding-day-point-person': {
    title: 'कार्यक्रम किसी एक ज़िम्मेदार व्यक्ति को सौंपें',
    description: 'एक भरोसेमंद व्यक्ति वेंडरों के फ़ोन उठाए, ताकि दूल्हा-दुल्हन और माता-पिता हर पल में शामिल रह सकें।',
  },
  'wedding-day-rings-documents': {
    title: 'अंगूठियाँ, गहने और काग़ज़ सँभालकर रखें',
    description: 'इन्हें किसी ज़िम्मेदार व्यक्ति को दें और देखें कि ये समय पर मंडप तक पहुँच जाएँ।',
  },
  'wedding-day-enjoy': {
    title: 'फेरों और जश्न का आनंद लें',
    description: 'रस्मों के बीच एक पल साथ बिताएँ और इस दिन को जी भर के जिएँ।',
  },
};

/** The two planning tasks beyond the phases (RSVP_TASKS in wedding.ts), in the same order. */
export const HINDI_RSVP_TASKS: readonly Text[] = [
  {
    title: 'जवाब के लिंक भेजें',
    description: 'हर परिवार को उसका जवाब देने का लिंक वॉट्सऐप पर भेजें, या उसका क्यूआर कोड शादी के कार्ड पर छपवाएँ।',
  },
  {
    title: 'कैटरर को मेहमानों की आख़िरी गिनती बताएँ',
    description: 'हर समारोह की सूची कैटरर को दें: कितने लोग आ रहे हैं, किस खाने के हिसाब से, बच्चों समेत।',
  },
];

/** The six phases in a language: the English ones, or each phase and item with its Hindi texts. */
export function checklistPhasesIn(locale: Locale): readonly ChecklistPhase[] {
  if (locale === 'en') return checklistPhases;
  const hindi = (item: { id: string; title: string; description: string }) => HINDI_CHECKLIST[item.id] ?? item;
  return checklistPhases.map((phase) => ({
    ...phase,
    ...hindi(phase),
    items: phase.items.map((item) => ({ ...item, ...hindi(item) })),
  }));
}

/**
 * The planned tasks' own words in a language, by checklist item (or phase) id and RSVP task
 * key: what the dashboard shows for a task the couple has not renamed. English sends none, the
 * tasks are stored in English.
 */
export function planningTaskTexts(locale: Locale): MessagesData<TaskTexts> {
  if (locale === 'en') return { locale, messages: {} };
  const messages: TaskTexts = {};
  for (const phase of checklistPhases) {
    for (const id of [phase.id, ...phase.items.map((item) => item.id)]) {
      const text = HINDI_CHECKLIST[id];
      if (!text) continue;
      messages[id] = text.title;
      messages[`${id}:description`] = text.description;
    }
  }
  RSVP_TASKS.forEach((_, i) => {
    messages[rsvpTaskKey(i)] = HINDI_RSVP_TASKS[i]!.title;
    messages[`${rsvpTaskKey(i)}:description`] = HINDI_RSVP_TASKS[i]!.description;
  });
  return { locale, messages };
}

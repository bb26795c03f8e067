// The home page's own texts: the service cards, the budget section's heading and the contact block.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const homeMessages = defineMessages(
  {
    servicesHeading: 'Wedding Services',
    servicesIntro: 'Everything your celebration needs, from the mandap to the mehendi, from vendors couples trust.',
    venueSelection: 'Venue Selection',
    venueSelectionDescription: 'Banquet halls, palaces, lawns and beach resorts for every guest count and budget.',
    exploreOptions: 'Explore Options',
    budgetHeading: 'Wedding Budget Calculator',
    budgetIntro: 'Set your total budget, guest count and season to see how to split it across the eight things every wedding pays for.',
    contactHeading: 'Talk to a wedding expert',
    contactIntro: 'Tell us about your celebration and we will help you plan it. {replyPromise}',
    callUs: 'Call us',
    emailUs: 'Email us',
    hours: 'Hours',
    replies: 'Replies',
    withinADay: 'Within 24 hours',
  },
  {
    servicesHeading: 'शादी की सेवाएँ',
    servicesIntro: 'मंडप से लेकर मेहंदी तक, आपके जश्न की हर ज़रूरत, ऐसे वेंडरों से जिन पर जोड़े भरोसा करते हैं।',
    venueSelection: 'वेन्यू चुनें',
    venueSelectionDescription: 'हर बजट और मेहमानों की हर गिनती के लिए बैंक्वेट हॉल, महल, लॉन और बीच रिज़ॉर्ट।',
    exploreOptions: 'विकल्प देखें',
    budgetHeading: 'शादी का बजट कैलकुलेटर',
    budgetIntro: 'अपना कुल बजट, मेहमानों की संख्या और मौसम चुनिए, और देखिए कि हर शादी में जिन आठ चीज़ों पर पैसा लगता है, उनमें इसे कैसे बाँटें।',
    contactHeading: 'शादी के जानकार से बात करें',
    contactIntro: 'अपने जश्न के बारे में बताइए, हम इसकी योजना बनाने में आपकी मदद करेंगे। {replyPromise}',
    callUs: 'फ़ोन करें',
    emailUs: 'ईमेल करें',
    hours: 'समय',
    replies: 'जवाब',
    withinADay: '24 घंटे के भीतर',
  },
);

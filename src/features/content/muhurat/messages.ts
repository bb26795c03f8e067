import { defineMessages } from '../../../i18n/catalogue.ts';

/** The /muhurat/{year} page: auspicious wedding dates by month. */
export const muhuratMessages = defineMessages(
  {
    title: 'Wedding dates {year}: shubh vivah muhurat',
    description: 'Auspicious wedding dates in {year}, month by month, with the venues free on each date.',
    intro: 'Pick a date to see the venues free on it. Confirm the muhurat with your family pandit: North and South Indian calendars differ.',
    sampleTitle: 'Sample dates',
    sampleNote: 'These dates are samples for trying the site, not checked against a panchang. Do not plan a wedding by them.',
    source: 'Source to check against: {title}',
    north: 'North Indian calendar',
    south: 'South Indian calendar',
    venuesFree: 'Venues free on {date}',
    otherYears: 'Other years',
    yearLink: 'Wedding dates {year}',
    noDates: 'No dates this month.',
  },
  {
    title: 'शादी की तारीखें {year}: शुभ विवाह मुहूर्त',
    description: '{year} में शादी के शुभ मुहूर्त, महीने के हिसाब से, और हर तारीख पर खाली वेन्यू।',
    intro: 'कोई तारीख चुनें और देखें कि उस दिन कौन से वेन्यू खाली हैं। मुहूर्त अपने परिवार के पंडित जी से पक्का कर लें: उत्तर और दक्षिण भारत के पंचांग अलग होते हैं।',
    sampleTitle: 'नमूने की तारीखें',
    sampleNote: 'ये तारीखें साइट आज़माने के लिए नमूना हैं, पंचांग से मिलाई नहीं गई हैं। इनके भरोसे शादी तय न करें।',
    source: 'मिलान के लिए स्रोत: {title}',
    north: 'उत्तर भारतीय पंचांग',
    south: 'दक्षिण भारतीय पंचांग',
    venuesFree: '{date} को खाली वेन्यू',
    otherYears: 'दूसरे साल',
    yearLink: 'शादी की तारीखें {year}',
    noDates: 'इस महीने कोई तारीख नहीं।',
  },
);

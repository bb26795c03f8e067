import { defineMessages } from '../../../i18n/catalogue.ts';

/** The auspicious dates offered beside the wedding date on the wedding profile. */
export const muhuratPickerMessages = defineMessages(
  {
    label: 'Auspicious dates',
    hint: 'Pick one to fill the wedding date. Confirm it with your family pandit.',
    sample: 'Sample dates, not checked against a panchang.',
    pick: 'Use {date}',
    seeAll: 'All dates of {year}',
  },
  {
    label: 'शुभ मुहूर्त',
    hint: 'शादी की तारीख भरने के लिए कोई एक चुनें। अपने परिवार के पंडित जी से पक्का कर लें।',
    sample: 'नमूने की तारीखें, पंचांग से मिलाई नहीं गईं।',
    pick: '{date} चुनें',
    seeAll: '{year} की सारी तारीखें',
  },
);

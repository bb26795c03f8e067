// Texts the ideas and blog pages share: the note over an article that has no Hindi version yet.
import { defineMessages } from '../../i18n/catalogue.ts';

export const translationMessages = defineMessages(
  {
    notTranslated: 'This article is not available in Hindi yet.',
    readInEnglish: 'Read it on the English page',
  },
  {
    notTranslated: 'यह लेख अभी हिन्दी में उपलब्ध नहीं है, इसलिए नीचे अंग्रेज़ी में दिखाया गया है।',
    readInEnglish: 'अंग्रेज़ी पेज पर पढ़ें',
  },
);

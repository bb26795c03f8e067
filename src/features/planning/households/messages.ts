// The page of every household's RSVP link (/dashboard/rsvp-links), in the account's language.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const rsvpLinksPageMessages = defineMessages(
  {
    title: 'RSVP links',
    description: "Every household's RSVP link, to send.",
    backToFunctions: 'Back to Functions',
    downloadCsv: 'Download CSV',
    count: {
      one: '{count} household. Each link is private to its household: send it only to them.',
      other: '{count} households. Each link is private to its household: send it only to them.',
    },
    none: 'No households yet.',
    noPhone: 'No phone',
    notInvited: 'Not invited to a function yet',
    share: 'Share on WhatsApp',
    shareWith: ' with {name} (opens in a new tab)',
  },
  {
    title: 'जवाब के लिंक',
    description: 'हर परिवार का जवाब देने का लिंक, भेजने के लिए।',
    backToFunctions: 'कार्यक्रमों पर वापस जाएँ',
    downloadCsv: 'स्प्रेडशीट डाउनलोड करें',
    count: {
      one: '{count} परिवार। हर लिंक सिर्फ़ उसी परिवार के लिए है: उसे सिर्फ़ उन्हीं को भेजें।',
      other: '{count} परिवार। हर लिंक सिर्फ़ उसी परिवार के लिए है: उसे सिर्फ़ उन्हीं को भेजें।',
    },
    none: 'अभी कोई परिवार नहीं।',
    noPhone: 'फ़ोन नंबर नहीं',
    notInvited: 'अभी किसी कार्यक्रम में नहीं बुलाया',
    share: 'व्हाट्सऐप पर भेजें',
    shareWith: ' {name} को (नए टैब में खुलेगा)',
  },
);

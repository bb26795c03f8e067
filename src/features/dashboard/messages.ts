// The dashboard page's own texts, in the account's language (the dashboard island is still English-only).
import { defineMessages } from '../../i18n/catalogue.ts';

export const dashboardPageMessages = defineMessages(
  {
    title: 'My Account',
    description: 'Plan your wedding: profile, shortlists, guest list and checklist.',
    eyebrow: 'My Account',
    welcome: 'Welcome',
    welcomeName: 'Welcome, {name}',
  },
  {
    title: 'मेरा खाता',
    description: 'अपनी शादी की योजना बनाएँ: प्रोफ़ाइल, पसंदीदा सूची, मेहमानों की सूची और चेकलिस्ट।',
    eyebrow: 'मेरा खाता',
    welcome: 'स्वागत है',
    welcomeName: 'स्वागत है, {name}',
  },
);

// The home hero's texts (its search form, calls to action and quick links). Kept apart from
// messages.ts (the site search's), so each catalogue holds one component's texts.
import { defineMessages } from '../../../i18n/catalogue.ts';
import { site } from '../../../lib/site.ts';

export const heroMessages = defineMessages(
  {
    eyebrow: 'Weddings across India',
    tagline: site.tagline,
    intro: 'Find venues and trusted vendors in your city, plan your budget in minutes and keep every guest and task in one place.',
    searchLabel: 'Find venues and vendors',
    lookingFor: 'Looking for',
    venues: 'Venues',
    location: 'Location',
    allCities: 'All cities',
    guests: 'Guests',
    guestsPlaceholder: 'e.g. 250',
    search: 'Search',
    exploreVenues: 'Explore Venues',
    startPlanning: 'Start Planning',
    popularServices: 'Popular services',
    popular: 'Popular:',
    photography: 'Photography',
    makeup: 'Makeup',
    planners: 'Planners',
  },
  {
    eyebrow: 'पूरे भारत में शादियाँ',
    tagline: 'अपने सपनों की शादी की योजना बनाइए, बिना किसी तनाव के',
    intro: 'अपने शहर में वेन्यू और भरोसेमंद वेंडर खोजिए, मिनटों में बजट बनाइए और हर मेहमान व हर काम का हिसाब एक ही जगह रखिए।',
    searchLabel: 'वेन्यू और वेंडर खोजें',
    lookingFor: 'क्या चाहिए',
    venues: 'वेन्यू',
    location: 'शहर',
    allCities: 'सभी शहर',
    guests: 'मेहमान',
    guestsPlaceholder: 'जैसे 250',
    search: 'खोजें',
    exploreVenues: 'वेन्यू देखें',
    startPlanning: 'योजना शुरू करें',
    popularServices: 'लोकप्रिय सेवाएँ',
    popular: 'लोकप्रिय:',
    photography: 'फ़ोटोग्राफ़ी',
    makeup: 'मेकअप',
    planners: 'वेडिंग प्लानर',
  },
);

// The feeds' titles and descriptions, as feed readers and the pages' <head> links show them.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const feedMessages = defineMessages(
  {
    blogTitle: '{brand} Blog',
    blogDescription: 'Planning guides, real weddings, vendor advice and fashion for Indian weddings.',
    ideasTitle: '{brand} Wedding Ideas',
    ideasDescription: 'Decor, outfits, food and planning ideas for Indian weddings.',
  },
  {
    blogTitle: '{brand} ब्लॉग',
    blogDescription: 'भारतीय शादियों के लिए तैयारी की गाइड, असली शादियों की कहानियाँ, वेंडर से जुड़ी सलाह और फ़ैशन।',
    ideasTitle: '{brand} शादी के आइडिया',
    ideasDescription: 'भारतीय शादियों के लिए सजावट, कपड़ों, खाने और तैयारी के आइडिया।',
  },
);

// The claim page's and its button's texts (/claim/[token]); the claim action's refusals keep
// their English (enquiry-text.ts) and the button shows them in the page's language by key.
import { defineMessages } from '../../../i18n/catalogue.ts';
import { enquiryText } from './enquiry-text.ts';

export const claimMessages = defineMessages(
  {
    title: 'Claim your listing',
    cannotUse: 'This link cannot be used',
    vendorLogin: 'Vendor Login',
    intro:
      'Couples have sent enquiries to this listing on {brand}. Claim it with a business account to read them, reply, send quotes and receive new enquiries in your inbox.',
    signInToClaim: 'Sign in to claim',
    registerBusiness: 'Register your business',
    coupleAccount: "You are signed in with a couple's account. Sign out, then sign in with your business account to claim this listing.",
    attachedTo: 'It will be attached to',
    claimButton: 'Claim this listing',
    error: 'Error',
    claimed: enquiryText.claimed,
    nowYours: '{name} is now yours. Its enquiries are in your inbox.',
    claimInvalid: enquiryText.claimInvalid,
    claimUsed: enquiryText.claimUsed,
    claimExpired: enquiryText.claimExpired,
    claimTaken: enquiryText.claimTaken,
    businessOnly: enquiryText.businessOnly,
  },
  {
    title: 'अपनी लिस्टिंग अपनाएँ',
    cannotUse: 'यह लिंक काम नहीं कर सकता',
    vendorLogin: 'वेंडर लॉगिन',
    intro: '{brand} पर कपल ने इस लिस्टिंग को पूछताछ भेजी है। बिज़नेस खाते से इसे अपनाइए, ताकि आप उन्हें पढ़ सकें, जवाब दे सकें, कोटेशन भेज सकें और नई पूछताछ अपने इनबॉक्स में पा सकें।',
    signInToClaim: 'अपनाने के लिए साइन इन करें',
    registerBusiness: 'अपना बिज़नेस रजिस्टर करें',
    coupleAccount: 'आप कपल खाते से साइन इन हैं। साइन आउट करें, फिर इस लिस्टिंग को अपनाने के लिए अपने बिज़नेस खाते से साइन इन करें।',
    attachedTo: 'यह इस खाते से जुड़ेगी:',
    claimButton: 'यह लिस्टिंग अपनाएँ',
    error: 'गड़बड़ी',
    claimed: 'लिस्टिंग आपकी हो गई',
    nowYours: '{name} अब आपकी है। इसकी पूछताछ आपके इनबॉक्स में है।',
    claimInvalid: 'यह लिंक सही नहीं है। देख लें कि आपने ईमेल से पूरा लिंक कॉपी किया है।',
    claimUsed: 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
    claimExpired: 'इस लिंक की समय-सीमा खत्म हो गई है। इस लिस्टिंग को नई पूछताछ आने पर नया लिंक मिलेगा।',
    claimTaken: 'इस लिस्टिंग को पहले ही किसी बिज़नेस खाते ने अपना लिया है।',
    businessOnly: 'इस लिस्टिंग को अपनाने के लिए बिज़नेस खाते से साइन इन करें।',
  },
);

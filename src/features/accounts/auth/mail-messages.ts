// The account e-mails (address verification, password reset), in the account's language.
// Server only: nothing in the browser sends mail.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const accountMailMessages = defineMessages(
  {
    verifySubject: 'Verify your e-mail for {brand}',
    hello: 'Hello,',
    helloName: 'Hello {name},',
    verifyIntro: 'Please confirm your e-mail address for {brand} by opening this link:',
    verifyFoot: 'The link works once and expires in 48 hours. If you did not create an account, ignore this e-mail.',
    resetSubject: 'Reset your {brand} password',
    resetIntro: 'Someone asked to reset the password of your {brand} account.',
    resetOpen: 'Open this link to choose a new password:',
    resetFoot: 'The link works once and expires in 1 hour. If it was not you, ignore this e-mail; your password stays the same.',
  },
  {
    verifySubject: '{brand} के लिए अपना ईमेल पता पक्का करें',
    hello: 'नमस्ते,',
    helloName: 'नमस्ते {name},',
    verifyIntro: '{brand} पर अपना ईमेल पता पक्का करने के लिए यह लिंक खोलें:',
    verifyFoot: 'यह लिंक एक ही बार चलेगा और 48 घंटे में बंद हो जाएगा। अगर आपने खाता नहीं बनाया, तो इस ईमेल को अनदेखा करें।',
    resetSubject: 'अपना {brand} पासवर्ड बदलें',
    resetIntro: 'किसी ने आपके {brand} खाते का पासवर्ड बदलने को कहा है।',
    resetOpen: 'नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    resetFoot: 'यह लिंक एक ही बार चलेगा और 1 घंटे में बंद हो जाएगा। अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड वही रहेगा।',
  },
);

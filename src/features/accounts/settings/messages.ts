// The settings page's own texts and its language field (the rest of the settings island is
// still English-only).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const settingsPageMessages = defineMessages(
  {
    title: 'Settings',
    intro: 'Manage your account, notifications and security.',
    signInTitle: 'Please sign in',
    signInText: 'Sign in to manage your settings.',
    signIn: 'Sign In',
  },
  {
    title: 'सेटिंग्स',
    intro: 'अपना खाता, सूचनाएँ और सुरक्षा यहाँ सँभालें।',
    signInTitle: 'कृपया साइन इन करें',
    signInText: 'सेटिंग्स बदलने के लिए साइन इन करें।',
    signIn: 'साइन इन करें',
  },
);

/** The language select of the settings island: given as data (src/i18n/catalogue.ts). */
export const languageFieldMessages = defineMessages(
  {
    label: 'Language',
    hint: 'Your dashboard, settings and the emails we send you use this language.',
    saved: 'Language saved',
    failed: 'Your language could not be saved. Please check your connection.',
  },
  {
    label: 'भाषा',
    hint: 'आपका डैशबोर्ड, सेटिंग्स और हमारे भेजे ईमेल इसी भाषा में होंगे।',
    saved: 'भाषा सहेज ली गई',
    failed: 'आपकी भाषा सहेजी नहीं जा सकी। कृपया अपना इंटरनेट कनेक्शन देखें।',
  },
);

// The administrators' photo reports page (src/pages/admin/photos.astro), in the admin
// account's language; photoReportsScriptMessages are its script's.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const photoReportsMessages = defineMessages(
  {
    title: 'Photo reports',
    reviewQueue: 'Review queue: new listings, service registrations and claims',
    adminsOnly: 'This page is for administrators only.',
    noReports: 'No reported photos. Everything couples reported has been reviewed.',
    intro:
      "Every couple's report puts a photo here. A photo is hidden before you look only when {count} couples with a verified e-mail address and an account older than a day have reported it. Hide or remove the photos that break the rules, then mark the listing reviewed.",
    vendor: 'Vendor',
    venue: 'Venue',
    openReports: { one: '{count} open report', other: '{count} open reports' },
    photosHidden: 'Photos hidden until reviewed',
    photosShown: 'Photos shown',
    showAgain: 'Reviewed: show photos again',
    keepPhotos: 'Reviewed: keep photos',
    withoutAlt: 'Photo without alt text',
    noAlt: 'No alt text',
    notReported: 'Not reported',
    hidden: 'Hidden',
    shown: 'Shown',
    hide: 'Hide photo',
    remove: 'Remove photo',
    reasonNotTheirWork: 'Not this business’s own work',
    reasonInappropriate: 'Offensive or inappropriate',
    reasonMisleading: 'Misleading or unrelated to weddings',
    reasonPrivacy: 'Shows me or my family without consent',
  },
  {
    title: 'फ़ोटो की शिकायतें',
    reviewQueue: 'जाँच की कतार: नए पेज, सेवाओं के आवेदन और दावे',
    adminsOnly: 'यह पेज सिर्फ़ एडमिन के लिए है।',
    noReports: 'किसी फ़ोटो की शिकायत नहीं। जोड़ों की हर शिकायत जाँची जा चुकी है।',
    intro:
      'जोड़ों की हर शिकायत से फ़ोटो यहाँ आती है। आपके देखने से पहले फ़ोटो तभी छिपती है जब पक्के ईमेल और एक दिन से पुराने खाते वाले {count} जोड़े उसकी शिकायत कर चुके हों। नियम तोड़ने वाली फ़ोटो छिपाएँ या हटाएँ, फिर पेज को जाँचा हुआ मार्क करें।',
    vendor: 'वेंडर',
    venue: 'वेन्यू',
    openReports: { one: '{count} खुली शिकायत', other: '{count} खुली शिकायतें' },
    photosHidden: 'जाँच होने तक फ़ोटो छिपी हैं',
    photosShown: 'फ़ोटो दिख रही हैं',
    showAgain: 'जाँच हो गई: फ़ोटो फिर से दिखाएँ',
    keepPhotos: 'जाँच हो गई: फ़ोटो रहने दें',
    withoutAlt: 'बिना विवरण की फ़ोटो',
    noAlt: 'कोई विवरण नहीं',
    notReported: 'कोई शिकायत नहीं',
    hidden: 'छिपी हुई',
    shown: 'दिख रही है',
    hide: 'फ़ोटो छिपाएँ',
    remove: 'फ़ोटो हटाएँ',
    reasonNotTheirWork: 'यह इस कारोबार का अपना काम नहीं है',
    reasonInappropriate: 'आपत्तिजनक या अनुचित',
    reasonMisleading: 'भ्रामक या शादी से जुड़ी नहीं',
    reasonPrivacy: 'इसमें मेरी या मेरे परिवार की फ़ोटो बिना इजाज़त है',
  },
);

export const photoReportsScriptMessages = defineMessages(
  {
    confirmRemove: 'Remove this photo for good?',
    failed: 'Could not save the review',
    reviewed: 'Photos reviewed',
    hidden: 'Photo hidden',
    removed: 'Photo removed',
  },
  {
    confirmRemove: 'यह फ़ोटो हमेशा के लिए हटा दें?',
    failed: 'जाँच सहेजी नहीं जा सकी',
    reviewed: 'फ़ोटो जाँच ली गईं',
    hidden: 'फ़ोटो छिपा दी गई',
    removed: 'फ़ोटो हटा दी गई',
  },
);

// The gallery page's texts: its heading and the masonry island's (passed to it as data).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const galleryPageMessages = defineMessages(
  {
    title: 'Photo Gallery',
    description: 'Photographs from Indian weddings: brides, décor, rituals and celebrations.',
    intro: 'Moments from weddings across India, newest first.',
  },
  {
    title: 'फ़ोटो गैलरी',
    description: 'भारतीय शादियों की तस्वीरें: दुल्हनें, सजावट, रस्में और जश्न।',
    intro: 'पूरे भारत की शादियों के यादगार पल, सबसे नए पहले।',
  },
);

/** The masonry island's own texts. */
export const galleryMessages = defineMessages(
  {
    loading: 'Loading gallery...',
    empty: 'No photos found in the gallery.',
    failed: 'Failed to load gallery photos: {message}',
    unexpected: 'An unexpected error occurred while loading gallery photos.',
    loadMore: 'Load more photos',
    tryAgain: 'Try again',
    openPhoto: 'Open photo: ',
    galleryPhotos: 'Gallery photos',
  },
  {
    loading: 'गैलरी लोड हो रही है...',
    empty: 'गैलरी में कोई फ़ोटो नहीं मिली।',
    failed: 'गैलरी की फ़ोटो लोड नहीं हो सकीं: {message}',
    unexpected: 'गैलरी की फ़ोटो लोड करते समय कोई अनचाही गड़बड़ी हुई।',
    loadMore: 'और फ़ोटो देखें',
    tryAgain: 'फिर कोशिश करें',
    openPhoto: 'फ़ोटो खोलें: ',
    galleryPhotos: 'गैलरी की फ़ोटो',
  },
);

/** The photo category pages' texts (`/photos`). */
export const photoPageMessages = defineMessages(
  {
    title: 'Wedding Photos',
    description: 'Wedding photographs by theme: brides, mehendi, haldi, décor, baraat and couples.',
    intro: 'Browse photographs by theme for ideas on looks, décor and moments to capture.',
    photoCount: { one: '{count} photo', other: '{count} photos' },
    categoryTitle: '{category} Photos',
    backToPhotos: 'Back to Photos',
    noPhotos: 'No photos found',
    noCategories: 'No categories found',
    notFound: 'Photo category not found',
  },
  {
    title: 'शादी की तस्वीरें',
    description: 'थीम के हिसाब से शादी की तस्वीरें: दुल्हनें, मेहंदी, हल्दी, सजावट, बारात और जोड़े।',
    intro: 'लुक, सजावट और कैमरे में क़ैद करने लायक पलों के आइडिया के लिए थीम के हिसाब से तस्वीरें देखें।',
    photoCount: { one: '{count} तस्वीर', other: '{count} तस्वीरें' },
    categoryTitle: '{category} की तस्वीरें',
    backToPhotos: 'तस्वीरों पर वापस',
    noPhotos: 'कोई तस्वीर नहीं मिली',
    noCategories: 'कोई श्रेणी नहीं मिली',
    notFound: 'तस्वीरों की यह श्रेणी नहीं मिली',
  },
);

/** A listing page's photo gallery and its lightbox, with "Report photo". */
export const listingGalleryMessages = defineMessages(
  {
    open: 'Open photo {n} of {count}: ',
    gallery: 'Gallery',
    photosOf: 'Photos of {name}',
    photoOf: 'Photo {n} of {count}',
    close: 'Close',
    previous: '← Previous',
    next: 'Next →',
    report: 'Report photo',
    why: 'Why are you reporting this photo?',
    chooseReason: 'Choose a reason',
    send: 'Send report',
    cancel: 'Cancel',
    reported: 'Thank you. We will review this photo.',
    signIn: 'Please sign in as a couple to report a photo.',
    couplesOnly: 'Only couples can report photos.',
    reasonRequired: 'Please choose a reason.',
    failed: 'Could not send the report. Please try again.',
    reasonNotTheirWork: 'Not this business’s own work',
    reasonInappropriate: 'Offensive or inappropriate',
    reasonMisleading: 'Misleading or unrelated to weddings',
    reasonPrivacy: 'Shows me or my family without consent',
  },
  {
    open: '{count} में से फ़ोटो {n} खोलें: ',
    gallery: 'गैलरी',
    photosOf: '{name} की फ़ोटो',
    photoOf: '{count} में से फ़ोटो {n}',
    close: 'बंद करें',
    previous: '← पिछली',
    next: 'अगली →',
    report: 'फ़ोटो की शिकायत करें',
    why: 'आप इस फ़ोटो की शिकायत क्यों कर रहे हैं?',
    chooseReason: 'कारण चुनें',
    send: 'शिकायत भेजें',
    cancel: 'रद्द करें',
    reported: 'धन्यवाद। हम इस फ़ोटो को जाँचेंगे।',
    signIn: 'फ़ोटो की शिकायत करने के लिए जोड़े के खाते से साइन इन करें।',
    couplesOnly: 'सिर्फ़ जोड़े ही फ़ोटो की शिकायत कर सकते हैं।',
    reasonRequired: 'कृपया कोई कारण चुनें।',
    failed: 'शिकायत नहीं भेजी जा सकी। कृपया फिर कोशिश करें।',
    reasonNotTheirWork: 'यह इस कारोबार का अपना काम नहीं है',
    reasonInappropriate: 'आपत्तिजनक या अनुचित',
    reasonMisleading: 'भ्रामक या शादी से जुड़ी नहीं',
    reasonPrivacy: 'इसमें मेरी या मेरे परिवार की फ़ोटो बिना इजाज़त है',
  },
);

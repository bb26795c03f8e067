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
    photoCount: { one: '{count} photos', other: '{count} photos' },
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

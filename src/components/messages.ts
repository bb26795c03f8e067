// Texts the site's shared components and several pages use: the contact details' wording
// (reply promise, short hours), social links, the back button and a listing's cover gallery.
import { defineMessages } from '../i18n/catalogue.ts';
import { site } from '../lib/site.ts';

export const commonMessages = defineMessages(
  {
    replyPromise: site.replyPromise,
    hoursShort: site.hours.short,
    socialMedia: 'Social media',
    brandOn: '{brand} on {network}',
    back: 'Back',
    photosOf: 'Photos of {name}',
    openPhoto: 'Open photo {number} of {count}: ',
    gallery: 'Gallery',
    photoOf: '{name}, photo {number}',
    /** The toasts' close button (lib/toast.ts reads it from the toast region's data-dismiss-label). */
    dismissNotification: 'Dismiss notification',
  },
  {
    replyPromise: 'हम हर संदेश का जवाब 24 घंटे के भीतर देते हैं।',
    hoursShort: 'सुबह 10 से शाम 7 बजे तक',
    socialMedia: 'सोशल मीडिया',
    brandOn: '{network} पर {brand}',
    back: 'वापस',
    photosOf: '{name} की तस्वीरें',
    openPhoto: 'तस्वीर {number} ({count} में से) खोलें: ',
    gallery: 'गैलरी',
    photoOf: '{name}, तस्वीर {number}',
    dismissNotification: 'सूचना बंद करें',
  },
);

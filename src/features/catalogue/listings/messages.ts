// The texts a venue and a vendor page share: the price box and the shortlist button.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const bookingBoxMessages = defineMessages(
  {
    heading: 'Price and booking',
    onRequest: 'Price on request',
    viewOnMap: 'View on map',
  },
  {
    heading: 'कीमत और बुकिंग',
    onRequest: 'कीमत पूछने पर',
    viewOnMap: 'नक्शे पर देखें',
  },
);

export const shortlistButtonMessages = defineMessages(
  {
    add: 'Add to Shortlist',
    shortlisted: 'Shortlisted',
    added: 'Added to shortlist',
    removed: 'Removed from shortlist',
    loginRequired: 'Please login to shortlist',
    signIn: 'Sign in',
    error: 'Error',
  },
  {
    add: 'शॉर्टलिस्ट में जोड़ें',
    shortlisted: 'शॉर्टलिस्ट में है',
    added: 'शॉर्टलिस्ट में जोड़ दिया',
    removed: 'शॉर्टलिस्ट से हटा दिया',
    loginRequired: 'शॉर्टलिस्ट करने के लिए लॉग इन करें',
    signIn: 'साइन इन',
    error: 'गड़बड़ी',
  },
);

// The texts of the vendor dashboard's home, business profile, services and photos pages (beyond
// the shared headings in messages.ts), in the account's language.
import { defineMessages } from '../../../i18n/catalogue.ts';

export const vendorHomeMessages = defineMessages(
  {
    yourListing: 'Your listing “{name}”',
    yourClaim: 'Your claim of “{name}”',
    aListing: 'a listing',
    pending: 'Pending review: not public yet. It goes public once your e-mail is verified and an administrator approves it.',
    approved: 'Approved.',
    rejected: 'Rejected.',
    rating: { one: '{rating} ★ · {count} review', other: '{rating} ★ · {count} reviews' },
    noReviews: 'No reviews yet',
    stillToAdd: 'Still to add: {items}',
    stillToAddMore: 'Still to add: {items} and {more} more',
    priceReminder: 'Your prices need a check',
    priceReminderText: 'Prices not confirmed for more than {days} days soon show couples "Prices may be out of date".',
    lastConfirmed: '{name}: last confirmed on {date}',
    neverConfirmed: '{name}: never confirmed',
  },
  {
    yourListing: 'आपका पेज “{name}”',
    yourClaim: '“{name}” पर आपका दावा',
    aListing: 'एक पेज',
    pending: 'जाँच बाकी: अभी सबके सामने नहीं है। आपका ईमेल पक्का होने और एडमिन की मंज़ूरी के बाद दिखने लगेगा।',
    approved: 'मंज़ूर।',
    rejected: 'नामंज़ूर।',
    rating: { one: '{rating} ★ · {count} समीक्षा', other: '{rating} ★ · {count} समीक्षाएँ' },
    noReviews: 'अभी कोई समीक्षा नहीं',
    stillToAdd: 'अभी जोड़ना है: {items}',
    stillToAddMore: 'अभी जोड़ना है: {items} और {more} चीज़ें',
    priceReminder: 'आपकी कीमतें एक बार जाँच लें',
    priceReminderText: '{days} दिन से ज़्यादा समय से पक्की न की गई कीमतों के साथ जल्द ही जोड़ों को "कीमतें पुरानी हो सकती हैं" दिखेगा।',
    lastConfirmed: '{name}: आख़िरी बार {date} को पक्की कीं',
    neverConfirmed: '{name}: कभी पक्की नहीं कीं',
  },
);

/** What the completeness card lists as still missing: completeness.ts's English labels exactly (translateKnown). */
export const missingPartMessages = defineMessages(
  {
    description: 'Description',
    city: 'City',
    servicesOffered: 'Services offered',
    startingPrice: 'Starting price',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    businessHours: 'Business hours',
    bookingPolicy: 'Booking policy',
    paymentMethods: 'Payment methods',
    yearsOfExperience: 'Years of experience',
    photos: 'Photos',
  },
  {
    description: 'विवरण',
    city: 'शहर',
    servicesOffered: 'सेवाएँ',
    startingPrice: 'शुरुआती कीमत',
    phone: 'फ़ोन',
    email: 'ईमेल',
    address: 'पता',
    businessHours: 'काम का समय',
    bookingPolicy: 'बुकिंग का नियम',
    paymentMethods: 'भुगतान के तरीके',
    yearsOfExperience: 'अनुभव के साल',
    photos: 'फ़ोटो',
  },
);

export const businessProfilePageMessages = defineMessages(
  {
    yourListings: 'Your listings',
    viewPublicPage: 'View your public page',
    notPublicRejected: 'Not public: the listing was not approved. Saving your changes sends it for review again.',
    notPublicPending: 'Not public yet: waiting for e-mail verification and an administrator’s review.',
    notPublic: 'Not public.',
    photos: 'Photos',
    noProfile: 'No business profile yet',
    noProfileText: 'This account has no business listing. Write to {email} and we will set it up.',
    prices: 'Prices',
    pricesIntro: 'Couples see when you last confirmed your prices; after 180 days your page says they may be out of date.',
  },
  {
    yourListings: 'आपके पेज',
    viewPublicPage: 'अपना सार्वजनिक पेज देखें',
    notPublicRejected: 'सबके सामने नहीं: पेज मंज़ूर नहीं हुआ। बदलाव सहेजने पर यह फिर से जाँच के लिए जाएगा।',
    notPublicPending: 'अभी सबके सामने नहीं: ईमेल पक्का होने और एडमिन की जाँच का इंतज़ार है।',
    notPublic: 'सबके सामने नहीं।',
    photos: 'फ़ोटो',
    noProfile: 'अभी कारोबार की कोई प्रोफ़ाइल नहीं',
    noProfileText: 'इस खाते से कोई कारोबार का पेज जुड़ा नहीं है। {email} पर लिखें, हम इसे तैयार कर देंगे।',
    prices: 'कीमतें',
    pricesIntro: 'जोड़े देखते हैं कि आपने आख़िरी बार कीमतें कब पक्की कीं; 180 दिन बाद आपके पेज पर लिखा आता है कि कीमतें पुरानी हो सकती हैं।',
  },
);

export const servicesPageMessages = defineMessages(
  {
    noServices: 'No services registered yet',
    noServicesText: 'Register your decoration or photography service and it will be listed here while it is reviewed.',
    from: 'from {price}',
    submitted: 'Submitted {date}',
    reason: 'Reason: {reason}',
    decoration: 'Decoration',
    photography: 'Photography',
    pending: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  {
    noServices: 'अभी कोई सेवा दर्ज नहीं',
    noServicesText: 'अपनी सजावट या फ़ोटोग्राफ़ी की सेवा दर्ज करें; जाँच के दौरान वह यहाँ दिखेगी।',
    from: '{price} से',
    submitted: '{date} को भेजी',
    reason: 'वजह: {reason}',
    decoration: 'सजावट',
    photography: 'फ़ोटोग्राफ़ी',
    pending: 'जाँच बाकी',
    approved: 'मंज़ूर',
    rejected: 'नामंज़ूर',
  },
);

export const photosPageMessages = defineMessages(
  {
    yourListings: 'Your listings',
    photosOf: 'Photos of {name}',
    notFound: 'Listing not found',
    notFoundText: 'This listing does not exist or is not yours.',
    yourPhotos: 'Your photos',
    noListing: 'No business listing yet',
    noListingText: 'Photos belong to a listing, and this account has none. Write to {email} and we will set it up.',
  },
  {
    yourListings: 'आपके पेज',
    photosOf: '{name} की फ़ोटो',
    notFound: 'पेज नहीं मिला',
    notFoundText: 'यह पेज मौजूद नहीं है या आपका नहीं है।',
    yourPhotos: 'आपकी फ़ोटो',
    noListing: 'अभी कारोबार का कोई पेज नहीं',
    noListingText: 'फ़ोटो किसी पेज की होती हैं, और इस खाते का कोई पेज नहीं है। {email} पर लिखें, हम इसे तैयार कर देंगे।',
  },
);

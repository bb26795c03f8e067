// The owner's prices panel in the vendor dashboard, in the account's language. Its actions'
// messages are made in English (prices.ts); pricesKnownMessages holds them exactly with their
// Hindi, for translateKnown.
import { defineMessages } from '../../../i18n/catalogue.ts';
import { priceText } from './prices.ts';

export const pricesPanelMessages = defineMessages(
  {
    vegPerPlate: 'Veg per plate (₹)',
    nonVegPerPlate: 'Non-veg per plate (₹)',
    rentalMin: 'Starting rental (₹)',
    rentalMax: 'Highest rental (₹)',
    priceRangeMin: 'Starting price (₹)',
    priceRangeMax: 'Highest price (₹)',
    pricePerPlate: 'Price per plate (₹)',
    pricePerPerson: 'Price per person (₹)',
    pricePerHand: 'Price per hand (₹)',
    pricesOf: 'Prices of {name}',
    lastConfirmed: 'Last confirmed on {date}',
    neverConfirmed: 'Never confirmed',
    couplesSee: ' · couples see "{text}"',
    reminder: 'Your prices need a check: confirm them or change them.',
    confirming: 'Confirming…',
    confirm: 'Confirm prices',
    editPricesOf: 'Edit prices of {name}',
    prices: 'Prices',
    save: 'Save prices',
    saving: 'Saving…',
    viewPublicPage: 'View the public page',
    confirmed: 'Prices confirmed',
    saved: 'Prices saved',
    failed: 'Could not save the prices',
    fixFields: 'Please correct the highlighted fields.',
    network: 'Please check your connection and try again.',
    stale: 'Prices may be out of date',
    verified: 'Prices verified {monthYear}',
  },
  {
    vegPerPlate: 'शाकाहारी, प्रति प्लेट (₹)',
    nonVegPerPlate: 'मांसाहारी, प्रति प्लेट (₹)',
    rentalMin: 'शुरुआती किराया (₹)',
    rentalMax: 'सबसे ज़्यादा किराया (₹)',
    priceRangeMin: 'शुरुआती कीमत (₹)',
    priceRangeMax: 'सबसे ज़्यादा कीमत (₹)',
    pricePerPlate: 'कीमत, प्रति प्लेट (₹)',
    pricePerPerson: 'कीमत, प्रति व्यक्ति (₹)',
    pricePerHand: 'कीमत, प्रति हाथ (₹)',
    pricesOf: '{name} की कीमतें',
    lastConfirmed: 'आख़िरी बार {date} को पक्की कीं',
    neverConfirmed: 'कभी पक्की नहीं कीं',
    couplesSee: ' · जोड़ों को दिखता है "{text}"',
    reminder: 'आपकी कीमतें एक बार जाँच लें: इन्हें पक्का करें या बदलें।',
    confirming: 'पक्का कर रहे हैं…',
    confirm: 'कीमतें पक्की करें',
    editPricesOf: '{name} की कीमतें बदलें',
    prices: 'कीमतें',
    save: 'कीमतें सहेजें',
    saving: 'सहेज रहे हैं…',
    viewPublicPage: 'सार्वजनिक पेज देखें',
    confirmed: 'कीमतें पक्की हो गईं',
    saved: 'कीमतें सहेज ली गईं',
    failed: 'कीमतें सहेजी नहीं जा सकीं',
    fixFields: 'कृपया लाल निशान वाले खाने ठीक करें।',
    network: 'कृपया अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
    stale: 'कीमतें पुरानी हो सकती हैं',
    verified: 'कीमतें {monthYear} में जाँची गईं',
  },
);

/** prices.ts's English messages exactly, with their Hindi. */
export const pricesKnownMessages = defineMessages(
  {
    amount: priceText.amount,
    maxBelowMin: priceText.maxBelowMin,
    notYours: priceText.notYours,
  },
  {
    amount: '0 से ₹1,000 करोड़ तक पूरे रुपये लिखें',
    maxBelowMin: 'सबसे ज़्यादा कीमत सबसे कम कीमत से कम नहीं हो सकती',
    notYours: 'आप सिर्फ़ अपने पेजों की कीमतें बदल सकते हैं।',
  },
);

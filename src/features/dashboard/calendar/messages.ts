// The calendar feeds: the panel that gives an account its feed's address, and the texts of the
// events in it (in the account's language).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const calendarFeedMessages = defineMessages(
  {
    title: 'Keep it in your calendar',
    intro: 'Subscribe once and your phone’s calendar keeps itself up to date: {what}.',
    whatCouple: 'your functions with their venue and address, and the dates payments are due',
    whatBusiness: 'your bookings and the dates you marked unavailable',
    addressLabel: 'Your private calendar address',
    addGoogle: 'Add to Google Calendar',
    addApple: 'Add to Apple Calendar',
    privateNote: 'Anyone with this address can see these dates. If it was shared by mistake, get a new address: the old one stops working at once.',
    renew: 'Get a new address',
    renewed: 'Your calendar has a new address. Subscribe to it again; the old one no longer works.',
  },
  {
    title: 'अपने कैलेंडर में रखें',
    intro: 'एक बार जोड़ लें, आपके फ़ोन का कैलेंडर अपने-आप अपडेट होता रहेगा: {what}।',
    whatCouple: 'आपके समारोह, उनकी जगह और पते के साथ, और भुगतान की आख़िरी तारीख़ें',
    whatBusiness: 'आपकी बुकिंग और वे तारीख़ें जिन्हें आपने ख़ाली नहीं बताया है',
    addressLabel: 'आपके कैलेंडर का निजी पता',
    addGoogle: 'गूगल कैलेंडर में जोड़ें',
    addApple: 'ऐपल कैलेंडर में जोड़ें',
    privateNote: 'जिसके पास यह पता है, वह ये तारीख़ें देख सकता है। ग़लती से किसी को भेज दिया हो तो नया पता लें: पुराना उसी समय बंद हो जाएगा।',
    renew: 'नया पता लें',
    renewed: 'आपके कैलेंडर का पता बदल गया है। नया पता फिर से जोड़ें; पुराना अब काम नहीं करेगा।',
  },
);

export const calendarEventMessages = defineMessages(
  {
    coupleCalendar: '{couple}: wedding',
    businessCalendar: '{business}: bookings',
    functionSummary: '{function}: {couple}',
    dressCode: 'Dress code: {dressCode}',
    paymentSummary: 'Payment due: {what}',
    paymentBalance: '{amount} left to pay',
    paymentTo: 'To {business}',
    bookingSummary: 'Booked: {couple} ({functions})',
    bookingDetails: '{guests} guests · {amount}',
    blockedSummary: 'Unavailable',
    blockedDay: 'Unavailable (day)',
    blockedEvening: 'Unavailable (evening)',
  },
  {
    coupleCalendar: '{couple}: शादी',
    businessCalendar: '{business}: बुकिंग',
    functionSummary: '{function}: {couple}',
    dressCode: 'पहनावा: {dressCode}',
    paymentSummary: 'भुगतान की तारीख़: {what}',
    paymentBalance: '{amount} देना बाक़ी',
    paymentTo: '{business} को',
    bookingSummary: 'बुक: {couple} ({functions})',
    bookingDetails: '{guests} मेहमान · {amount}',
    blockedSummary: 'ख़ाली नहीं',
    blockedDay: 'ख़ाली नहीं (दिन में)',
    blockedEvening: 'ख़ाली नहीं (शाम को)',
  },
);

export const calendarPageMessages = defineMessages(
  {
    title: 'Calendar',
    description: 'Your wedding’s functions and payment dates in your own calendar.',
    backToFunctions: 'Back to Functions',
    functionsTitle: 'One function at a time',
    functionsIntro: 'Or add a single function to your calendar as a file.',
    addFunction: 'Add {name} to your calendar',
    noDate: '{name}: no date yet',
    noFunctions: 'Add your functions with their dates on the Functions tab, and they appear here.',
  },
  {
    title: 'कैलेंडर',
    description: 'आपकी शादी के समारोह और भुगतान की तारीख़ें आपके अपने कैलेंडर में।',
    backToFunctions: 'समारोहों पर वापस जाएँ',
    functionsTitle: 'एक-एक समारोह',
    functionsIntro: 'या किसी एक समारोह को फ़ाइल के रूप में अपने कैलेंडर में जोड़ें।',
    addFunction: '{name} को अपने कैलेंडर में जोड़ें',
    noDate: '{name}: अभी तारीख़ तय नहीं',
    noFunctions: 'समारोह टैब पर अपने समारोह तारीख़ों के साथ जोड़ें, वे यहाँ दिखेंगे।',
  },
);

import { defineMessages } from '../../../i18n/catalogue.ts';

/** The compact public calendar on a venue's or vendor's page. */
export const listingCalendarMessages = defineMessages(
  {
    heading: 'Availability',
    intro: 'The next twelve months. Ask the business to hold a date: a date is only yours once a quote is accepted.',
    notConfirmed: 'Availability not confirmed',
    notConfirmedHint: 'This business has not filled in its calendar yet. Send an enquiry to ask about your dates.',
    legend: 'Key',
  },
  {
    heading: 'कब खाली है',
    intro: 'अगले बारह महीने। कोई तारीख पक्की करने के लिए पूछताछ भेजें: कोटेशन मंज़ूर होने पर ही तारीख आपकी होती है।',
    notConfirmed: 'खाली होने की पुष्टि नहीं',
    notConfirmedHint: 'इस बिज़नेस ने अभी अपना कैलेंडर नहीं भरा है। अपनी तारीखों के बारे में पूछने के लिए पूछताछ भेजें।',
    legend: 'संकेत',
  },
);

/**
 * The calendar's month tables: each day's word and the weekdays' names. The page renders its
 * first months with them and hands them to the script that draws the rest (listing-calendar.ts).
 */
export const calendarDayMessages = defineMessages(
  {
    free: 'Free',
    partly: 'Partly free',
    booked: 'Booked',
    past: 'Past',
    weekdays: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
  },
  {
    free: 'खाली',
    partly: 'कुछ समय खाली',
    booked: 'बुक',
    past: 'बीत चुका',
    weekdays: 'सोम,मंगल,बुध,गुरु,शुक्र,शनि,रवि',
  },
);

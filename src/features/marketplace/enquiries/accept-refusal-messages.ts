// Why a quote cannot be accepted at the moment the couple accepts it (it expired, or the date
// was booked in between), in the couple's language. The English is enquiry-text.ts's, exactly
// (accept-refusal-messages.test.ts holds them together).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const acceptRefusalMessages = defineMessages(
  {
    quoteExpired: 'This quote expired on {day}. Ask the business for a new one.',
    dateTaken: '{name} is already booked on {day}. It takes one booking a day, so a quote for that date cannot be accepted.',
    partTaken: '{name} is not available on {day} ({part}): that space is already booked or unavailable then, so this quote cannot be accepted.',
    partDay: 'day',
    partEvening: 'evening',
  },
  {
    quoteExpired: 'यह कोटेशन {day} को ख़त्म हो गया। वेंडर से नया कोटेशन माँगें।',
    dateTaken: '{name} {day} को पहले से बुक है। यह दिन में एक ही बुकिंग लेता है, इसलिए उस तारीख़ का कोटेशन मंज़ूर नहीं हो सकता।',
    partTaken: '{name} {day} ({part}) को उपलब्ध नहीं है: उस समय वह जगह पहले से बुक है या बंद है, इसलिए यह कोटेशन मंज़ूर नहीं हो सकता।',
    partDay: 'दिन',
    partEvening: 'शाम',
  },
);

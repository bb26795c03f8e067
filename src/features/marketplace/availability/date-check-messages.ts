import { defineMessages } from '../../../i18n/catalogue.ts';

/** The enquiry form's line on whether the chosen date is free. */
export const dateCheckMessages = defineMessages(
  {
    free: 'Free on {date}',
    notAvailable: 'Not available on {date}',
    notAvailablePart: 'Not available on {date} ({part})',
    notConfirmed: 'Availability not confirmed for {date}',
    day: 'day',
    evening: 'evening',
    named: '{name}: {text}',
    checking: 'Checking the date…',
  },
  {
    free: '{date} को खाली',
    notAvailable: '{date} को खाली नहीं',
    notAvailablePart: '{date} को खाली नहीं ({part})',
    notConfirmed: '{date} के लिए खाली होने की पुष्टि नहीं',
    day: 'दिन',
    evening: 'शाम',
    named: '{name}: {text}',
    checking: 'तारीख देखी जा रही है…',
  },
);

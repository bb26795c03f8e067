// Every text of enquiries, quotes and bookings. No zod here: the detail pages' form script
// and the islands import it without the schemas.
import { formatIndian } from '../../../i18n/indian-number.ts';

export const EVENT_FUNCTIONS = ['haldi', 'mehendi', 'sangeet', 'wedding', 'reception', 'other'] as const;
export type EventFunction = (typeof EVENT_FUNCTIONS)[number];
export const functionLabels: Record<EventFunction, string> = {
  haldi: 'Haldi',
  mehendi: 'Mehendi',
  sangeet: 'Sangeet',
  wedding: 'Wedding',
  reception: 'Reception',
  other: 'Other',
};

export type EnquiryStatus = 'new' | 'replied' | 'quoted' | 'booked' | 'declined' | 'withdrawn';
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn'];
export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  quoted: 'Quoted',
  booked: 'Booked',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export type QuoteState = 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export const quoteStateLabels: Record<QuoteState, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const ENQUIRY_LIMITS = {
  /** A reply, a decline reason, what a quote includes. */
  message: 2000,
  /** The enquiry itself: enough for a real question, too short for pasted walls of text. */
  enquiryMessage: 1000,
  guests: 100_000,
  /** Rupees. */
  amount: 1_000_000_000,
  bulk: 10,
  perDay: 20,
  perListingPerWeek: 5,
  messagesPerHour: 60,
  messagesPerConversation: 1000,
  quotesPerConversation: 20,
  /** Years ahead an event may be planned. */
  yearsAhead: 5,
} as const;

export const enquiryText = {
  sendButton: 'Send Enquiry',
  sent: 'Enquiry sent',
  sentMany: (n: number) => `Enquiry sent to ${n} ${n === 1 ? 'business' : 'businesses'}`,
  sharePhone: 'Share my phone number with this business',
  sharePhoneHint: 'The business will see your phone number and e-mail address. Off by default.',
  shareLater: 'Share my phone number',
  notShared: 'The couple has not shared contact details; reply here',
  booked: 'Booked',
  replySent: 'Reply sent',
  quoteSent: 'Quote sent',
  quoteAccepted: 'Quote accepted: booked',
  quoteDeclined: 'Quote declined',
  quoteWithdrawn: 'Quote withdrawn',
  enquiryDeclined: 'Enquiry declined',
  enquiryWithdrawn: 'Enquiry withdrawn',
  phoneShared: 'Phone number shared',
  claimed: 'Listing claimed',
  acceptConfirm: 'Accept this quote? This books the business, and any other open quote in this conversation is declined.',
  withdrawConfirm: 'Withdraw this enquiry? The business will no longer be able to reply or quote.',
  shareConfirm: 'Share your phone number and e-mail address with this business? This cannot be undone.',
  noEnquiries: 'No enquiries yet',
  noEnquiriesHint: 'Send an enquiry from any venue or vendor page, or from your shortlist.',
  noInbox: 'No enquiries yet',
  noInboxHint: 'Enquiries from couples to your listings will appear here, so you can read and answer them in one place.',
  noMatches: 'No enquiries match',
  noBookings: 'No bookings yet',
  noBookingsHint: 'When a couple accepts one of your quotes, the booking appears here with its date, guests and amount.',
  noQuotes: 'No quotes yet',
  noQuotesHint: 'Quotes from businesses appear here, side by side for the same function and category.',
  loadFailed: 'Failed to load enquiries',
  customerOnly: "Enquiries are sent from a couple's account. Please sign in as a couple.",
  listingNotFound: 'This listing could not be found.',
  notFound: 'Enquiry not found',
  quoteNotFound: 'Quote not found',
  closed: 'This enquiry is closed, so nothing more can be sent in it.',
  notOpen: 'Only an open enquiry can be withdrawn or declined.',
  alreadyBooked: 'This enquiry is already booked.',
  quoteExpired: (day: string) => `This quote expired on ${day}. Ask the business for a new one.`,
  quoteWithdrawnError: 'This quote was withdrawn by the business and can no longer be accepted.',
  quoteDeclinedError: 'You declined this quote, so it can no longer be accepted.',
  quoteAcceptedError: 'This quote has already been accepted.',
  quoteNotOpen: 'Only an open quote can be withdrawn.',
  alreadyShared: 'You have already shared your contact details with this business.',
  unclaimed: 'This listing has not been claimed by its business yet; your message is kept for them.',
  dayLimit: `You can send at most ${ENQUIRY_LIMITS.perDay} enquiries a day. Please try again tomorrow.`,
  listingLimit: `You can send at most ${ENQUIRY_LIMITS.perListingPerWeek} enquiries to the same business in a week. Please wait for their reply.`,
  messageLimit: `You can send at most ${ENQUIRY_LIMITS.messagesPerHour} messages an hour. Please wait a little and try again.`,
  messagesFull: `This conversation has reached its limit of ${formatIndian(ENQUIRY_LIMITS.messagesPerConversation)} messages.`,
  quotesFull: `At most ${ENQUIRY_LIMITS.quotesPerConversation} quotes can be sent in one conversation.`,
  bulkNone: 'Choose at least one shortlisted venue or vendor',
  bulkMax: `Choose at most ${ENQUIRY_LIMITS.bulk} listings at a time`,
  claimInvalid: 'This claim link is not valid. Check that you copied the whole link from the e-mail.',
  claimUsed: 'This claim link has already been used.',
  claimExpired: 'This claim link has expired. A new enquiry to the listing will bring a new link.',
  claimTaken: 'This listing has already been claimed by a business account.',
  businessOnly: 'Sign in with a business account to claim this listing.',
  overCapacity: (name: string, max: number) =>
    `${name} seats up to ${formatIndian(max)} guests. Enter ${formatIndian(max)} or fewer, or choose a larger venue.`,
  seatsUpTo: (max: number) => `Seats up to ${formatIndian(max)} guests`,
  dateTaken: (name: string, day: string) => `${name} is already booked on ${day}. It takes one booking a day, so a quote for that date cannot be accepted.`,
  dateTakenBusiness: (name: string, day: string) =>
    `Already booked on ${day}: ${name} has another booking that day, so the couple cannot accept a quote for this date.`,
  alreadyBookedOn: (day: string) => `Already booked on ${day}`,
  partTaken: (name: string, day: string, part: string) =>
    `${name} is not available on ${day} (${part}): that space is already booked or unavailable then, so this quote cannot be accepted.`,
  ownBookingHere: (name: string, functions: string, day: string) => `You have already booked ${name} for ${functions} on ${day}.`,
  secondBooking: (name: string, functions: string, day: string) =>
    `You have already booked ${name} for ${functions} on ${day}. Accepting books a second one for the same function and date.`,
  secondEnquiry: (name: string, functions: string, day: string) =>
    `You have already booked ${name} for ${functions} on ${day}. You can still ask here, for example to compare.`,
  awaitingVerification: 'Waiting for e-mail verification',
  awaitingVerificationHint: (name: string) => `${name} receives this enquiry once you verify your e-mail address.`,
  verifyLink: 'Verify your email',
  unverifiedBeforeSending: 'Your e-mail address is not verified yet: the business receives your enquiry once you verify it.',
  draftRestored: 'Your unsent enquiry was restored.',
} as const;

export const fieldText = {
  functions: 'Choose at least one function',
  eventDate: 'Choose the event date, or tick Dates not fixed and choose a month',
  eventDatePast: 'The event date cannot be in the past',
  eventDateFar: `The event date must be within ${ENQUIRY_LIMITS.yearsAhead} years`,
  eventMonth: 'Choose the month of the event',
  eventMonthPast: 'The month cannot be in the past',
  guestCount: `Enter the number of guests (1 to ${formatIndian(ENQUIRY_LIMITS.guests)})`,
  budget: 'Enter the budget in whole rupees, or leave it empty',
  message: 'Please write a message',
  messageTooLong: `Your message can be at most ${formatIndian(ENQUIRY_LIMITS.message)} characters`,
  enquiryMessageTooLong: `Your message can be at most ${formatIndian(ENQUIRY_LIMITS.enquiryMessage)} characters`,
  phone: 'Enter a valid phone number to share it',
  amount: `Enter the amount in whole rupees (up to ${formatIndian(ENQUIRY_LIMITS.amount)})`,
  includes: 'Say what the quote includes',
  includesTooLong: `At most ${formatIndian(ENQUIRY_LIMITS.message)} characters`,
  validUntil: 'Choose the last day the quote is valid',
  validUntilPast: 'The quote must be valid until today or later',
  quoteFunctions: 'Choose the functions this quote covers',
  quoteSpace: 'Choose one of the venue’s spaces',
  reason: 'Please give a reason',
} as const;

/**
 * The rule messages a couple may meet when sending an enquiry (the schema's and the
 * server's, written in English above, and the generic ones of lib/form-errors.ts), each by
 * its key in enquiryFormMessages and the values its text there takes. The form shows them in
 * the page's language by looking the English text up here.
 */
export const SEND_ERRORS: readonly [key: string, english: string, params: Record<string, number>][] = [
  ['errFunctions', fieldText.functions, {}],
  ['errEventDate', fieldText.eventDate, {}],
  ['errEventDatePast', fieldText.eventDatePast, {}],
  ['errEventDateFar', fieldText.eventDateFar, { years: ENQUIRY_LIMITS.yearsAhead }],
  ['errEventMonth', fieldText.eventMonth, {}],
  ['errEventMonthPast', fieldText.eventMonthPast, {}],
  ['errGuestCount', fieldText.guestCount, { max: ENQUIRY_LIMITS.guests }],
  ['errBudget', fieldText.budget, {}],
  ['errMessage', fieldText.message, {}],
  ['errMessageTooLong', fieldText.enquiryMessageTooLong, { max: ENQUIRY_LIMITS.enquiryMessage }],
  ['errPhone', fieldText.phone, {}],
  ['errCustomerOnly', enquiryText.customerOnly, {}],
  ['errListingNotFound', enquiryText.listingNotFound, {}],
  ['errDayLimit', enquiryText.dayLimit, { max: ENQUIRY_LIMITS.perDay }],
  ['errListingLimit', enquiryText.listingLimit, { max: ENQUIRY_LIMITS.perListingPerWeek }],
  ['errBulkNone', enquiryText.bulkNone, {}],
  ['errBulkMax', enquiryText.bulkMax, { max: ENQUIRY_LIMITS.bulk }],
  ['errCheckForm', 'Please check the form', {}],
  ['errSignIn', 'Please sign in again', {}],
  ['errSomethingWrong', 'Something went wrong. Please try again.', {}],
];

/** A rule message in the page's language (`t`: enquiryFormMessages bound); text it does not know stays as it is. */
export function translateSendError(text: string | undefined, t: Readonly<Record<string, unknown>>): string | undefined {
  if (!text) return text;
  const found = SEND_ERRORS.find(([, english]) => english === text);
  const message = found ? t[found[0]] : undefined;
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return (message as (params: Record<string, number>) => string)(found![2]);
  return text;
}

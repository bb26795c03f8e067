export { enquiries } from './enquiries/actions.ts';
export {
  bookingsToCsv,
  businessCountQueries,
  listBusinessBookings,
  recentCoupleBookingsQuery,
  toBookingRows,
  toBusinessCounts,
} from './enquiries/bookings.server.ts';
export { claimStateMessages, lookUpClaim } from './enquiries/claims.server.ts';
export { inboxQuery } from './enquiries/enquiries.schema.ts';
export { enquiryPrefill, loadEnquiryForm } from './enquiries/prefill.server.ts';
export { getThread, inboxVersion, listInbox, loadCoupleEnquiries, unreadCount } from './enquiries/threads.server.ts';
export { deliverHeldEnquiries } from './enquiries/enquiries.server.ts';
export { claimMessages } from './enquiries/claim-messages.ts';
export { translateSendError } from './enquiries/enquiry-text.ts';
export { enquiryFormMessages, enquiryPageMessages } from './enquiries/messages.ts';
export {
  addSpace,
  blockDates,
  listSpaces,
  ownedListing,
  ownedListings,
  removeSpace,
  spaceCalendar,
  unblockDates,
  updateSpace,
} from './availability/availability.server.ts';
export type { CalendarRow, ListingRef, OwnedListing, Space } from './availability/availability.server.ts';
export { applyCalendarForm, calendarHref, calendarOutcomeText, loadCalendarPage } from './availability/calendar.server.ts';
export { calendarError } from './availability/errors.ts';
export { calendarPageMessages, quoteSlotMessages } from './availability/messages.ts';
export { checkListingDates, publicCalendarQueries, toPublicCalendar } from './availability/availability-reads.server.ts';
export { dateCheckMessages } from './availability/date-check-messages.ts';
export { bookingTableMessages, enquiryIslandMessages, enquiryWordsMessages } from './enquiries/thread-messages.ts';
export { enquiryActionErrorMessages } from './enquiries/action-error-messages.ts';

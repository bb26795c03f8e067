export { splitBookings } from './enquiries/enquiry-rules.ts';
export type { CoupleEnquiries } from './enquiries/enquiry-rules.ts';
export { enquiryText, functionLabels } from './enquiries/enquiry-text.ts';
export {
  BOOKING_PARTS,
  DAY_PARTS,
  MAX_RANGE_DAYS,
  addMonths,
  dateStatus,
  datesOf,
  freeParts,
  isBookingPart,
  isDayPart,
  monthRange,
  parseDate,
  parseMonth,
  parsePart,
  parseRange,
  partsOf,
  spaceFits,
} from './availability/availability.ts';
export { PUBLIC_CALENDAR_MONTHS, checkDates, publicCalendar, publicCalendarRange } from './availability/public-calendar.ts';
export type { DateCheck, PublicCalendar, PublicDayStatus, PublicMonth } from './availability/public-calendar.ts';
export { availabilityFilters, availabilityParamList, cardAvailability, parseAvailabilityQuery } from './availability/availability-query.ts';
export type { AvailabilityParams, AvailabilityParse, AvailabilityProblem, AvailabilityQuery, CardAvailability } from './availability/availability-query.ts';
export type { AvailabilityStatus, BookingPart, CalendarSource, DateRange, DayPart, EntryFacts, RangeResult, SpaceFacts } from './availability/availability.ts';
// The lists' availability SQL: plain strings and arguments, no database, so scripts load it without the app.
export { availabilityRankSql, rankIsSql, pageAvailability, pageCalendarOf, withPageCalendarSql } from './availability/availability-sql.ts';

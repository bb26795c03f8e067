export { splitBookings } from './enquiries/enquiry-rules.ts';
export type { CoupleEnquiries } from './enquiries/enquiry-rules.ts';
export { enquiryText } from './enquiries/enquiry-text.ts';

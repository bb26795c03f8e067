// The blocks of a listing page (ListingPageScript.astro) its scripts read their texts from.
export const SHORTLIST_MESSAGES_ID = 'shortlist-messages';
export const REVIEW_MESSAGES_ID = 'review-messages';
export const ESTIMATE_MESSAGES_ID = 'estimate-messages';
export const CALENDAR_MESSAGES_ID = 'listing-calendar-messages';

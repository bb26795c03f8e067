export { fetchAllGuests } from './guests/fetch-guests.ts';
export { GUESTS_URL, guestMessages } from './guests/guests.ts';
export type { Guest } from './guests/guests.ts';
export { eventTypeLabels, isOverdue, weddingMessages } from './wedding/wedding.ts';
export type { PlanningTask, WeddingProfile } from './wedding/wedding.ts';
export { shownFunctionName } from './wedding/functions.ts';
export { emptySideCounts, SIDES } from './wedding/sides.ts';
export type { SideCounts, WeddingSide } from './wedding/sides.ts';

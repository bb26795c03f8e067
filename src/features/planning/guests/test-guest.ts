// A guest for unit tests: every field filled with its empty value unless given.
import type { Guest } from './guests.ts';

export const testGuest = (over: Partial<Guest> = {}): Guest => ({
  id: 'g1',
  fullName: 'Asha Rao',
  email: null,
  phone: null,
  address: null,
  isInvited: false,
  rsvp: 'awaiting',
  mealPreference: null,
  tableNumber: null,
  notes: null,
  side: 'both',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

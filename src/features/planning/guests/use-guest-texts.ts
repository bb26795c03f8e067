// The Guest List's texts in the account's language, as its components take them from the
// dashboard island (the page passes them under "guests"), and the words for stored values.
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { MealOption } from '../wedding/functions.ts';
import type { Rsvp } from './guests.ts';
import type { WeddingSide } from '../wedding/sides.ts';
import type { guestsPanelMessages } from './messages.ts';

export type GuestTexts = Bound<CatalogueOf<typeof guestsPanelMessages>>;

export const useGuestTexts = (): GuestTexts => useMessages<CatalogueOf<typeof guestsPanelMessages>>('guests');

export const rsvpLabel = (t: GuestTexts, rsvp: Rsvp): string => t[rsvp];

const mealKeys = { Vegetarian: 'vegetarian', 'Non-vegetarian': 'nonVegetarian', Vegan: 'vegan', Jain: 'jain' } as const;

/** A meal as stored (the English option), in the account's language; anything else as it is. */
export function mealLabel(t: GuestTexts, meal: string): string {
  const key = mealKeys[meal as MealOption];
  return key ? t[key] : meal;
}

const sideKeys = { bride: 'sideBride', groom: 'sideGroom', both: 'sideBoth' } as const;

/** A side as the guest list shows it: "Bride's side", "Groom's side", "Both sides". */
export const sideLabel = (t: GuestTexts, side: WeddingSide): string => t[sideKeys[side]];

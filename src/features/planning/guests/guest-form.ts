// The add and edit guest forms' values: text as typed, turned into the actions' input.
import type { Guest } from './guests.ts';
import type { GuestInput } from './guests.schema.ts';

export type GuestFormValues = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  isInvited: boolean;
  rsvp: string;
  mealPreference: string;
  tableNumber: string;
  notes: string;
  side: string;
};

export const emptyGuestForm: GuestFormValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  isInvited: false,
  rsvp: 'awaiting',
  mealPreference: '',
  tableNumber: '',
  notes: '',
  side: 'both',
};

export function guestToForm(g: Guest): GuestFormValues {
  return {
    fullName: g.fullName,
    email: g.email ?? '',
    phone: g.phone ?? '',
    address: g.address ?? '',
    isInvited: g.isInvited,
    rsvp: g.rsvp,
    mealPreference: g.mealPreference ?? '',
    tableNumber: g.tableNumber === null ? '' : String(g.tableNumber),
    notes: g.notes ?? '',
    side: g.side,
  };
}

/** What the add and edit actions receive; the server trims, validates and maps it. */
export function formToInput(values: GuestFormValues): GuestInput {
  return {
    ...values,
    rsvp: values.rsvp as GuestInput['rsvp'],
    mealPreference: (values.mealPreference || null) as GuestInput['mealPreference'],
    side: values.side as GuestInput['side'],
  };
}

/** Only the fields an edit changed, so saving never undoes a change made elsewhere meanwhile. */
export function changedFields(guest: Guest, values: GuestFormValues): Partial<GuestInput> {
  const before = guestToForm(guest);
  const next = formToInput(values);
  const changes: Partial<GuestInput> = {};
  for (const key of Object.keys(values) as (keyof GuestFormValues)[]) {
    if (values[key] !== before[key]) (changes as Record<string, unknown>)[key] = next[key];
  }
  return changes;
}

// Guest list rules shared by the dashboard island and the server: the input schema,
// RSVP mapping, filtering, sorting, paging and the summary.
import { z } from 'astro/zod';

export const MEAL_OPTIONS = ['Vegetarian', 'Non-vegetarian', 'Vegan'] as const;
export type MealOption = (typeof MEAL_OPTIONS)[number];
export const RSVP_VALUES = ['awaiting', 'confirmed', 'declined'] as const;
export type Rsvp = (typeof RSVP_VALUES)[number];
export const RSVP_FILTERS = ['all', 'confirmed', 'declined', 'awaiting'] as const;
export type RsvpFilter = (typeof RSVP_FILTERS)[number];
export const GUEST_SORTS = ['name', 'table'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

export const GUEST_PAGE_SIZE = 10;
export const GUEST_IMPORT_MAX = 2000;
export const GUEST_LIMITS = { fullName: 200, email: 254, phone: 30, address: 500, notes: 1000, table: 10_000 } as const;

export const guestMessages = {
  added: 'Guest added successfully',
  addFailed: (reason: string) => `Failed to add guest: ${reason}`,
  updated: 'Guest updated successfully',
  updateFailed: 'Failed to update guest',
  deleted: 'Guest deleted successfully',
  deleteFailed: 'Failed to delete guest',
  loadFailed: (reason: string) => `Failed to load guests: ${reason}`,
  noGuestsForProfile: 'No guests found for this wedding profile.',
  profileFirst: 'Please create a wedding profile first to manage guests.',
  profileNotFound: 'Wedding profile not found',
  empty: 'No guests found. Start by adding your first guest!',
  confirmDelete: 'Delete selected guests?',
} as const;

export const rsvpLabels: Record<Rsvp, string> = { awaiting: 'Awaiting', confirmed: 'Confirmed', declined: 'Declined' };

export function rsvpOf(isAttending: boolean | null): Rsvp {
  return isAttending === null ? 'awaiting' : isAttending ? 'confirmed' : 'declined';
}
export function attendingOf(rsvp: Rsvp): boolean | null {
  return rsvp === 'awaiting' ? null : rsvp === 'confirmed';
}

/** Optional text: trimmed, empty becomes null. */
const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Table number from a form ('' → none, '12' → 12) or a number. */
const tableNumberField = z
  .union([z.string(), z.number(), z.null()], { message: 'Table number must be a whole number' })
  .transform((v, ctx) => {
    if (v === null) return null;
    const text = String(v).trim();
    if (text === '') return null;
    if (!/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Table number must be a whole number' });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 1 || n > GUEST_LIMITS.table) {
      ctx.addIssue({ code: 'custom', message: `Table number must be between 1 and ${GUEST_LIMITS.table}` });
      return z.NEVER;
    }
    return n;
  });

const guestFieldShape = {
  fullName: z
    .string({ message: 'Full Name is required' })
    .trim()
    .min(1, 'Full Name is required')
    .max(GUEST_LIMITS.fullName, `Full Name must be at most ${GUEST_LIMITS.fullName} characters`),
  email: optionalText(GUEST_LIMITS.email, 'Email').refine(
    (v) => v === null || z.email().safeParse(v).success,
    'Please enter a valid email address',
  ),
  phone: optionalText(GUEST_LIMITS.phone, 'Phone'),
  address: optionalText(GUEST_LIMITS.address, 'Address'),
  isInvited: z.boolean({ message: 'Invited must be yes or no' }).default(false),
  rsvp: z.enum(RSVP_VALUES, { message: 'RSVP must be Awaiting, Confirmed or Declined' }).default('awaiting'),
  mealPreference: z
    .enum(MEAL_OPTIONS, { message: 'Meal must be Vegetarian, Non-vegetarian or Vegan' })
    .nullish()
    .transform((v) => v ?? null),
  tableNumber: tableNumberField.optional().transform((v) => v ?? null),
  notes: optionalText(GUEST_LIMITS.notes, 'Notes'),
};

/** A whole guest, as the add form and the import send it. */
export const guestInput = z.object(guestFieldShape);
export type GuestInput = z.input<typeof guestInput>;
export type GuestValues = z.output<typeof guestInput>;

/** An edit: the guest's id and only the fields that changed. */
export const guestUpdateInput = z
  .object({
    id: z.string().min(1).max(64),
    fullName: guestFieldShape.fullName.optional(),
    email: guestFieldShape.email.optional(),
    phone: guestFieldShape.phone.optional(),
    address: guestFieldShape.address.optional(),
    isInvited: z.boolean({ message: 'Invited must be yes or no' }).optional(),
    rsvp: z.enum(RSVP_VALUES, { message: 'RSVP must be Awaiting, Confirmed or Declined' }).optional(),
    mealPreference: guestFieldShape.mealPreference.optional(),
    tableNumber: tableNumberField.optional(),
    notes: guestFieldShape.notes.optional(),
  })
  .strict();

export const guestIdsInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(GUEST_IMPORT_MAX) });
export const guestIdInput = z.object({ id: z.string().min(1).max(64) });
export const guestImportInput = z.object({ guests: z.array(guestInput).min(1).max(GUEST_IMPORT_MAX) });

export type Guest = {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  isInvited: boolean;
  rsvp: Rsvp;
  mealPreference: MealOption | null;
  tableNumber: number | null;
  notes: string | null;
  createdAt: string;
};

export function filterGuests(guests: readonly Guest[], filter: RsvpFilter): Guest[] {
  return filter === 'all' ? [...guests] : guests.filter((g) => g.rsvp === filter);
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Sorted copy. Guests without a table always come last; ties fall back to the name. */
export function sortGuests(guests: readonly Guest[], sort: GuestSort, direction: 'asc' | 'desc' = 'asc'): Guest[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...guests].sort((a, b) => {
    if (sort === 'table') {
      if (a.tableNumber !== b.tableNumber) {
        if (a.tableNumber === null) return 1;
        if (b.tableNumber === null) return -1;
        return sign * (a.tableNumber - b.tableNumber);
      }
      return collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id);
    }
    return sign * collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id);
  });
}

export function pageCount(total: number, size = GUEST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
export function pageOf<T>(items: readonly T[], page: number, size = GUEST_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}

export type GuestSummary = {
  total: number;
  invited: number;
  confirmed: number;
  declined: number;
  awaiting: number;
  meals: Record<MealOption | 'Not specified', number>;
};

export function summarizeGuests(guests: readonly Guest[]): GuestSummary {
  const summary: GuestSummary = {
    total: guests.length,
    invited: 0,
    confirmed: 0,
    declined: 0,
    awaiting: 0,
    meals: { Vegetarian: 0, 'Non-vegetarian': 0, Vegan: 0, 'Not specified': 0 },
  };
  for (const g of guests) {
    if (g.isInvited) summary.invited++;
    summary[g.rsvp]++;
    summary.meals[g.mealPreference ?? 'Not specified']++;
  }
  return summary;
}

// Households (a family or couple invited together) and their RSVP links: types, limits and
// the WhatsApp message, shared by the dashboard island and the server.
import { formatWhen, shownFunctionName, type WeddingFunction } from '../wedding/functions.ts';
import type { Rsvp } from '../guests/guests.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { INVITATION_TEXT } from './invitation-text.ts';
import type { WeddingSide } from '../wedding/sides.ts';
import { formatIndian } from '../../../i18n/indian-number.ts';

export const HOUSEHOLD_LIMITS = { name: 200, phone: 30, allowance: 50, perWedding: 5000, bulk: 5000 } as const;
export const HOUSEHOLD_PAGE_SIZE = 20;

export const householdMessages = {
  created: 'Household created',
  updated: 'Household saved',
  deleted: 'Household deleted',
  moved: 'Guest moved',
  merged: 'Households merged',
  invited: 'Invitations saved',
  linkRegenerated: 'New link made. The old link no longer works.',
  copied: 'Link copied',
  copyFailed: 'Could not copy. Select the link and copy it by hand.',
  saveFailed: 'Failed to save the household',
  loadFailed: (reason: string) => `Failed to load households: ${reason}`,
  notFound: 'Household not found',
  guestNotFound: 'Guest not found',
  functionNotFound: 'Function not found',
  notEmpty: 'Move its guests to another household first.',
  mergeNeedsTwo: 'Choose at least two households to merge.',
  repliesSeen: 'Replies marked as read',
  confirmRegenerate: 'Make a new link? The link you already sent will stop working.',
  empty: 'No households yet. Add guests on the Guest List, or create a household here.',
  allowanceTooSmall: (people: number) => `This household already has ${people} people: People invited must be at least ${people}.`,
  tooMany: `A wedding can have at most ${formatIndian(HOUSEHOLD_LIMITS.perWedding)} households.`,
} as const;

export type HouseholdMember = { id: string; fullName: string; isChild: boolean; rsvp: Rsvp };
export type HouseholdExtra = { id: string; fullName: string; isChild: boolean };

export type Household = {
  id: string;
  name: string;
  phone: string | null;
  /** How many people it may bring in all, its own guests included. */
  allowance: number;
  members: HouseholdMember[];
  extras: HouseholdExtra[];
  invitedFunctionIds: string[];
  /** The private RSVP link, a full URL. */
  link: string;
  repliedAt: string | null;
  newReply: boolean;
  needsAccommodation: boolean | null;
  arrivalDate: string | null;
  departureDate: string | null;
  /** The language of its RSVP page and invitation message. */
  locale: Locale;
  /** Whose family: the bride's, the groom's, or both; guests added into it start on it. */
  side: WeddingSide;
};

export type HouseholdsData = {
  households: Household[];
  /** Guests that belong to no household. */
  unassigned: { id: string; fullName: string }[];
  functions: WeddingFunction[];
  couple: string;
  /** The couple's account language: a new household's, unless chosen otherwise. */
  coupleLocale: Locale;
  newReplies: number;
};

/** "Asha & Rohan", or one name when only one is known; `unnamed` when neither is. */
export function coupleNames(userName: string, partnerName: string, unnamed = 'The couple'): string {
  return [userName.trim(), partnerName.trim()].filter(Boolean).join(' & ') || unnamed;
}

/**
 * A phone number as WhatsApp wants it: country code and number, digits only. Ten-digit
 * numbers (with or without a leading 0) are Indian mobiles; numbers written with + or 00
 * already carry their country code. Anything shorter is no usable number.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  else if (!trimmed.startsWith('+')) {
    if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    if (digits.length === 10) digits = `91${digits}`;
  }
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** The invitation text sent with the link, in the household's language: the couple, its functions and the link. */
export function whatsappMessage(input: {
  household: string;
  couple: string;
  functions: readonly Pick<WeddingFunction, 'name' | 'date' | 'startTime'>[];
  link: string;
  locale?: Locale;
}): string {
  const locale = input.locale ?? 'en';
  const text = INVITATION_TEXT[locale];
  const lines = [text.greeting(input.household), '', text.invite(input.couple)];
  for (const f of input.functions) lines.push(`- ${shownFunctionName(f.name, text.functions)}: ${formatWhen(f, locale)}`);
  lines.push('', text.reply(input.link));
  return lines.join('\n');
}

/** `https://wa.me/<number>?text=…` when the phone is known, else `https://wa.me/?text=…` (pick a chat). */
export function whatsappHref(phone: string | null | undefined, message: string): string {
  return `https://wa.me/${whatsappNumber(phone) ?? ''}?text=${encodeURIComponent(message)}`;
}

/** Households in pages of HOUSEHOLD_PAGE_SIZE, filtered by name or member name. */
export function searchHouseholds(list: readonly Household[], query: string): Household[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((h) => h.name.toLowerCase().includes(q) || h.members.some((m) => m.fullName.toLowerCase().includes(q)) || (h.phone ?? '').includes(q));
}

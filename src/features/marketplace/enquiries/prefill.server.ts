// What the enquiry form starts with: the listings it goes to, and the couple's wedding profile
// where it has the answer.
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { guests, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { ENQUIRY_LIMITS, EVENT_FUNCTIONS, enquiryText, type EventFunction } from './enquiry-text.ts';
import { type EnquiryFormListing, type EnquiryPrefill } from './enquiry-rules.ts';
import { parseListingRef } from '../../../lib/listing-ref.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { findListings, listingHref } from './listings.server.ts';
import { bookingContext } from './booking-clashes.server.ts';
import type { BookingContext } from './booking-clashes.ts';

const FUNCTION_OF_EVENT: Record<string, EventFunction> = { wedding: 'wedding', reception: 'reception', engagement: 'other', other: 'other' };

/** The enquiry's function a planned function is, by its name ("Mehndi" and "Mehendi" are both Mehendi); null for others. */
export function eventFunctionOf(name: string): EventFunction | null {
  const word = name.trim().toLowerCase().replace('mehndi', 'mehendi').replace('mehandi', 'mehendi');
  return EVENT_FUNCTIONS.find((fn) => fn !== 'other' && word === fn) ?? null;
}

export async function enquiryPrefill(db: Db, user: { id: string; phone: string }, now: Date = new Date()): Promise<EnquiryPrefill> {
  const today = todayInIndia(now);
  // One round trip: the profile with its guest count, and its functions dated from today on.
  const [[profile], planned] = await db.batch([
    db
      .select({ eventType: weddingProfiles.eventType, weddingDate: weddingProfiles.weddingDate, guests: count(guests.id) })
      .from(weddingProfiles)
      .leftJoin(guests, eq(guests.weddingProfileId, weddingProfiles.id))
      .where(eq(weddingProfiles.userId, user.id))
      .groupBy(weddingProfiles.id),
    db
      .select({ name: weddingFunctions.name, date: weddingFunctions.date })
      .from(weddingFunctions)
      .innerJoin(weddingProfiles, eq(weddingProfiles.id, weddingFunctions.weddingProfileId))
      .where(and(eq(weddingProfiles.userId, user.id), gte(weddingFunctions.date, today)))
      .orderBy(weddingFunctions.position),
  ]);
  const date = profile?.weddingDate && profile.weddingDate >= today ? profile.weddingDate : '';
  const functionDates: Partial<Record<EventFunction, string>> = {};
  for (const row of planned) {
    const fn = eventFunctionOf(row.name);
    if (fn && row.date && !functionDates[fn]) functionDates[fn] = row.date;
  }
  return {
    functions: profile ? [FUNCTION_OF_EVENT[profile.eventType] ?? 'wedding'] : [],
    eventDate: date,
    guestCount: profile?.guests ? profile.guests : null,
    phone: user.phone,
    functionDates,
  };
}

export type EnquiryFormData =
  { listings: EnquiryFormListing[]; prefill: EnquiryPrefill; bookings: BookingContext; back: string } | { error: string; status: number; back: string };

/**
 * What the enquiry form page needs: the listings named in its address (`listing=venue-12`,
 * repeated for a bulk send), checked, and the couple's starting values; or why it cannot be sent.
 */
export async function loadEnquiryForm(db: Db, user: { id: string; role: string; phone: string }, values: string[]): Promise<EnquiryFormData> {
  const refs = [
    ...new Map(
      values
        .map(parseListingRef)
        .filter((r) => r !== null)
        .map((r) => [`${r.kind}-${r.id}`, r]),
    ).values(),
  ];
  const back = refs.length === 1 ? listingHref(refs[0]!.kind, refs[0]!.id) : '/myprofile/shortlists';
  if (user.role !== 'customer') return { error: enquiryText.customerOnly, status: 403, back };
  if (refs.length === 0) return { error: enquiryText.bulkNone, status: 400, back };
  if (refs.length > ENQUIRY_LIMITS.bulk) return { error: enquiryText.bulkMax, status: 400, back };
  const found = await findListings(db, refs);
  const listings = refs.map((r) => found.get(`${r.kind}:${r.id}`));
  if (listings.some((l) => !l)) return { error: enquiryText.listingNotFound, status: 404, back };
  const [prefill, bookings] = await Promise.all([enquiryPrefill(db, user), bookingContext(db, user.id, refs, todayInIndia())]);
  return {
    listings: listings.map((l) => ({ kind: l!.kind, id: l!.id, name: l!.name, category: l!.category, capacityMax: l!.capacityMax })),
    prefill,
    bookings,
    back,
  };
}

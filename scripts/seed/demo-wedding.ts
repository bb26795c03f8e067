// The demo couple's wedding, in progress, so that signing in as couple@demo.mandap.in shows the
// product at work: the profile, the usual five functions, 150 guests in households with their
// invitations and RSVP replies, a shortlist, ticked planning tasks, and enquiries to the demo
// venue and vendor (one quote accepted and booked, one open). Rows are written directly (the
// domain modules import Astro's action errors, which a plain Node script cannot load) but built
// with the features' own rules and checked with their input schemas; ids and times derive from
// the seed's base date, so two seeds give the same rows.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import {
  bookings,
  checklistProgress,
  conversations,
  functionInvites,
  guests,
  households,
  messages,
  planningTasks,
  quotes,
  rsvpAnswers,
  shortlists,
  users,
  vendors,
  venues,
  weddingFunctions,
  weddingProfiles,
  weddingSites,
} from '../../src/server/db/schema.ts';
import { runBatch } from '../../src/server/db/batch.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { planLeadDays, plannedDueDate, taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { coupleNameOf } from '../../src/features/marketplace/enquiries/enquiry-rules.ts';
import { defaultFunctionsFor, DEFAULT_FUNCTION_NAMES } from '../../src/features/planning/wedding/functions.ts';
import { functionInput } from '../../src/features/planning/functions/functions.schema.ts';
import { VENDOR_CATEGORIES } from './data.ts';
import { buildDemoEnquiries } from './demo-enquiries.ts';
import { buildDemoGuests } from './demo-guests.ts';
import { inserts } from './insert.ts';
import { atDay, stableId } from './random.ts';
import { COUPLE_EMAIL, VENDOR_EMAIL, VENUE_EMAIL } from './users.ts';
import { vendorCategoryIndex, vendorCity, VENDORS_PER_SCALE } from './vendors.ts';
import { venueCity, venueType, VENUES_PER_SCALE } from './venues.ts';

/** About five months after the seed's base date (1 Oct 2026): a Saturday. */
/** The demo couple's wedding website (/w/ananya-and-arjun): unlisted, without a passphrase. */
export const DEMO_SITE_SLUG = 'ananya-and-arjun';

export const DEMO_WEDDING = {
  userName: 'Ananya Iyer',
  partnerName: 'Arjun Menon',
  date: '2027-02-27',
  rsvpDeadline: '2027-02-06',
  budget: 35_00_000,
} as const;

/** Listings in the demo venue's city: the wedding happens where the demo businesses are. */
const SHORTLISTED_VENUE_TYPES = ['hotel', 'banquet', 'heritage', 'resort'];
const SHORTLISTED_VENDOR_CATEGORIES = ['photography', 'decoration', 'catering', 'makeup', 'mehendi'];
/** Ticked ahead of their phase: the booked venue caters, and the invitations are printed. */
const DONE_EARLY = new Set(['three-to-five-months-caterer', 'three-to-five-months-invitations']);

/** The first id (up to `count`) of each wanted kind that `accepts` lets through, in the order wanted. */
function firstIds(count: number, accepts: (id: number) => boolean, per: (id: number) => string, wanted: readonly string[]): number[] {
  const found = new Map<string, number>();
  for (let id = 1; id <= count && found.size < wanted.length; id++) {
    const key = per(id);
    if (accepts(id) && wanted.includes(key) && !found.has(key)) found.set(key, id);
  }
  return wanted.map((key) => found.get(key)!).filter(Boolean);
}

const FUNCTION_DETAILS: Record<string, { startTime: string; dressCode: string; at: 'home' | 'banquet' | 'hotel' }> = {
  Haldi: { startTime: '10:00', dressCode: 'Yellow, and clothes you can get turmeric on', at: 'home' },
  Mehendi: { startTime: '15:00', dressCode: 'Green and pink', at: 'home' },
  Sangeet: { startTime: '19:30', dressCode: 'Indo-western', at: 'banquet' },
  Wedding: { startTime: '18:00', dressCode: 'Traditional Indian', at: 'hotel' },
  Reception: { startTime: '19:30', dressCode: 'Formal', at: 'hotel' },
};

/** Adds the demo couple's wedding; the catalogue and the demo accounts must already be seeded. */
export async function seedDemoWedding(db: Db): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [COUPLE_EMAIL, VENUE_EMAIL, VENDOR_EMAIL]));
  const idOf = (email: string) => accounts.find((a) => a.email === email)!.id;
  const coupleId = idOf(COUPLE_EMAIL);

  const city = venueCity(1);
  const venueIds = firstIds(
    VENUES_PER_SCALE,
    (id) => venueCity(id) === city,
    (id) => venueType(id).slug,
    SHORTLISTED_VENUE_TYPES,
  );
  const vendorSlug = (id: number) => VENDOR_CATEGORIES[vendorCategoryIndex(id)]!.slug;
  const vendorIds = firstIds(VENDORS_PER_SCALE, (id) => vendorCity(id) === city, vendorSlug, SHORTLISTED_VENDOR_CATEGORIES);
  // A second photographer, to compare with the demo vendor's quote.
  const otherPhotographer = firstIds(VENDORS_PER_SCALE, (id) => vendorCity(id) === city && id !== vendorIds[0], vendorSlug, ['photography']);
  const shortlistedVenues = await db
    .select({ id: venues.id, name: venues.name, address: venues.address, type: venues.type })
    .from(venues)
    .where(inArray(venues.id, venueIds));
  const venueOf = (type: string) => shortlistedVenues.find((v) => v.type === type)!;
  const [owned] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, idOf(VENDOR_EMAIL)));
  const [bookedVenue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.ownerUserId, idOf(VENUE_EMAIL)));

  const profileId = stableId('wedding-profile', 1);
  const createdAt = atDay(-60);
  const profile = {
    id: profileId,
    userId: coupleId,
    userName: DEMO_WEDDING.userName,
    partnerName: DEMO_WEDDING.partnerName,
    weddingCity: city.name,
    weddingDate: DEMO_WEDDING.date,
    eventType: 'wedding' as const,
    budget: DEMO_WEDDING.budget,
    rsvpDeadline: DEMO_WEDDING.rsvpDeadline,
    createdAt,
    updatedAt: createdAt,
  };

  // The small functions at the bride's family home.
  const home = { venueName: 'The Iyer family home', address: `Flat 1202, Sea Breeze Towers, ${city.areas[0]}, ${city.name}` };
  const functions = defaultFunctionsFor(DEMO_WEDDING.date, DEFAULT_FUNCTION_NAMES).map((f, position) => {
    const details = FUNCTION_DETAILS[f.name]!;
    const venue =
      details.at === 'home'
        ? { venueId: null, ...home }
        : { venueId: venueOf(details.at).id, venueName: venueOf(details.at).name, address: venueOf(details.at).address };
    // The functions away from the family home are on the couple's wedding website.
    const values = functionInput.parse({ ...f, ...venue, startTime: details.startTime, dressCode: details.dressCode, isPublic: details.at !== 'home' });
    return { id: stableId('function', position), weddingProfileId: profileId, ...values, position, createdAt, updatedAt: createdAt };
  });

  const items = checklistPhases.flatMap((phase) => phase.items.map((item) => ({ item, done: phase.dueDaysBefore >= 180 || DONE_EARLY.has(item.id) })));
  // Due dates as the dashboard plans them on the day the profile was made.
  const templates = taskTemplates(checklistPhases);
  const planned = createdAt.toISOString().slice(0, 10);
  const tasks = templates.map((t) => ({
    id: stableId('task', t.position),
    weddingProfileId: profileId,
    taskName: t.taskName,
    description: t.description,
    phaseId: t.phaseId,
    checklistItemId: t.checklistItemId,
    dueDate: plannedDueDate(DEMO_WEDDING.date, t.dueDaysBefore, planned, planLeadDays(templates)),
    isCompleted: items[t.position]?.done ?? false,
    position: t.position,
    createdAt,
  }));
  const ticks = items.filter((i) => i.done).map(({ item }, n) => ({ userId: coupleId, itemId: item.id, completed: true, updatedAt: atDay(-50 + n * 2) }));

  const shortlist = [
    ...venueIds.map((itemId) => ({ itemType: 'venue' as const, itemId })),
    ...[...vendorIds, ...otherPhotographer].map((itemId) => ({ itemType: 'vendor' as const, itemId })),
  ].map((item, n) => ({ userId: coupleId, ...item, createdAt: atDay(-55 + n, 30) }));

  const guestRows = buildDemoGuests(profileId, functions);
  const enquiries = buildDemoEnquiries({
    coupleId,
    coupleName: coupleNameOf(DEMO_WEDDING.userName, DEMO_WEDDING),
    weddingDate: DEMO_WEDDING.date,
    venue: { id: bookedVenue!.id, ownerId: idOf(VENUE_EMAIL) },
    vendor: { id: owned!.id, ownerId: idOf(VENDOR_EMAIL) },
    unclaimedVendorId: vendorIds[1]!,
  });

  const site = {
    weddingProfileId: profileId,
    slug: DEMO_SITE_SLUG,
    story: `${DEMO_WEDDING.userName.split(' ')[0]} and ${DEMO_WEDDING.partnerName.split(' ')[0]} met at a friend's Onam lunch in ${city.name}.\n\nFive years, two families and many cups of filter coffee later, we are getting married, and we would love you to be there.`,
    travel: `The nearest airport is ${city.name}'s; the venues are about 40 minutes from it by taxi.\nTrains arrive at ${city.name} Central.`,
    stay: 'Rooms are held for our guests at the wedding hotel until 6 February 2027: mention our names when you book.',
    createdAt,
    updatedAt: createdAt,
  };

  await runBatch(db, [
    ...inserts(db, weddingProfiles, [profile]),
    ...inserts(db, weddingFunctions, functions),
    ...inserts(db, weddingSites, [site]),
    ...inserts(db, planningTasks, tasks),
    ...inserts(db, checklistProgress, ticks),
    ...inserts(db, shortlists, shortlist),
    ...inserts(db, households, guestRows.households),
    ...inserts(db, guests, guestRows.guests),
    ...inserts(db, functionInvites, guestRows.invites),
    ...inserts(db, rsvpAnswers, guestRows.answers),
    ...inserts(db, conversations, enquiries.conversations),
    ...inserts(db, messages, enquiries.messages),
    ...inserts(db, quotes, enquiries.quotes),
    ...inserts(db, bookings, enquiries.bookings),
  ]);
}

// The business calendar (/vendor-dashboard/calendar): each change a form posts names a listing
// and a space; another business naming the owner's gets "not found" and nothing changes, and
// the page never shows another business's calendar or notes.
import { and, eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { givenVenue } from '../enquiries.helpers.ts';
import { calendarEntries, listingSpaces } from '../../../src/server/db/schema.ts';
import type { Actor, CrossUserCase } from './harness.ts';

const YEAR = new Date().getUTCFullYear() + 1;
const NOTE = 'Owner private note 7731';

/** The owner's venue with a second space and a block with a note; what is stored, to compare after. */
async function ownerCalendar(owner: Actor) {
  const venue = await givenVenue({ ownerId: owner.user.id });
  const [main] = await e2eDb()
    .select()
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, venue.id)));
  const [lawn] = await e2eDb().insert(listingSpaces).values({ listingKind: 'venue', listingId: venue.id, name: 'Lawn', capacity: 300, sort: 1 }).returning();
  await e2eDb()
    .insert(calendarEntries)
    .values({ spaceId: main!.id, listingKind: 'venue', listingId: venue.id, date: `${YEAR}-02-27`, part: 'evening', source: 'block', note: NOTE });
  const snapshot = async () => ({
    spaces: await e2eDb().select().from(listingSpaces).where(eq(listingSpaces.listingId, venue.id)),
    entries: await e2eDb().select().from(calendarEntries).where(eq(calendarEntries.listingId, venue.id)),
  });
  return { venue, main: main!, lawn: lawn!, before: await snapshot(), snapshot };
}

const post = (intent: string, fields: (c: Awaited<ReturnType<typeof ownerCalendar>>) => Record<string, string>) => ({
  name: `calendar form “${intent}” changes only the caller’s own calendar`,
  ownerRole: 'vendor' as const,
  setup: async (owner: Actor, intruder?: Actor) => {
    const c = await ownerCalendar(owner);
    // The intruder has a venue of its own: the refusal is the owner check, not an empty account.
    if (intruder) await givenVenue({ ownerId: intruder.user.id });
    return {
      method: 'POST' as const,
      url: '/vendor-dashboard/calendar',
      form: { listing: `venue-${c.venue.id}`, month: `${YEAR}-02`, intent, ...fields(c) },
      intruderGets: [404],
      anonymousGets: [302],
      verifyUnchanged: async () => expect(await c.snapshot()).toEqual(c.before),
    };
  },
});

export const calendarCases: CrossUserCase[] = [
  post('block', (c) => ({ space: String(c.main.id), from: `${YEAR}-03-01`, to: `${YEAR}-03-03`, part: 'full', note: 'Hijacked' })),
  post('unblock', (c) => ({ space: String(c.main.id), from: `${YEAR}-02-27`, part: 'evening' })),
  post('add-space', (c) => ({ space: String(c.main.id), name: 'Hijacked hall', capacity: '50' })),
  post('save-space', (c) => ({ space: String(c.lawn.id), name: 'Hijacked lawn', capacity: '5' })),
  post('remove-space', (c) => ({ space: String(c.lawn.id) })),
  {
    name: 'the calendar page never shows another business’s calendar',
    ownerRole: 'vendor',
    setup: async (owner, intruder) => {
      const c = await ownerCalendar(owner);
      if (intruder) await givenVenue({ ownerId: intruder.user.id });
      return {
        method: 'GET',
        url: `/vendor-dashboard/calendar?listing=venue-${c.venue.id}&space=${c.main.id}&month=${YEAR}-02`,
        intruderGets: 'own-data-only',
        anonymousGets: [302],
        checkResponse: async (response: APIResponse) => {
          const html = await response.text();
          expect(html).not.toContain(NOTE);
          expect(html).not.toContain(c.venue.name);
        },
        verifyUnchanged: async () => expect(await c.snapshot()).toEqual(c.before),
      };
    },
  },
];

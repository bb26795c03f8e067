// The demo couple's wedding, read back through the features that show it: what a newcomer
// signing in as couple@demo.mandap.in sees must be a consistent wedding in progress.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed.ts';
import { DEMO_WEDDING } from '../../scripts/seed/demo-wedding.ts';
import { COUPLE_EMAIL, VENDOR_EMAIL, VENUE_EMAIL } from '../../scripts/seed/users.ts';
import { users } from '../../src/server/db/schema.ts';
import { getWeddingProfile, listPlanningTasks } from '../../src/features/planning/wedding/wedding.server.ts';
import { functionsOverview } from '../../src/features/planning/functions/functions.server.ts';
import { listHouseholds } from '../../src/features/planning/households/household-list.server.ts';
import { rsvpLinkKey, type LinkDeps } from '../../src/features/planning/households/rsvp-link.server.ts';
import { findInvitation } from '../../src/features/planning/rsvp/rsvp.server.ts';
import { listGuests } from '../../src/features/planning/guests/guests.server.ts';
import { summarizeGuests } from '../../src/features/planning/guests/guests.ts';
import { listShortlists } from '../../src/features/catalogue/shortlists/shortlists.server.ts';
import { loadChecklist } from '../../src/features/planning/checklist/checklist.server.ts';
import { listCoupleConversations, listCoupleQuotes, listInbox } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { businessCounts, listBusinessBookings } from '../../src/features/marketplace/enquiries/bookings.server.ts';
import { budgetOverview } from '../../src/features/money/tracker/budget-tracker.server.ts';
import { summariseBudget } from '../../src/features/money/tracker/budget-tracker.ts';
import { loadOverview } from '../../src/features/dashboard/dashboard.server.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';

let t: TestDb;
let deps: LinkDeps;
const ids: Record<string, string> = {};
/** A day the open quote is still valid and the wedding still ahead. */
const NOW = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await createTestDb();
  await seedDatabase(t.db, { scale: 1 });
  deps = { key: await rsvpLinkKey(t.db), origin: 'https://mandap.example' };
  for (const email of [COUPLE_EMAIL, VENUE_EMAIL, VENDOR_EMAIL]) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = user!.id;
  }
}, 120_000);
afterAll(() => t?.cleanup());

describe('the demo wedding', () => {
  it('has a profile about five months after the seed date, in the demo businesses’ city', async () => {
    expect(await getWeddingProfile(t.db, ids[COUPLE_EMAIL]!)).toMatchObject({
      userName: 'Ananya Iyer',
      partnerName: 'Arjun Menon',
      weddingCity: 'Mumbai',
      weddingDate: '2027-02-27',
      budget: DEMO_WEDDING.budget,
    });
  });

  it('has the usual five functions, the big ones at shortlisted venues, with headcounts from the replies', async () => {
    const overview = await functionsOverview(t.db, ids[COUPLE_EMAIL]!);
    expect(overview.functions.map((f) => `${f.name} ${f.date}`)).toEqual([
      'Haldi 2027-02-25',
      'Mehendi 2027-02-26',
      'Sangeet 2027-02-26',
      'Wedding 2027-02-27',
      'Reception 2027-02-28',
    ]);
    const shortlisted = new Set(overview.venues.map((v) => v.id));
    for (const f of overview.functions.slice(2)) expect(shortlisted.has(f.venueId!)).toBe(true);
    const wedding = overview.functions.find((f) => f.name === 'Wedding')!.headcount;
    expect(wedding.invited).toBeGreaterThanOrEqual(150);
    expect(wedding.attending + wedding.declined + wedding.awaiting).toBe(wedding.invited);
    for (const n of [wedding.attending, wedding.declined, wedding.awaiting, wedding.children, wedding.meals.Jain]) expect(n).toBeGreaterThan(0);
    const haldi = overview.functions.find((f) => f.name === 'Haldi')!.headcount;
    expect(haldi.invited).toBeLessThan(wedding.invited / 2);
    expect(overview.newReplies).toBeGreaterThan(0);
    expect(overview.accommodation.length).toBeGreaterThan(0);
  });

  it('has 150 guests in households, and the replies read back through each household’s RSVP link', async () => {
    const data = await listHouseholds(t.db, ids[COUPLE_EMAIL]!, deps);
    expect(data.households.length).toBeGreaterThanOrEqual(40);
    expect(data.households.flatMap((h) => h.members)).toHaveLength(150);
    expect(data.unassigned).toEqual([]);
    expect(new Set(data.households.map((h) => h.name)).size).toBe(data.households.length);
    const replied = data.households.filter((h) => h.repliedAt);
    expect(replied.length).toBeGreaterThan(data.households.length / 2);
    expect(replied.length).toBeLessThan(data.households.length);
    // A family that named one of its people itself on the RSVP page: a guest like the others.
    const withExtra = replied.find((h) => h.allowance > h.members.length)!;
    expect(withExtra.extras).toEqual([]);
    const invitation = (await findInvitation(t.db, withExtra.link.split('/').at(-1)!))!;
    expect(invitation.householdName).toBe(withExtra.name);
    expect(invitation.functions.map((f) => f.id).sort()).toEqual([...withExtra.invitedFunctionIds].sort());
    for (const person of invitation.people.filter((p) => p.kind !== 'new')) {
      expect(Object.keys(person.answers).sort()).toEqual([...withExtra.invitedFunctionIds].sort());
    }

    const summary = summarizeGuests(await listGuests(t.db, ids[COUPLE_EMAIL]!));
    expect(summary).toMatchObject({ total: 150, invited: 150 });
    expect(summary.confirmed).toBeGreaterThan(50);
    expect(summary.declined).toBeGreaterThan(0);
    expect(summary.awaiting).toBeGreaterThan(0);
  });

  it('shortlists venues and vendors of the wedding city', async () => {
    const list = await listShortlists(t.db, ids[COUPLE_EMAIL]!);
    expect(list.filter((e) => e.itemType === 'venue').length).toBeGreaterThanOrEqual(3);
    expect(list.filter((e) => e.itemType === 'vendor').length).toBeGreaterThanOrEqual(5);
    for (const entry of list) expect(entry.location).toMatch(/^Mumbai\b/);
  });

  it('has planning tasks ticked, the same ones on the checklist page', async () => {
    const tasks = await listPlanningTasks(t.db, ids[COUPLE_EMAIL]!);
    const done = tasks.filter((task) => task.isCompleted);
    expect(done.length).toBeGreaterThan(5);
    expect(done.length).toBeLessThan(tasks.length / 2);
    const { completed } = await loadChecklist(t.db, ids[COUPLE_EMAIL]!);
    expect(completed).toHaveLength(done.length);
  });

  it('has a booked venue, an open quote from the demo vendor and an enquiry awaiting a reply', async () => {
    const conversations = await listCoupleConversations(t.db, ids[COUPLE_EMAIL]!);
    expect(conversations.map((c) => c.status).sort()).toEqual(['booked', 'new', 'quoted']);
    const quotes = await listCoupleQuotes(t.db, ids[COUPLE_EMAIL]!, NOW);
    expect(quotes.map((q) => q.state).sort()).toEqual(['accepted', 'open']);

    const [booking] = await listBusinessBookings(t.db, ids[VENUE_EMAIL]!);
    expect(booking).toMatchObject({
      coupleName: 'Ananya Iyer & Arjun Menon',
      eventDate: '2027-02-27',
      amount: quotes.find((q) => q.state === 'accepted')!.amount,
    });
    expect(await businessCounts(t.db, ids[VENUE_EMAIL]!, NOW)).toMatchObject({ upcomingBookings: 1 });
    const inbox = await listInbox(t.db, ids[VENDOR_EMAIL]!, { status: 'all', q: '', page: 1 });
    expect(inbox.items.map((r) => r.status)).toEqual(['quoted']);
  });
});

describe('the demo wedding’s budget', () => {
  it('holds the booked venue as a committed line, with the same totals on the Overview and the Budget tab', async () => {
    const coupleId = ids[COUPLE_EMAIL]!;
    const [booking] = await listBusinessBookings(t.db, ids[VENUE_EMAIL]!);
    const budget = await budgetOverview(t.db, coupleId);
    expect(budget.items).toEqual([
      expect.objectContaining({ category: 'venue', what: booking!.listingName, quoted: booking!.amount, paid: 0, bookingId: booking!.id }),
    ]);
    const totals = summariseBudget(budget.plan, budget.items).overall;
    expect(totals.committed).toBe(booking!.amount);
    const profile = await getWeddingProfile(t.db, coupleId);
    expect((await loadOverview(t.db, coupleId, profile!.id)).budget).toMatchObject({ committed: totals.committed, planned: totals.planned, bookings: 1 });
  });
});

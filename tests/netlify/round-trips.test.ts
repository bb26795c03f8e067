// Database round trips per request through the built Netlify function: at
// most 3 for a public on-demand page or read API, at most 5 for a private page or API. Every
// on-demand route is in the table below (a route file not in it fails the first test), asked as
// its audience asks it: public routes without a cookie, private ones signed in as the demo
// couple, the demo business or the admin, with real ids from the demo data. Each route is asked
// twice and the second answer counted: a warm function instance, as most requests meet one (the
// first request of an instance also loads its modules). Both counts are printed, so the figures
// can be read off a run.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { cities, conversations, households, users, venues, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { ADMIN_EMAIL, COUPLE_EMAIL, DEMO_PASSWORD, VENDOR_EMAIL } from '../../scripts/seed/users.ts';
import { call, callAction, cookiesSet } from './handler.ts';

const PUBLIC_BAR = 3;
const PRIVATE_BAR = 5;

type Audience = 'public' | 'couple' | 'business' | 'admin';
/** Real ids and tokens of the demo data, looked up before the routes are asked. */
type Ids = { functionId: string; householdId: string; coupleConversation: string; businessConversation: string; rsvpPath: string; venueId: number };
type Route = { audience: Audience; path: string | ((ids: Ids) => string); status?: number };

/** Every on-demand route file under src/pages (GET only; actions and POST endpoints are not reads), with a request for it. */
const ROUTES: Record<string, Route> = {
  // Public pages.
  '404.astro': { audience: 'public', path: '/no-such-page', status: 404 },
  'LoginVendor.astro': { audience: 'public', path: '/LoginVendor' },
  'RegisterVendor.astro': { audience: 'public', path: '/RegisterVendor' },
  'auth/signin.astro': { audience: 'public', path: '/auth/signin', status: 301 },
  'blog/category/[...slug].astro': { audience: 'public', path: '/blog/category/no-such-category', status: 404 },
  'claim/[token].astro': { audience: 'public', path: '/claim/no-such-token', status: 404 },
  'forgot-password.astro': { audience: 'public', path: '/forgot-password' },
  'gallery.astro': { audience: 'public', path: '/gallery' },
  'sitemap-index.xml.ts': { audience: 'public', path: '/sitemap-index.xml' },
  'sitemaps/[part].xml.ts': { audience: 'public', path: '/sitemaps/vendors-0.xml' },
  'sitemaps/weddings.xml.ts': { audience: 'public', path: '/sitemaps/weddings.xml' },
  'w/[slug].astro': { audience: 'public', path: '/w/ananya-and-arjun' },
  'ideas/[...slug].astro': { audience: 'public', path: '/ideas/no-such-idea', status: 404 },
  'login.astro': { audience: 'public', path: '/login' },
  'login/two-factor.astro': { audience: 'public', path: '/login/two-factor', status: 302 },
  // The demo data has no uploaded photos: a well-formed name that is not stored.
  'media/[name].ts': { audience: 'public', path: `/media/${'0'.repeat(64)}-640.webp`, status: 404 },
  'photos/[slug].ts': { audience: 'public', path: '/photos/mehendi', status: 301 },
  'photos/category/[...slug].astro': { audience: 'public', path: '/photos/category/no-such-category', status: 404 },
  'register.astro': { audience: 'public', path: '/register' },
  'reset-password.astro': { audience: 'public', path: '/reset-password' },
  'rsvp/[token].astro': { audience: 'public', path: (ids) => ids.rsvpPath },
  // An invitation link whose token matches nothing (signed out: it asks to sign in).
  'invitations/[token].astro': { audience: 'public', path: `/invitations/${'a'.repeat(32)}` },
  // A calendar app asking for a feed whose address was replaced (or never was).
  'calendar/[token].ics.ts': { audience: 'public', path: `/calendar/${'a'.repeat(32)}.ics`, status: 404 },
  'search.astro': { audience: 'public', path: '/search?q=palace' },
  'start-planning.astro': { audience: 'public', path: '/start-planning', status: 302 },
  'vendor-registration.astro': { audience: 'public', path: '/vendor-registration' },
  'vendors/[...rest].astro': { audience: 'public', path: '/vendors/1' },
  'vendors/[city]/[category].astro': { audience: 'public', path: '/vendors/jaipur/photography' },
  'vendors/[city]/[category]/[id].astro': { audience: 'public', path: '/vendors/mumbai/photography/1' },
  'venues/[...rest].astro': { audience: 'public', path: (ids) => `/venues/${ids.venueId}`, status: 301 },
  'venues/[citySlug]/[venueTypeSlug].astro': { audience: 'public', path: '/venues/jaipur/hotel' },
  'venues/[citySlug]/index.astro': { audience: 'public', path: '/venues/jaipur' },
  'venues/[citySlug]/wedding.astro': { audience: 'public', path: '/venues/jaipur/wedding?venue_type=hotel&guests=100-300' },
  'venues/wedding/[id].astro': { audience: 'public', path: (ids) => `/venues/wedding/${ids.venueId}` },
  'api/listings/[kind]/[id]/availability.ts': { audience: 'public', path: (ids) => `/api/listings/venue/${ids.venueId}/availability?date=2027-02-27` },
  'verify-email.astro': { audience: 'public', path: '/verify-email' },
  'wedding-venues/[...rest].astro': { audience: 'public', path: (ids) => `/wedding-venues/${ids.venueId}`, status: 301 },
  'weddings/[id].ts': { audience: 'couple', path: '/weddings/1', status: 302 },
  'weddings/index.ts': { audience: 'couple', path: '/weddings', status: 302 },
  'weddings/new.ts': { audience: 'couple', path: '/weddings/new', status: 302 },
  // Public read APIs.
  'api/cities.ts': { audience: 'public', path: '/api/cities' },
  'api/gallery.ts': { audience: 'public', path: '/api/gallery' },
  'api/ideas/[slug]/likes.ts': { audience: 'public', path: '/api/ideas/goa-beach-wedding/likes' },
  'api/ideas/likes.ts': { audience: 'public', path: '/api/ideas/likes' },
  'api/recommendations.ts': { audience: 'public', path: '/api/recommendations?budget=2000000' },
  'api/search.ts': { audience: 'public', path: '/api/search?q=palace' },
  'api/vendors.ts': { audience: 'public', path: '/api/vendors?category=photography&city=jaipur' },
  'api/venues.ts': { audience: 'public', path: '/api/venues?city=jaipur' },
  // The couple's pages.
  'dashboard.astro': { audience: 'couple', path: '/dashboard' },
  'dashboard/functions/[id]/caterer.astro': { audience: 'couple', path: (ids) => `/dashboard/functions/${ids.functionId}/caterer` },
  'dashboard/rsvp-links.astro': { audience: 'couple', path: '/dashboard/rsvp-links' },
  'dashboard/calendar.astro': { audience: 'couple', path: '/dashboard/calendar' },
  'dashboard/website.astro': { audience: 'couple', path: '/dashboard/website' },
  'dashboard/people.astro': { audience: 'couple', path: '/dashboard/people' },
  'enquiry/new.astro': { audience: 'couple', path: (ids) => `/enquiry/new?listing=venue-${ids.venueId}` },
  'myprofile/index.astro': { audience: 'couple', path: '/myprofile' },
  'myprofile/reviews.astro': { audience: 'couple', path: '/myprofile/reviews' },
  'myprofile/settings.astro': { audience: 'couple', path: '/myprofile/settings' },
  'myprofile/shortlists.astro': { audience: 'couple', path: '/myprofile/shortlists' },
  // The couple's APIs.
  'api/budget/export.csv.ts': { audience: 'couple', path: '/api/budget/export.csv' },
  'api/budget/index.ts': { audience: 'couple', path: '/api/budget' },
  'api/budget/payments-due.ts': { audience: 'couple', path: '/api/budget/payments-due' },
  'api/budget/sides.ts': { audience: 'couple', path: '/api/budget/sides' },
  'api/checklist/index.ts': { audience: 'couple', path: '/api/checklist' },
  'api/dashboard/overview.ts': { audience: 'couple', path: '/api/dashboard/overview' },
  'api/dashboard/shortlists.ts': { audience: 'couple', path: '/api/dashboard/shortlists' },
  'api/dashboard/tasks.ts': { audience: 'couple', path: '/api/dashboard/tasks' },
  'api/enquiries/[id].ts': { audience: 'couple', path: (ids) => `/api/enquiries/${ids.coupleConversation}` },
  'api/enquiries/index.ts': { audience: 'couple', path: '/api/enquiries' },
  'api/enquiries/prefill.ts': { audience: 'couple', path: '/api/enquiries/prefill' },
  'api/functions/[id]/caterer.csv.ts': { audience: 'couple', path: (ids) => `/api/functions/${ids.functionId}/caterer.csv` },
  'api/functions/[id]/calendar.ics.ts': { audience: 'couple', path: (ids) => `/api/functions/${ids.functionId}/calendar.ics` },
  'api/functions/index.ts': { audience: 'couple', path: '/api/functions' },
  'api/guests/count.ts': { audience: 'couple', path: '/api/guests/count' },
  'api/guests/export.ts': { audience: 'couple', path: '/api/guests/export' },
  'api/guests/index.ts': { audience: 'couple', path: '/api/guests' },
  'api/households/[id]/qr.svg.ts': { audience: 'couple', path: (ids) => `/api/households/${ids.householdId}/qr.svg` },
  'api/households/accommodation.csv.ts': { audience: 'couple', path: '/api/households/accommodation.csv' },
  'api/households/index.ts': { audience: 'couple', path: '/api/households' },
  'api/households/links.csv.ts': { audience: 'couple', path: '/api/households/links.csv' },
  'api/reviews/mine.ts': { audience: 'couple', path: (ids) => `/api/reviews/mine?targetType=venue&targetId=${ids.venueId}` },
  'api/session.ts': { audience: 'couple', path: '/api/session' },
  'api/shortlists/status.ts': { audience: 'couple', path: (ids) => `/api/shortlists/status?itemType=venue&itemId=${ids.venueId}` },
  // The business's pages and APIs.
  'vendor-dashboard/bookings.astro': { audience: 'business', path: '/vendor-dashboard/bookings' },
  'vendor-dashboard/calendar.astro': { audience: 'business', path: '/vendor-dashboard/calendar?month=2027-02' },
  'vendor-dashboard/business-profile.astro': { audience: 'business', path: '/vendor-dashboard/business-profile' },
  'vendor-dashboard/index.astro': { audience: 'business', path: '/vendor-dashboard' },
  'vendor-dashboard/messages.astro': { audience: 'business', path: '/vendor-dashboard/messages' },
  'vendor-dashboard/messages/[id].astro': { audience: 'business', path: (ids) => `/vendor-dashboard/messages/${ids.businessConversation}` },
  'vendor-dashboard/photos.astro': { audience: 'business', path: '/vendor-dashboard/photos' },
  'vendor-dashboard/services.astro': { audience: 'business', path: '/vendor-dashboard/services' },
  'api/bookings/export.ts': { audience: 'business', path: '/api/bookings/export' },
  'api/enquiries/inbox.ts': { audience: 'business', path: '/api/enquiries/inbox' },
  // The admin's.
  'admin/photos.astro': { audience: 'admin', path: '/admin/photos' },
  'admin/reviews.astro': { audience: 'admin', path: '/admin/reviews' },
  'admin/accounts.astro': { audience: 'admin', path: '/admin/accounts?q=demo.mandap.in' },
  // The editing interface and a draft's preview (administrators may edit).
  'keystatic/[...params].astro': { audience: 'admin', path: '/keystatic' },
  'preview/[kind]/[slug].astro': { audience: 'admin', path: '/preview/ideas/winter-wedding-colour-palettes' },
};

const PAGES = join(process.cwd(), 'src/pages');

/** Route files rendered on demand that answer a GET: pages, and endpoints exporting GET. */
function onDemandRoutes(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return onDemandRoutes(path);
    if (!/\.(astro|ts)$/.test(entry.name)) return [];
    const source = readFileSync(path, 'utf8');
    if (!/export const prerender = false/.test(source)) return [];
    if (entry.name.endsWith('.ts') && !/export const GET\b/.test(source)) return [];
    return [relative(PAGES, path)];
  });
}

let db: Db;
let ids: Ids;
const cookies = {} as Record<Exclude<Audience, 'public'>, string>;

async function signIn(email: string): Promise<string> {
  const answer = await callAction('auth.signIn', { email, password: DEMO_PASSWORD });
  expect(answer.response.status).toBe(200);
  return cookiesSet(answer.response)[0]!.split(';')[0]!;
}

/** The id of the user with `email`. */
async function userId(email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

beforeAll(async () => {
  db = openDb(process.env.DATABASE_URL);
  cookies.couple = await signIn(COUPLE_EMAIL);
  cookies.business = await signIn(VENDOR_EMAIL);
  cookies.admin = await signIn(ADMIN_EMAIL);
  const couple = await userId(COUPLE_EMAIL);
  const business = await userId(VENDOR_EMAIL);
  const [profile] = await db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, couple));
  const [fn] = await db.select({ id: weddingFunctions.id }).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, profile!.id)).limit(1);
  const [household] = await db.select({ id: households.id }).from(households).where(eq(households.weddingProfileId, profile!.id)).limit(1);
  const [coupleConversation] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.coupleUserId, couple)).limit(1);
  const [businessConversation] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.businessUserId, business)).limit(1);
  const [venue] = await db.select({ id: venues.id }).from(venues).innerJoin(cities, eq(cities.id, venues.cityId)).where(eq(cities.slug, 'jaipur')).limit(1);
  // An RSVP link as the couple hands it out: its token is not stored, only made for the CSV.
  const links = await call('/api/households/links.csv', { headers: { Cookie: cookies.couple } });
  const rsvpPath = new URL(/https?:\/\/\S+\/rsvp\/[^\s,"]+/.exec(links.body)![0]).pathname;
  ids = {
    functionId: fn!.id,
    householdId: household!.id,
    coupleConversation: String(coupleConversation!.id),
    businessConversation: String(businessConversation!.id),
    rsvpPath,
    venueId: venue!.id,
  };
});
afterAll(() => db.$client.close());

/** Round trips of the second of two requests for `route` (the first's are printed too). */
async function roundTrips(route: Route, prefix = ''): Promise<number> {
  const path = prefix + (typeof route.path === 'string' ? route.path : route.path(ids));
  const headers: Record<string, string> = route.audience === 'public' ? {} : { Cookie: cookies[route.audience] };
  const cold = await call(path, { headers, redirect: 'manual' });
  const warm = await call(path, { headers, redirect: 'manual' });
  expect(warm.response.status, path).toBe(route.status ?? 200);
  console.log(`round trips ${route.audience} ${path}: first ${cold.roundTrips}, then ${warm.roundTrips}`);
  return warm.roundTrips;
}

describe('round trips per request', () => {
  it('the table names every on-demand route (a new one must join it with its bar)', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(onDemandRoutes().sort());
  });

  it.each(Object.entries(ROUTES).filter(([, route]) => route.audience === 'public'))(`public route %s: at most ${PUBLIC_BAR}`, async (_file, route) => {
    expect(await roundTrips(route)).toBeLessThanOrEqual(PUBLIC_BAR);
  });

  // A Hindi address renders the same route through Astro's i18n fallback (two passes through the
  // middleware): the session is still read once, so the bar holds.
  it.each(Object.entries(ROUTES).filter(([file, route]) => route.audience === 'public' && file.endsWith('.astro')))(
    `public page %s in Hindi (/hi): at most ${PUBLIC_BAR}`,
    async (_file, route) => {
      expect(await roundTrips(route, '/hi')).toBeLessThanOrEqual(PUBLIC_BAR);
    },
  );

  it.each(Object.entries(ROUTES).filter(([, route]) => route.audience !== 'public'))(`private route %s: at most ${PRIVATE_BAR}`, async (_file, route) => {
    expect(await roundTrips(route)).toBeLessThanOrEqual(PRIVATE_BAR);
  });

  it('the counter sees the requests it counts: a sign-in reads the account and writes a session', async () => {
    const signIn = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.response.status).toBe(200);
    expect(signIn.roundTrips).toBeGreaterThanOrEqual(2);
  });
});

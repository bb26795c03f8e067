// The production path: the built Netlify function answering every kind of on-demand request
// in-process, on the demo database it was built against (npm run test:netlify). Status, body,
// security headers and cookies here; the caching of each kind in its own block below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { categories, cities, users, venues, vendors, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { NO_STORE, PRIVATE, REVALIDATE } from '../../src/server/caching.ts';
import { COUPLE_EMAIL, DEMO_PASSWORD } from '../../scripts/seed/users.ts';
import { call, callAction, cookiesSet, ORIGIN, type Answer } from './handler.ts';

let db: Db;
let vendorPath: string;
let vendorName: string;
let jaipurHotels: string[];
let cookie: string;
let functionId: string;

beforeAll(async () => {
  db = openDb(process.env.DATABASE_URL);
  const [vendor] = await db
    .select({ id: vendors.id, name: vendors.name, city: cities.slug, category: categories.slug })
    .from(vendors)
    .innerJoin(cities, eq(cities.id, vendors.cityId))
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.id, 1));
  vendorPath = `/vendors/${vendor!.city}/${vendor!.category}/${vendor!.id}`;
  vendorName = vendor!.name;
  const hotels = await db
    .select({ name: venues.name })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(eq(cities.slug, 'jaipur'), eq(venues.type, 'hotel')));
  jaipurHotels = hotels.map((hotel) => hotel.name);
  const [fn] = await db
    .select({ id: weddingFunctions.id })
    .from(weddingFunctions)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, weddingFunctions.weddingProfileId))
    .innerJoin(users, eq(users.id, weddingProfiles.userId))
    .where(eq(users.email, COUPLE_EMAIL))
    .limit(1);
  functionId = fn!.id;
  const signIn = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: DEMO_PASSWORD });
  expect(signIn.response.status).toBe(200);
  cookie = cookiesSet(signIn.response)[0]!.split(';')[0]!;
});
afterAll(() => db.$client.close());

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

function expectSecurityHeaders(answer: Answer): void {
  const headers = answer.response.headers;
  expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
}

function expectNoCookies(answer: Answer): void {
  expect(cookiesSet(answer.response)).toEqual([]);
}

describe('public on-demand pages', () => {
  it('a venue page', async () => {
    const answer = await call('/venues/wedding/17');
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1');
    expect(answer.body).toContain('Kamal Party Hall');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('a vendor page', async () => {
    const answer = await call(vendorPath);
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain(escaped(vendorName));
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('a venue list, and the same list filtered', async () => {
    const all = await call('/venues/jaipur/wedding');
    expect(all.response.status).toBe(200);
    expect(all.body).toContain('Wedding Venues in Jaipur');
    const hotels = await call('/venues/jaipur/wedding?venue_type=hotel');
    expect(hotels.response.status).toBe(200);
    expect(jaipurHotels.length).toBeGreaterThan(0);
    for (const name of jaipurHotels) expect(hotels.body).toContain(escaped(name));
    expect(hotels.body.length).toBeLessThan(all.body.length);
    for (const answer of [all, hotels]) {
      expectSecurityHeaders(answer);
      expectNoCookies(answer);
    }
  });

  it('a vendor list', async () => {
    const answer = await call('/vendors/jaipur/photography');
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain('Photography in Jaipur');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('a search', async () => {
    const answer = await call('/search?q=palace');
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain('palace - Search | Mandap');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('the gallery', async () => {
    const answer = await call('/gallery');
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain('Photo Gallery');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('a listing that does not exist answers 404 with its page', async () => {
    const answer = await call('/venues/wedding/999999');
    expect(answer.response.status).toBe(404);
    expect(answer.body).toContain('Venue not found');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });

  it('an address no route matches answers 404 with the site’s page', async () => {
    const answer = await call('/no-such-page');
    expect(answer.response.status).toBe(404);
    expect(answer.body).toContain('Page not found');
    expectNoCookies(answer);
  });

  // The 404 page is rendered by the function (not the adapter's built copy), so the middleware's
  // headers reach it: Netlify's _headers rules do not apply to function responses.
  it('an address no route matches carries the security headers', async () => {
    expectSecurityHeaders(await call('/no-such-page'));
  });
});

describe('a public read API', () => {
  it('lists a city’s venues as JSON', async () => {
    const answer = await call('/api/venues?city=jaipur');
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const json = JSON.parse(answer.body) as { venues: { location: string }[]; total: number };
    expect(json.total).toBe(20);
    expect(json.venues.length).toBeGreaterThan(0);
    for (const venue of json.venues) expect(venue.location).toBe('Jaipur');
    expectSecurityHeaders(answer);
    expectNoCookies(answer);
  });
});

describe('actions', () => {
  it('signing in sets the session cookie (HttpOnly, Secure on https, SameSite=Lax) on an uncached answer', async () => {
    const answer = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: DEMO_PASSWORD });
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain('customer');
    const [set] = cookiesSet(answer.response);
    expect(set).toMatch(new RegExp(`^${SESSION_COOKIE}=[a-z0-9]{32};`));
    expect(set).toContain('HttpOnly');
    expect(set).toContain('Secure');
    expect(set).toContain('SameSite=Lax');
    expect(answer.response.headers.get('Cache-Control')).toBe(NO_STORE);
    expect(answer.response.headers.get('Netlify-CDN-Cache-Control')).toBeNull();
    expectSecurityHeaders(answer);
  });

  it('a wrong password is refused without a cookie', async () => {
    const answer = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: 'not-the-password' });
    expect(answer.response.status).toBe(401);
    expectNoCookies(answer);
  });

  it('the contact form is sent', async () => {
    const form = new FormData();
    form.set('name', 'Asha Verma');
    form.set('email', 'asha@example.com');
    form.set('subject', 'Venues in Jaipur');
    form.set('message', 'Which venues in Jaipur take 300 guests in December?');
    const answer = await call('/_actions/contact.send', { method: 'POST', headers: { Origin: ORIGIN, Accept: 'application/json' }, body: form });
    expect(answer.response.status).toBe(200);
    expect(JSON.parse(answer.body)).toContainEqual({ ok: 1 });
    expectNoCookies(answer);
  });

  it('an action from another site is refused', async () => {
    const answer = await call('/_actions/auth.signIn', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: JSON.stringify({ email: COUPLE_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(answer.response.status).toBe(403);
    expectNoCookies(answer);
  });
});

describe('signed-in pages', () => {
  it('the dashboard shows the couple’s own planning', async () => {
    const answer = await call('/dashboard', { headers: { Cookie: cookie } });
    expect(answer.response.status).toBe(200);
    expect(answer.body).toContain('Ananya');
    expectSecurityHeaders(answer);
  });

  it('a private API answers the signed-in couple', async () => {
    const answer = await call('/api/dashboard/overview', { headers: { Cookie: cookie } });
    expect(answer.response.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('overview.tasks.total');
  });

  it('without a session the dashboard sends to the login page', async () => {
    const answer = await call('/dashboard');
    expect(answer.response.status).toBe(302);
    expect(answer.response.headers.get('Location')).toBe('/login');
    expectNoCookies(answer);
  });
});

// ---------------------------------------------------------------------------------------------
// Caching per response kind: the model of src/server/caching.ts. These
// hold once every route answers through that module.
// ---------------------------------------------------------------------------------------------

function expectPublicOnDemand(answer: Answer): string[] {
  const headers = answer.response.headers;
  expect(headers.get('Cache-Control')).toBe(REVALIDATE);
  const cdn = headers.get('Netlify-CDN-Cache-Control') ?? '';
  expect(cdn).toContain('durable');
  expect(Number(/s-maxage=(\d+)/.exec(cdn)?.[1])).toBeGreaterThanOrEqual(86_400);
  expect(cdn).toMatch(/stale-while-revalidate=\d+/);
  const tags = (headers.get('Netlify-Cache-Tag') ?? '').split(',').filter(Boolean);
  expect(tags.length).toBeGreaterThan(0);
  expectNoCookies(answer);
  return tags;
}

/** The query parameters named by Netlify-Vary (`query=a|b`). */
function variedQuery(answer: Answer): string[] {
  const vary = answer.response.headers.get('Netlify-Vary') ?? '';
  return /query=([^,]*)/.exec(vary)?.[1]?.split('|') ?? [];
}

describe('caching: public on-demand pages', () => {
  it('a venue page is kept by the CDN under its listing’s tag', async () => {
    const tags = expectPublicOnDemand(await call('/venues/wedding/17'));
    expect(tags.some((tag) => /\b17\b/.test(tag))).toBe(true);
  });

  it('a vendor page likewise', async () => {
    const tags = expectPublicOnDemand(await call(vendorPath));
    expect(tags.some((tag) => /\b1\b/.test(tag))).toBe(true);
  });

  it('a venue list varies on its filters only, not on tracking parameters', async () => {
    const answer = await call('/venues/jaipur/wedding?venue_type=hotel&utm_source=newsletter');
    expectPublicOnDemand(answer);
    expect(variedQuery(answer)).toContain('venue_type');
    expect(variedQuery(answer)).not.toContain('utm_source');
  });

  it('a vendor list, a search and the gallery', async () => {
    for (const path of ['/vendors/jaipur/photography', '/search?q=palace', '/gallery']) expectPublicOnDemand(await call(path));
    expect(variedQuery(await call('/search?q=palace'))).toContain('q');
  });
});

describe('caching: public read API', () => {
  it('the venues API is kept by the CDN and varies on its filters', async () => {
    const answer = await call('/api/venues?city=jaipur&fbclid=abc');
    expectPublicOnDemand(answer);
    expect(variedQuery(answer)).toContain('city');
    expect(variedQuery(answer)).not.toContain('fbclid');
  });
});

async function expectPrivateRevalidated(path: string): Promise<void> {
  const first = await call(path, { headers: { Cookie: cookie } });
  expect(first.response.status).toBe(200);
  expect(first.response.headers.get('Cache-Control')).toBe(PRIVATE);
  expect(first.response.headers.get('Vary') ?? '').toMatch(/\bCookie\b/i);
  expect(first.response.headers.get('Netlify-CDN-Cache-Control')).toBeNull();
  const etag = first.response.headers.get('ETag');
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await call(path, { headers: { Cookie: cookie, 'If-None-Match': etag! } });
  expect(again.response.status).toBe(304);
  expect(again.body).toBe('');
}

// Only answers with a version the triggers keep carry an ETag (src/server/caching.ts); the
// others are private and revalidated in full.
async function expectPrivateWithoutEtag(path: string): Promise<void> {
  const answer = await call(path, { headers: { Cookie: cookie } });
  expect(answer.response.status).toBe(200);
  expect(answer.response.headers.get('Cache-Control')).toBe(PRIVATE);
  expect(answer.response.headers.get('Vary') ?? '').toMatch(/\bCookie\b/i);
  expect(answer.response.headers.get('Netlify-CDN-Cache-Control')).toBeNull();
}

describe('caching: private pages', () => {
  it('a function’s caterer sheet is private, revalidated by its ETag (304 when unchanged)', async () => {
    await expectPrivateRevalidated(`/dashboard/functions/${functionId}/caterer`);
  });

  it('the dashboard is private and asked again each time (no-cache, Vary: Cookie)', async () => {
    await expectPrivateWithoutEtag('/dashboard');
  });
});

describe('caching: private API', () => {
  it('the Functions tab’s API is private, revalidated by its ETag', async () => {
    await expectPrivateRevalidated('/api/functions');
  });

  it('the dashboard overview is private and asked again each time', async () => {
    await expectPrivateWithoutEtag('/api/dashboard/overview');
  });
});

describe('caching: secrets', () => {
  it('the settings page (password and two-factor forms) is never stored', async () => {
    const answer = await call('/myprofile/settings', { headers: { Cookie: cookie } });
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('Cache-Control')).toBe(NO_STORE);
    expect(answer.response.headers.get('ETag')).toBeNull();
  });
});

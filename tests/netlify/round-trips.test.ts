// Database round trips per request through the built Netlify function (issue 23, item 4): at
// most 3 for a public on-demand page or read API, at most 5 for a private page or API. Each
// route is asked twice and the second answer counted: a warm function instance, as most
// requests meet one (the first request of an instance also loads its modules). Both counts
// are printed, so the figures can be read off a run.
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPLE_EMAIL, DEMO_PASSWORD } from '../../scripts/seed/users.ts';
import { call, callAction, cookiesSet } from './handler.ts';

const PUBLIC_BAR = 3;
const PRIVATE_BAR = 5;

let cookie: string;
beforeAll(async () => {
  const signIn = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: DEMO_PASSWORD });
  cookie = cookiesSet(signIn.response)[0]!.split(';')[0]!;
});

/** Round trips of the second of two requests for `path` (the first's are printed too). */
async function roundTrips(path: string, headers: Record<string, string> = {}): Promise<number> {
  const cold = await call(path, { headers });
  const warm = await call(path, { headers });
  expect(warm.response.status).toBe(200);
  console.log(`round trips ${path}: first ${cold.roundTrips}, then ${warm.roundTrips}`);
  return warm.roundTrips;
}

describe('round trips per request', () => {
  it.each([
    '/venues/wedding/17',
    '/vendors/mumbai/photography/1',
    '/venues/jaipur/wedding',
    '/venues/jaipur/wedding?venue_type=hotel&guests=100-300',
    '/vendors/jaipur/photography',
    '/search?q=palace',
    '/gallery',
  ])(`public on-demand page %s: at most ${PUBLIC_BAR}`, async (path) => {
    expect(await roundTrips(path)).toBeLessThanOrEqual(PUBLIC_BAR);
  });

  it.each(['/api/venues?city=jaipur', '/api/vendors?category=photography&city=jaipur', '/api/search?q=palace'])(
    `public read API %s: at most ${PUBLIC_BAR}`,
    async (path) => {
      expect(await roundTrips(path)).toBeLessThanOrEqual(PUBLIC_BAR);
    },
  );

  it.each(['/dashboard', '/myprofile/shortlists'])(`private page %s: at most ${PRIVATE_BAR}`, async (path) => {
    expect(await roundTrips(path, { Cookie: cookie })).toBeLessThanOrEqual(PRIVATE_BAR);
  });

  it.each(['/api/dashboard/overview', '/api/session', '/api/budget'])(`private API %s: at most ${PRIVATE_BAR}`, async (path) => {
    expect(await roundTrips(path, { Cookie: cookie })).toBeLessThanOrEqual(PRIVATE_BAR);
  });

  it('the counter sees the requests it counts: a sign-in reads the account and writes a session', async () => {
    const signIn = await callAction('auth.signIn', { email: COUPLE_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.response.status).toBe(200);
    expect(signIn.roundTrips).toBeGreaterThanOrEqual(2);
  });
});

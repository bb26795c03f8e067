// The small hardening items through the built Netlify function, as production answers them: an
// action path that names no action, a path with malformed percent-encoding, and the script
// policy of 404 pages, empty ones answered with the error page included; and SITE_URL read
// when the function runs, not when it was built.
import { describe, expect, it } from 'vitest';
import { call, callAction } from './handler.ts';

// Set before the function is first loaded (handler.ts loads it on the first call).
const RUNTIME_SITE = 'http://127.0.0.1:4600';
process.env.SITE_URL = RUNTIME_SITE;

describe('the Netlify function', () => {
  it('answers an action path naming a group or nothing with 404', async () => {
    for (const name of ['guests', 'photos', 'nosuch', 'guests.nosuch']) {
      const { response, body } = await callAction(name, {});
      expect(response.status, name).toBe(404);
      expect(body, name).not.toMatch(/\n\s+at /);
    }
  });

  it('answers malformed percent-encoding with 400', async () => {
    for (const path of ['/venues/%E0%A4', '/%zz', '/api/venues/%C0']) expect((await call(path)).response.status, path).toBe(400);
  });

  it('names the SITE_URL it runs with on its on-demand pages', async () => {
    const { response, body } = await call('/no-such-page');
    expect(response.status).toBe(404);
    expect(body).toContain(`<link rel="canonical" href="${RUNTIME_SITE}/no-such-page">`);
  });

  it('sends every 404 page with its own script policy beside ours', async () => {
    for (const path of ['/no-such-page', '/vendors/999999', '/vendors/no-such-category', '/venues/no-such-city', '/rsvp/not-a-token']) {
      const { response } = await call(path);
      expect(response.status, path).toBe(404);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain('script-src');
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });
});

// Cross-site refusal and security headers, against the built server.
import { test, expect, BASE_URL } from './fixtures.ts';

const action = '/_actions/settings.updateProfile';

test('a JSON POST with a foreign Origin is refused with 403', async ({ request }) => {
  const response = await request.post(action, { data: { name: 'x', phone: '' }, headers: { Origin: 'https://evil.example' } });
  expect(response.status()).toBe(403);
});

test('a POST marked Sec-Fetch-Site: cross-site is refused with 403', async ({ request }) => {
  const response = await request.post('/_actions/auth.signIn', {
    data: { email: 'a@b.in', password: 'secret1' },
    headers: { Origin: BASE_URL, 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(response.status()).toBe(403);
});

test('sign-out from another origin is refused', async ({ request }) => {
  expect((await request.post('/api/auth/signout', { headers: { Origin: 'https://evil.example' } })).status()).toBe(403);
});

test('a same-origin JSON POST gets through to the action (401 when signed out)', async ({ request }) => {
  const response = await request.post(action, { data: { name: 'x', phone: '' }, headers: { Origin: BASE_URL } });
  expect(response.status()).toBe(401);
});

test('bad input gets 400 with field messages, never a 500', async ({ request }) => {
  for (const data of [{ email: 12, password: null }, { email: 'x'.repeat(100_000), password: '<script>' }, [], {}]) {
    const response = await request.post('/_actions/auth.signIn', { data, headers: { Origin: BASE_URL } });
    expect(response.status()).toBe(400);
  }
  const text = await request.post('/_actions/auth.signIn', { data: 'plain text', headers: { Origin: BASE_URL, 'Content-Type': 'text/plain' } });
  expect(text.status()).toBeGreaterThanOrEqual(400);
  expect(text.status()).toBeLessThan(500);
  const response = await request.post('/_actions/auth.register', {
    data: { email: 'bad', password: '1', confirmPassword: '2' },
    headers: { Origin: BASE_URL },
  });
  expect((await response.json()).fields).toMatchObject({ email: ['Please enter a valid email address'] });
});

test('account pages carry security headers, a CSP and no-store (private, no-cache when they hold no password form)', async ({ request }) => {
  for (const path of ['/login', '/register', '/LoginVendor', '/RegisterVendor', '/myprofile/settings', '/vendor-registration', '/forgot-password']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], path).toBe(path === '/vendor-registration' ? 'private, no-cache' : 'no-store');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeTruthy();
  }
});

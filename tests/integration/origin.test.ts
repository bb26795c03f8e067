import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../../src/server/security-headers.ts';

const url = new URL('https://mandap.in/_actions/settings.updateProfile');
const post = (headers: Record<string, string>, method = 'POST') => new Request(url, { method, headers });

describe('cross-site request refusal', () => {
  it('refuses a JSON POST from another origin', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example', 'content-type': 'application/json' }), url)).toBe(true);
  });
  it('refuses a request marked Sec-Fetch-Site: cross-site even with a matching Origin', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://mandap.in', 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
  });
  it('refuses PUT, PATCH and DELETE from another origin', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }, method), url)).toBe(true);
  });
  it('refuses a sibling subdomain (same-site but not same-origin)', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://shop.mandap.in' }), url)).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }), url)).toBe(true);
  });
  it('allows same-origin POSTs and every GET', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://mandap.in', 'sec-fetch-site': 'same-origin' }), url)).toBe(false);
    expect(isCrossSiteRequest(new Request(url, { headers: { origin: 'https://evil.example' } }), url)).toBe(false);
  });
});

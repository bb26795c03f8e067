import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('the Netlify _headers file sends the same headers on every path', () => {
    const file = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
    const block = file.split(/\n\s*\n/)[0]!;
    expect(block.split('\n')[0]).toBe('/*');
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(block).toContain(`  ${name}: ${value}`);
    }
  });

  it('refuses state-changing requests from other sites only', () => {
    const url = new URL('https://mandap.in/_actions/guests.add');
    const post = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
    expect(isCrossSiteRequest(post({ Origin: 'https://evil.example' }), url)).toBe(true);
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': 'cross-site' }), url)).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: 'https://mandap.in', 'Sec-Fetch-Site': 'same-origin' }), url)).toBe(false);
    expect(isCrossSiteRequest(new Request(url, { headers: { Origin: 'https://evil.example' } }), url)).toBe(false);
  });
});

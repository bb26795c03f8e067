// The Netlify build's static files get their caching from the caching module: the `_headers`
// file Netlify reads holds the security headers of public/_headers and, written after the
// build (src/build/static-caching.ts), one Cache-Control rule per STATIC_CACHING pattern.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NETLIFY_STATIC_DIR } from '../../scripts/netlify-function.ts';
import { STATIC_CACHING } from '../../src/server/caching.ts';
import { securityHeaders } from '../../src/server/security-headers.ts';

const rules = () =>
  readFileSync(`${NETLIFY_STATIC_DIR}/_headers`, 'utf8')
    .split(/\n\s*\n/)
    .map((block) => block.trim().split('\n'))
    .filter((lines) => lines[0]);

describe('static files on Netlify', () => {
  it('every path carries the security headers', () => {
    const all = rules().find((lines) => lines[0] === '/*')!;
    for (const [name, value] of Object.entries(securityHeaders)) expect(all).toContain(`  ${name}: ${value}`);
  });

  it('each built-file pattern carries the caching module’s Cache-Control, once', () => {
    for (const [pattern, value] of Object.entries(STATIC_CACHING)) {
      const blocks = rules().filter((lines) => lines[0] === pattern);
      expect(blocks).toEqual([[pattern, `  Cache-Control: ${value}`]]);
    }
  });
});

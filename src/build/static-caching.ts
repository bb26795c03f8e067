// Netlify serves built files with the rules of `_headers`: the security headers come from
// public/_headers, the caching rules from the caching module, written here after the build so
// that no other file spells a Cache-Control value (decision 0014).
import { appendFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { STATIC_CACHING } from '../server/caching.ts';

/** The `_headers` lines for each path pattern of STATIC_CACHING. */
export function staticCachingRules(): string {
  return Object.entries(STATIC_CACHING)
    .map(([pattern, value]) => `\n${pattern}\n  Cache-Control: ${value}\n`)
    .join('');
}

export function staticCaching(): AstroIntegration {
  return {
    name: 'mandap:static-caching',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const file = fileURLToPath(new URL('_headers', dir));
        if (existsSync(file)) appendFileSync(file, staticCachingRules());
      },
    },
  };
}

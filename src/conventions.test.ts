// Checks the zod convention of docs/decisions/0005-zod-in-schema-modules.md: zod is imported
// only by `*.schema.ts` modules and server entry points, and islands take only types from
// schema modules (the auth forms, which check fields before posting, are the one exception).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [relative(root, path)];
  });
}

const source = files(join(root, 'src')).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.ts$/.test(f));
const valueImports = (text: string) => [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);

describe('zod stays in schema modules', () => {
  it('is imported only by *.schema.ts, actions, API endpoints and the content config', () => {
    const allowed = (f: string) =>
      f.endsWith('.schema.ts') || f.endsWith('/actions.ts') || f.startsWith('src/pages/api/') || f === 'src/content.config.ts';
    const offenders = source.filter((f) => valueImports(readFileSync(join(root, f), 'utf8')).includes('astro/zod') && !allowed(f));
    expect(offenders).toEqual([]);
  });

  it('reaches islands only as types, except in the auth forms', () => {
    const exceptions = /^src\/features\/accounts\/auth\/\w+Form\.tsx$/;
    const offenders = source.filter(
      (f) => f.endsWith('.tsx') && !exceptions.test(f) && valueImports(readFileSync(join(root, f), 'utf8')).some((m) => m.endsWith('.schema.ts')),
    );
    expect(offenders).toEqual([]);
  });
});

// Decision 0014: one module decides the caching of every response kind.
describe('caching is decided in one module', () => {
  it('writes Cache-Control values only in src/server/caching.ts', () => {
    const scripts = files(join(root, 'scripts')).filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f));
    const directive = /['"`](?:public|private|no-store|no-cache)\s*(?:[,;=][^'"`]*)?['"`]|['"`][^'"`]*\b(?:s-maxage|max-age|stale-while-revalidate|immutable)\b[^'"`]*['"`]/;
    // A fetch's own `cache:` mode and HSTS's max-age are not caching headers; comments may name directives.
    const writesCaching = (line: string) =>
      directive.test(line) && !/\bcache: ['"]|Strict-Transport-Security/.test(line) && !/^\s*(\/\/|\*)/.test(line);
    const offenders = [...source, ...scripts].filter(
      (f) => f !== 'src/server/caching.ts' && readFileSync(join(root, f), 'utf8').split('\n').some(writesCaching),
    );
    expect(offenders).toEqual([]);
  });
});

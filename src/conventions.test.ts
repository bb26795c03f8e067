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
    const allowed = (f: string) => f.endsWith('.schema.ts') || f.endsWith('/actions.ts') || f.startsWith('src/pages/api/') || f === 'src/content.config.ts';
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
    const directive =
      /['"`](?:public|private|no-store|no-cache)\s*(?:[,;=][^'"`]*)?['"`]|['"`][^'"`]*\b(?:s-maxage|max-age|stale-while-revalidate|immutable)\b[^'"`]*['"`]/;
    // A fetch's own `cache:` mode and HSTS's max-age are not caching headers; comments may name directives.
    const writesCaching = (line: string) => directive.test(line) && !/\bcache: ['"]|Strict-Transport-Security/.test(line) && !/^\s*(\/\/|\*)/.test(line);
    const offenders = [...source, ...scripts].filter(
      (f) => f !== 'src/server/caching.ts' && readFileSync(join(root, f), 'utf8').split('\n').some(writesCaching),
    );
    expect(offenders).toEqual([]);
  });
});

// Tests wait on what the user (or the database) can see, never on the clock: a fixed pause is
// slow where the machine is fast and flaky where it is busy. A wait that truly needs a pause
// says why on its line (or the line above) with `fixed-wait-ok: <reason>`.
describe('tests wait on a state, not for a fixed time', () => {
  const FIXED_WAIT = /\bwaitForTimeout\(|(?<![.\w])setTimeout\(|(?<![.\w])sleep\(/;
  const fixedWaits = (text: string) =>
    text
      .split('\n')
      .flatMap((line, i, lines) =>
        FIXED_WAIT.test(line) && !/^\s*(\/\/|\*)/.test(line) && !/fixed-wait-ok: \S/.test(`${lines[i - 1] ?? ''}\n${line}`) ? [i + 1] : [],
      );

  it('finds a pause written the usual ways (the scan works)', () => {
    expect(fixedWaits('await page.waitForTimeout(800);')).toEqual([1]);
    expect(fixedWaits('x();\nawait new Promise((resolve) => setTimeout(resolve, 700));')).toEqual([2]);
    expect(fixedWaits('await sleep(100);')).toEqual([1]);
    expect(fixedWaits('test.setTimeout(90_000);\n// waitForTimeout( in a comment')).toEqual([]);
    expect(fixedWaits('// fixed-wait-ok: the limit window is real time\nawait sleep(100);')).toEqual([]);
  });

  it('has no fixed pause in tests/', () => {
    const offenders = files(join(root, 'tests'))
      .filter((f) => /\.ts$/.test(f))
      .flatMap((f) => fixedWaits(readFileSync(join(root, f), 'utf8')).map((line) => `${f}:${line}`));
    expect(offenders).toEqual([]);
  });
});

// QUALITY.md: a source file over MAX_LINES lines says why at its top, in a line of its leading
// comment that starts `// Long because` (for .astro, the comment opening the frontmatter).
describe('long files say why', () => {
  const MAX_LINES = 300;
  const REASON = /^\/\/ Long because\b:? \S/;
  /** The lines of the comment a file opens with (after an .astro file's `---`). */
  const leadingComment = (text: string) => {
    const lines = text.split('\n');
    const from = lines[0]?.trim() === '---' ? 1 : 0;
    const end = lines.findIndex((line, i) => i >= from && !/^\s*(\/\/|\/\*|\*)/.test(line));
    return lines.slice(from, end === -1 ? lines.length : end);
  };
  const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const unexplained = (text: string) => lineCount(text) > MAX_LINES && !leadingComment(text).some((line) => REASON.test(line));

  it('tells a long file with a reason from one without (the scan works)', () => {
    const body = Array.from({ length: MAX_LINES + 1 }, (_, i) => `const a${i} = ${i};`).join('\n');
    expect(unexplained(`// What it is.\n${body}`)).toBe(true);
    expect(unexplained(`// Long because: one list per kind.\n// What it is.\n${body}`)).toBe(false);
    expect(unexplained(`---\n// Long because: one page, one form.\n${body}`)).toBe(false);
    // A reason further down, past the leading comment, does not count.
    expect(unexplained(`import x from 'y';\n// Long because: too late.\n${body}`)).toBe(true);
    expect(unexplained(`${body.split('\n').slice(0, MAX_LINES).join('\n')}\n`)).toBe(false);
  });

  it('holds in src/ and scripts/', () => {
    const offenders = [...files(join(root, 'src')), ...files(join(root, 'scripts'))]
      .filter((f) => /\.(ts|tsx|astro|mjs|js)$/.test(f))
      .filter((f) => unexplained(readFileSync(join(root, f), 'utf8')))
      .map((f) => `${f}: ${lineCount(readFileSync(join(root, f), 'utf8'))} lines`);
    expect(offenders).toEqual([]);
  });
});

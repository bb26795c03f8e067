// The function renders with React's production build. React chooses its build from
// process.env.NODE_ENV when loaded, and a Netlify function runs without NODE_ENV, so React must
// not be left for the function to load from node_modules: the build bundles it, with NODE_ENV
// fixed to production (src/build/production-react.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILD = '.netlify/v1/functions/ssr/.netlify/build';

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : [],
  );
}

describe("the function's React", () => {
  it('is bundled into the server code, not imported from node_modules when the function loads', () => {
    const files = modules(BUILD);
    expect(files.length).toBeGreaterThan(10);
    const external = files.filter((file) =>
      /\bfrom\s*["'](react|react-dom|scheduler)(\/[^"']*)?["']|import\(\s*["'](react|react-dom)(\/[^"']*)?["']\s*\)/.test(readFileSync(file, 'utf8')),
    );
    expect(external).toEqual([]);
  });

  it("carries React's production build alone", () => {
    const code = modules(BUILD).map((file) => readFileSync(file, 'utf8'));
    // One of the development build's warnings, which its production twin does not carry.
    expect(code.some((text) => text.includes('Invalid attribute name: `%s`'))).toBe(false);
    expect(code.some((text) => /renderToReadableStream|renderToPipeableStream/.test(text))).toBe(true);
  });
});

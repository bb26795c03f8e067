import { describe, expect, it } from 'vitest';
import { keepPageModules } from './keep-page-modules.ts';

/** Runs a chunk's code with `import` stood in for by `load`, and returns its pageMap. */
function evaluate(code: string, load: (specifier: string) => Promise<unknown>): Map<string, () => Promise<unknown>> {
  return new Function('load', `${code.replaceAll('import(', 'load(')}\nreturn pageMap;`)(load) as Map<string, () => Promise<unknown>>;
}

const CHUNK = `var _page0 = () => import("./a.mjs");
var _page1 = () => import("./b.mjs");
var pageMap = /* @__PURE__ */ new Map([
\t["src/pages/a.astro", _page0],
\t["src/pages/b.astro", _page1]
]);`;

describe('keepPageModules', () => {
  it('leaves chunks without a page map alone', () => {
    expect(keepPageModules('var pages = new Map();')).toBeNull();
  });

  it('loads each page module once, however often the page is asked for', async () => {
    const loads: string[] = [];
    const pageMap = evaluate(keepPageModules(CHUNK)!, async (specifier) => {
      loads.push(specifier);
      return { specifier };
    });
    const first = await pageMap.get('src/pages/a.astro')!();
    const again = await pageMap.get('src/pages/a.astro')!();
    await pageMap.get('src/pages/b.astro')!();
    expect(again).toBe(first);
    expect(loads).toEqual(['./a.mjs', './b.mjs']);
  });

  it('tries a failed load again', async () => {
    let attempts = 0;
    const pageMap = evaluate(keepPageModules(CHUNK)!, async () => {
      if (++attempts === 1) throw new Error('not yet');
      return {};
    });
    await expect(pageMap.get('src/pages/a.astro')!()).rejects.toThrow('not yet');
    await expect(pageMap.get('src/pages/a.astro')!()).resolves.toEqual({});
    expect(attempts).toBe(2);
  });
});

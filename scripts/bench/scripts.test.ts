import { describe, expect, it } from 'vitest';
import { importsInModule, pageScripts, scriptUrlsInHtml } from './scripts.ts';
import { median, percentile } from './stats.ts';

describe('page scripts', () => {
  const page = 'http://localhost:4390/ideas';

  it('finds script tags, island URLs and inline module imports', () => {
    const html = `<script type="module" src="/_astro/Header.abc.js"></script>
      <astro-island component-url="/_astro/Budget.def.js" renderer-url="/_astro/client.ghi.js"></astro-island>
      <script type="module">import "/_astro/page.jkl.js";</script><script src="https://cdn.example/x.js"></script>`;
    expect(scriptUrlsInHtml(html, page)).toEqual([
      'http://localhost:4390/_astro/Header.abc.js',
      'https://cdn.example/x.js',
      'http://localhost:4390/_astro/Budget.def.js',
      'http://localhost:4390/_astro/client.ghi.js',
      'http://localhost:4390/_astro/page.jkl.js',
    ]);
  });

  it('finds static, re-exported and dynamic imports but not bare packages', () => {
    const source = `import{a as b}from"./chunk.1.js";import"./side.js";export*from"../re.js";const m=import("./lazy.js");import x from"react";`;
    expect(importsInModule(source).sort()).toEqual(['../re.js', './chunk.1.js', './lazy.js', './side.js']);
  });

  it('follows imports transitively, once each, and only on the same origin', async () => {
    const files: Record<string, string> = {
      'http://localhost:4390/_astro/a.js': 'import"./b.js";import"./c.js";',
      'http://localhost:4390/_astro/b.js': 'import"./c.js";const r="react.transitional.element";',
      'http://localhost:4390/_astro/c.js': 'console.log(1)',
    };
    const weights = await pageScripts(
      '<script src="/_astro/a.js"></script><script src="https://cdn.example/x.js"></script>',
      page,
      async (url) => files[url] ?? null,
    );
    expect(weights.map((w) => w.url)).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/c.js']);
    expect(weights.map((w) => w.react)).toEqual([false, true, false]);
    expect(weights.every((w) => !w.lazy)).toBe(true);
    expect(weights.every((w) => w.transferBytes > 0)).toBe(true);
  });

  it('tells code loaded with the page from code its scripts import later', async () => {
    const files: Record<string, string> = {
      'http://localhost:4390/_astro/a.js': 'import"./b.js";document.onfocus=()=>import(`./late.js`);',
      'http://localhost:4390/_astro/b.js': 'const later=()=>import("./c.js");',
      'http://localhost:4390/_astro/c.js': 'export const c=1',
      'http://localhost:4390/_astro/late.js': 'import"./c.js";import"./d.js";',
      'http://localhost:4390/_astro/d.js': 'export const d=1',
    };
    files['http://localhost:4390/_astro/added.js'] = 'export const e=1';
    const html = '<script src="/_astro/a.js"></script><script src="/_astro/c.js"></script><script type="module">s.src=`/_astro/added.js`</script>';
    const weights = await pageScripts(html, page, async (url) => files[url] ?? null);
    expect(weights.map((w) => `${w.url}${w.lazy ? ' (lazy)' : ''}`)).toEqual([
      '/_astro/a.js',
      '/_astro/c.js',
      '/_astro/b.js',
      '/_astro/added.js (lazy)',
      '/_astro/late.js (lazy)',
      '/_astro/d.js (lazy)',
    ]);
  });
});

describe('stats', () => {
  it('takes medians and nearest-rank percentiles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
  });
});

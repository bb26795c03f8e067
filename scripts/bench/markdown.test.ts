import { describe, expect, it } from 'vitest';
import { markdownTable, verdict } from './markdown.ts';

describe('markdown tables', () => {
  it('aligns figures right and text left, and escapes pipes', () => {
    expect(
      markdownTable(
        ['Route', 'p95', 'Bar'],
        [
          ['/search?q=a|b', '12.5 ms', verdict(true)],
          ['/gallery', '151 ms', verdict(false)],
        ],
      ),
    ).toBe(['| Route | p95 | Bar |', '|---|---:|---|', '| /search?q=a\\|b | 12.5 ms | pass |', '| /gallery | 151 ms | FAIL |'].join('\n'));
  });

  it('counts a figure with its headers time in brackets, or a median / most, as a figure', () => {
    expect(markdownTable(['Route', 'Median', 'Round trips'], [['/gallery', '26.6 ms (26.5)', '1 / 2']]).split('\n')[1]).toBe('|---|---:|---:|');
  });

  it('fills missing cells with a dash and keeps a column of mixed cells left-aligned', () => {
    expect(markdownTable(['Page', 'LCP'], [['/', 1200], ['/about']])).toBe(['| Page | LCP |', '|---|---|', '| / | 1200 |', '| /about | – |'].join('\n'));
  });
});

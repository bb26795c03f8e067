import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_TEXT, FONT_UNICODE_RANGE } from '../../src/styles/font-subset.ts';
import { FACES, FONTS_DIR, subsetFace } from './subset.ts';

describe('the brand faces', () => {
  it('are committed as `npm run fonts:subset` writes them from the character list', async () => {
    for (const face of FACES) {
      const { source, subset } = await subsetFace(face);
      expect(subset.length).toBeLessThan(source.length * 0.8);
      expect(readFileSync(`${FONTS_DIR}/${face.to}`).equals(subset), `${face.to} is stale: run npm run fonts:subset`).toBe(true);
    }
  });

  it('keep ASCII and the site’s punctuation, and declare exactly that range', () => {
    for (const ch of ' AZaz09–—‘’“”…·×←→') expect(FONT_TEXT).toContain(ch);
    expect(FONT_TEXT).not.toContain('₹');
    expect(FONT_UNICODE_RANGE.startsWith('U+0020-007E, ')).toBe(true);
    expect(FONT_UNICODE_RANGE.split(', ')).toHaveLength(15);
  });
});

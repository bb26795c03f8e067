import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_REST_UNICODE_RANGE, DEVANAGARI_TEXT, DEVANAGARI_UNICODE_RANGE, FONT_TEXT, FONT_UNICODE_RANGE } from '../../src/styles/font-subset.ts';
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

  it('keep every letter and sign of Hindi words and names; the rest of the block goes to the whole face', () => {
    for (const ch of 'जयपुरक्षत्रियश्रृंगारज़्यादाऋषिगङ्गाॐ।॥') expect(DEVANAGARI_TEXT).toContain(ch);
    for (const ch of '₹०९ॲ') expect(DEVANAGARI_TEXT).not.toContain(ch);
    expect(DEVANAGARI_UNICODE_RANGE).toBe('U+0901-0939, U+093C-094D, U+0950, U+0958-0965, U+0970, U+200C-200D, U+25CC');
    // Together the two faces declare what the package's Devanagari file covers, no more.
    expect(DEVANAGARI_REST_UNICODE_RANGE).toBe(
      'U+0900, U+093A-093B, U+094E-094F, U+0951-0957, U+0966-096F, U+0971-097F, U+1CD0-1CF9, U+A830-A839, U+A8E0-A8FF',
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_REST_UNICODE_RANGE, DEVANAGARI_TEXT, DEVANAGARI_UNICODE_RANGE, FONT_TEXT, FONT_UNICODE_RANGE } from '../../src/styles/font-subset.ts';
import { Blob, Buffer as ShapingBuffer, Face as ShapingFace, Font as ShapingFont, shape } from 'harfbuzzjs';
import { siteDevanagariWords } from './devanagari.ts';
import { FACES, FONTS_DIR, subsetFace, toTruetype } from './subset.ts';

/** How a face draws text: each glyph's advance, in order (a missing ligature draws more glyphs). */
function drawer(font: Buffer): (text: string) => string {
  const shaper = new ShapingFont(new ShapingFace(new Blob(font), 0));
  return (text) => {
    const buffer = new ShapingBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(shaper, buffer);
    return buffer
      .getGlyphInfosAndPositions()
      .map((glyph) => (glyph.codepoint === 0 ? 'missing' : glyph.xAdvance))
      .join(' ');
  };
}

describe('the brand faces', () => {
  it('are committed as `npm run fonts:subset` writes them from the character list', async () => {
    for (const face of FACES) {
      const { source, subset } = await subsetFace(face);
      expect(subset.length).toBeLessThan(source.length * 0.8);
      expect(readFileSync(`${FONTS_DIR}/${face.to}`).equals(subset), `${face.to} is stale: run npm run fonts:subset`).toBe(true);
    }
    // Shaping thousands of Hindi words step by step: about 5 s alone, more beside the other suites.
  }, 90_000);

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

  it('draw every Devanagari word of the site, and names with common conjuncts, as the whole face does', async () => {
    const devanagari = FACES.find((face) => face.to.startsWith('noto-sans-devanagari'))!;
    const whole = drawer(await toTruetype(readFileSync(`node_modules/${devanagari.from}`)));
    const cut = drawer(await toTruetype(readFileSync(`${FONTS_DIR}/${devanagari.to}`)));
    const words = [...siteDevanagariWords(), 'सिद्धार्थ', 'श्रद्धा', 'ब्रह्मपुत्र', 'पद्मा', 'विद्या', 'लक्ष्मी', 'ज्ञान', 'हृदय', 'कृष्ण', 'अर्जुन'];
    expect(words.length).toBeGreaterThan(1000);
    const different = words.filter((word) => cut(word) !== whole(word));
    expect(different, 'the cut face draws these otherwise: run npm run fonts:subset').toEqual([]);
  });

  it('draw a rare conjunct with the half form, never a missing glyph', async () => {
    const cut = drawer(await toTruetype(readFileSync(`${FONTS_DIR}/noto-sans-devanagari-wght.woff2`)));
    for (const word of ['ग्घ', 'ष्फ', 'ञ्झ']) expect(cut(word)).not.toContain('missing');
  });
});

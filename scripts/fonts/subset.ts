// The self-hosted faces as the site ships them: each npm package's file, cut by harfbuzz's
// subsetter (subset-font, WebAssembly, offline) to the characters of src/styles/font-subset.ts
// (the subsetter keeps every glyph shaping reaches, so Devanagari conjuncts survive) and, for
// the variable Devanagari face, to the weights the site sets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEVANAGARI_PACKAGE_FILE, DEVANAGARI_TEXT, DEVANAGARI_WEIGHTS, FONT_TEXT } from '../../src/styles/font-subset.ts';

const require = createRequire(import.meta.url);
type AxisRange = number | { min: number; max: number };
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes?: Record<string, AxisRange> },
) => Promise<Buffer>;

export const FONTS_DIR = 'src/assets/fonts';

interface Face {
  /** The package file. */
  from: string;
  /** The file in FONTS_DIR that astro.config.mjs names. */
  to: string;
  text: string;
  axes?: Record<string, AxisRange>;
}

export const FACES: Face[] = [
  { from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', to: 'playfair-display-700.woff2', text: FONT_TEXT },
  { from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', to: 'source-sans-3-wght.woff2', text: FONT_TEXT },
  {
    from: DEVANAGARI_PACKAGE_FILE,
    to: 'noto-sans-devanagari-wght.woff2',
    text: DEVANAGARI_TEXT,
    axes: { wght: { ...DEVANAGARI_WEIGHTS } },
  },
];

/** The package's face and its subset. */
export async function subsetFace(face: Face): Promise<{ source: Buffer; subset: Buffer }> {
  const source = readFileSync(require.resolve(face.from));
  const options = face.axes ? { targetFormat: 'woff2' as const, variationAxes: face.axes } : { targetFormat: 'woff2' as const };
  return { source, subset: await subsetFont(source, face.text, options) };
}

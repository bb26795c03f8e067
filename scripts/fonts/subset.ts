// The brand faces as the site ships them: each npm package's latin file, cut by harfbuzz's
// subsetter (subset-font, WebAssembly, offline) to the characters of src/styles/font-subset.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_TEXT } from '../../src/styles/font-subset.ts';

const require = createRequire(import.meta.url);
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

export const FONTS_DIR = 'src/assets/fonts';
/** `from`: the package file; `to`: the file in FONTS_DIR that astro.config.mjs names. */
export const FACES = [
  { from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', to: 'playfair-display-700.woff2' },
  { from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', to: 'source-sans-3-wght.woff2' },
];

/** The package's face and its subset. */
export async function subsetFace(face: (typeof FACES)[number]): Promise<{ source: Buffer; subset: Buffer }> {
  const source = readFileSync(require.resolve(face.from));
  return { source, subset: await subsetFont(source, FONT_TEXT, { targetFormat: 'woff2' }) };
}

// `npm run fonts:subset`: writes the brand faces of astro.config.mjs, cut down to the characters
// the site sets in them, to src/assets/fonts/ (committed). Offline and reproducible: the sources
// are the npm packages' latin files, the subsetter is harfbuzz's (subset-font, WebAssembly).
// A character outside the subset falls back, per character, to the metric-matched system face.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_TEXT, FONT_UNICODE_RANGE } from '../src/styles/font-subset.ts';

const require = createRequire(import.meta.url);
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

const FACES = [
  { from: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', to: 'playfair-display-700.woff2' },
  { from: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', to: 'source-sans-3-wght.woff2' },
];
const OUT = 'src/assets/fonts';

mkdirSync(OUT, { recursive: true });
for (const face of FACES) {
  const source = readFileSync(require.resolve(face.from));
  const subset = await subsetFont(source, FONT_TEXT, { targetFormat: 'woff2' });
  writeFileSync(`${OUT}/${face.to}`, subset);
  console.log(`${face.to}: ${source.length} → ${subset.length} bytes (${FONT_UNICODE_RANGE})`);
}

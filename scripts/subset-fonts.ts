// `npm run fonts:subset`: writes the self-hosted faces of astro.config.mjs, cut down to the characters
// the site sets in them, to src/assets/fonts/ (committed; scripts/fonts/subset.ts says how).
// A character outside the subset falls back, per character, to the metric-matched system face.
import { mkdirSync, writeFileSync } from 'node:fs';
import { FACES, FONTS_DIR, subsetFace } from './fonts/subset.ts';

mkdirSync(FONTS_DIR, { recursive: true });
for (const face of FACES) {
  const { source, subset } = await subsetFace(face);
  writeFileSync(`${FONTS_DIR}/${face.to}`, subset);
  console.log(`${face.to}: ${source.length} → ${subset.length} bytes`);
}

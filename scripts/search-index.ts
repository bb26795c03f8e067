// Builds the Pagefind index after `astro build`: every pre-rendered HTML page, plus one record
// per venue and vendor (their pages are rendered on demand, so they are read from the database).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { scriptDb } from './env.ts';
import { buildCatalogueRecords } from '../src/features/search/records.server.ts';

const started = Date.now();
// The node adapter writes static files to dist/client; Netlify serves dist/ itself.
const clientDir = process.env.NETLIFY === 'true' || !existsSync('dist/client') ? 'dist' : 'dist/client';
const SKIP = [/^search\//, /^404\.html$/, /^500\.html$/, /^pagefind\//];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const { index, errors } = await pagefind.createIndex({
  forceLanguage: 'en',
  excludeSelectors: ['header', 'footer', '[data-pagefind-ignore]', 'script', 'svg', '.toast-region'],
});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);

let pages = 0;
for (const file of htmlFiles(clientDir)) {
  const rel = relative(clientDir, file).split(sep).join('/');
  if (SKIP.some((re) => re.test(rel))) continue;
  const result = await index.addHTMLFile({ sourcePath: rel, content: readFileSync(file, 'utf8') });
  if (result.errors.length) console.warn(`Pagefind skipped ${rel}: ${result.errors.join('; ')}`);
  else pages++;
}

const db = scriptDb();
let records = 0;
for await (const batch of buildCatalogueRecords(db)) {
  await Promise.all(
    batch.map(async (record) => {
      const result = await index.addCustomRecord({ ...record, language: 'en' });
      if (result.errors.length) console.warn(`Pagefind skipped ${record.url}: ${result.errors.join('; ')}`);
      else records++;
    }),
  );
}
db.$client.close();

const output = join(clientDir, 'pagefind');
const written = await index.writeFiles({ outputPath: output });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
console.log(`Search index: ${pages} pages and ${records} venues and vendors in ${output} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

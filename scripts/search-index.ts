// Builds the Pagefind index after `astro build`: the pre-rendered pages only (ideas, the blog,
// photos, static pages, listing landing pages). Venues and vendors are searched in the database
// (/api/search over catalogue_fts), so this index, and the build, do not grow with the catalogue.
// Each page is indexed in its own language, from its <html lang>: English pages (en-IN) and their
// Hindi twins under /hi (hi-IN) make two indexes, and Pagefind's script searches the one of the
// page it runs on, so a Hindi page finds Hindi pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';

const started = Date.now();
// The node adapter writes static files to dist/client; Netlify serves dist/ itself.
const clientDir = process.env.NETLIFY === 'true' || !existsSync('dist/client') ? 'dist' : 'dist/client';
const SKIP = [/^(hi\/)?search\//, /^(hi\/)?404\.html$/, /^(hi\/)?500\.html$/, /^pagefind\//];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const { index, errors } = await pagefind.createIndex({
  excludeSelectors: ['header', 'footer', '[data-pagefind-ignore]', 'script', 'svg', '.toast-region'],
});
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);

const pages = { en: 0, hi: 0 };
for (const file of htmlFiles(clientDir)) {
  const rel = relative(clientDir, file).split(sep).join('/');
  if (SKIP.some((re) => re.test(rel))) continue;
  const result = await index.addHTMLFile({ sourcePath: rel, content: readFileSync(file, 'utf8') });
  if (result.errors.length) console.warn(`Pagefind skipped ${rel}: ${result.errors.join('; ')}`);
  else pages[rel.startsWith('hi/') ? 'hi' : 'en']++;
}

const output = join(clientDir, 'pagefind');
const written = await index.writeFiles({ outputPath: output });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
console.log(`Search index: ${pages.en} English and ${pages.hi} Hindi pages in ${output} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

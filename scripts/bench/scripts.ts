// Which JavaScript a page loads: its <script src>, inline module imports and island
// component/renderer URLs, then every module those import, transitively; and how many bytes
// each takes on the wire from the server that answers (compressed as it chooses).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** Script URLs named by the HTML itself. */
export function scriptUrlsInHtml(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const add = (raw: string) => {
    const value = raw.replaceAll('&amp;', '&');
    if (/\.m?js(\?|$)/.test(value)) urls.add(new URL(value, pageUrl).href);
  };
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) add(match[1]!);
  for (const match of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)=["']([^"']+)["']/gi)) add(match[1]!);
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const url of importsByKind(match[1]!).staticImports) add(url);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/gi)) add(match[1]!);
  return [...urls];
}

/** Specifiers of static and dynamic imports in a module's source. */
export function importsInModule(source: string): string[] {
  const { staticImports, dynamicImports } = importsByKind(source);
  return [...new Set([...staticImports, ...dynamicImports])];
}

const relative = (specifier: string) => /^(\.{1,2}\/|\/)/.test(specifier);

/**
 * Static imports (loaded with the module) apart from dynamic ones (loaded when the code asks):
 * `import()` calls, and script files the code names to add later (a "/_astro/….js" string).
 */
export function importsByKind(source: string): { staticImports: string[]; dynamicImports: string[] } {
  const collect = (patterns: RegExp[]) => {
    const found = new Set<string>();
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]!);
    return [...found].filter(relative);
  };
  const staticImports = collect([/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["'`]([^"'`]+)["'`]/g, /\bexport\s*[\w*{}\s,$]*\s*from\s*["'`]([^"'`]+)["'`]/g]);
  const staticSet = new Set(staticImports);
  return {
    staticImports,
    dynamicImports: collect([/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g, /["'`](\/_astro\/[^"'`\s]+\.js)["'`]/g]).filter(
      (specifier) => !staticSet.has(specifier),
    ),
  };
}

/**
 * `transferBytes`: as sent by the server (its Content-Encoding), else estimated with gzip.
 * `lazy`: reached only through a dynamic import, so loaded when the page's code asks for it
 * (a field focused, a button pressed), not with the page.
 */
export type ScriptWeight = { url: string; bytes: number; transferBytes: number; react: boolean; lazy: boolean };
export type Fetched = { text: string; transferBytes: number };

const REACT_MARKERS = ['react.transitional.element', 'react.element', '__reactFiber', 'react-dom'];

export function gzipSize(text: string | Buffer): number {
  return gzipSync(text).length;
}

/** Fetches every script a page loads, following imports, and weighs each one (the ones loaded later marked `lazy`). */
export async function pageScripts(
  html: string,
  pageUrl: string,
  fetchText: (url: string) => Promise<string | Fetched | null> = fetchTransferred,
): Promise<ScriptWeight[]> {
  const origin = new URL(pageUrl).origin;
  const weights: ScriptWeight[] = [];
  const seen = new Set<string>();
  const dynamic: string[] = [];
  // First everything the page loads with itself (static imports), then what its code may import later.
  const walk = async (start: string[], lazy: boolean) => {
    const queue = start.filter((url) => url.startsWith(origin) && !seen.has(url));
    for (const url of queue) seen.add(url);
    while (queue.length > 0) {
      const url = queue.shift()!;
      const fetched = await fetchText(url);
      if (fetched === null) continue;
      const source = typeof fetched === 'string' ? fetched : fetched.text;
      weights.push({
        url: url.slice(origin.length),
        bytes: Buffer.byteLength(source),
        transferBytes: typeof fetched === 'string' ? gzipSize(source) : fetched.transferBytes,
        react: REACT_MARKERS.some((marker) => source.includes(marker)),
        lazy,
      });
      const { staticImports, dynamicImports } = importsByKind(source);
      for (const specifier of staticImports) {
        const next = new URL(specifier, url).href;
        if (next.startsWith(origin) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
      for (const specifier of dynamicImports) dynamic.push(new URL(specifier, url).href);
    }
  };
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const specifier of importsByKind(match[1]!).dynamicImports) dynamic.push(new URL(specifier, pageUrl).href);
  }
  await walk(scriptUrlsInHtml(html, pageUrl), false);
  while (dynamic.length > 0) await walk(dynamic.splice(0), true);
  return weights;
}

/**
 * GETs `url` as a browser would (Accept-Encoding: br, gzip), counting the body bytes as they
 * arrive, before decompression. Null unless the answer is 200.
 */
export function fetchTransferred(url: string, headers: Record<string, string> = {}): Promise<Fetched | null> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(null);
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          resolve({ text, transferBytes: body.length });
        });
      })
      .on('error', reject);
  });
}

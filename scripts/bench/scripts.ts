// Which JavaScript a page loads: its <script src>, inline module imports and island
// component/renderer URLs, then every module those import, transitively.
import { gzipSync } from 'node:zlib';

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
    for (const url of importsInModule(match[1]!)) add(url);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/gi)) add(match[1]!);
  return [...urls];
}

/** Specifiers of static and dynamic imports in a module's source. */
export function importsInModule(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*[\w*{}\s,$]*\s*from\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].filter((specifier) => /^(\.{1,2}\/|\/)/.test(specifier));
}

export type ScriptWeight = { url: string; bytes: number; gzipBytes: number; react: boolean };

const REACT_MARKERS = ['react.transitional.element', 'react.element', '__reactFiber', 'react-dom'];

export function gzipSize(text: string | Buffer): number {
  return gzipSync(text).length;
}

/** Fetches every script a page loads, following imports, and weighs each one. */
export async function pageScripts(html: string, pageUrl: string, fetchText = defaultFetch): Promise<ScriptWeight[]> {
  const origin = new URL(pageUrl).origin;
  const queue = scriptUrlsInHtml(html, pageUrl).filter((url) => url.startsWith(origin));
  const seen = new Set<string>(queue);
  const weights: ScriptWeight[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const source = await fetchText(url);
    if (source === null) continue;
    weights.push({
      url: url.slice(origin.length),
      bytes: Buffer.byteLength(source),
      gzipBytes: gzipSize(source),
      react: REACT_MARKERS.some((marker) => source.includes(marker)),
    });
    for (const specifier of importsInModule(source)) {
      const next = new URL(specifier, url).href;
      if (next.startsWith(origin) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return weights;
}

async function defaultFetch(url: string): Promise<string | null> {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
}

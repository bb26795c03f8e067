// The server build loads each page's module on first use through `pageMap`, a map of
// `() => import('./page.mjs')`. Astro calls the loader on every request, and every call
// resolves the specifier again (a package.json lookup and the loader's bookkeeping): about an
// eighth of a read endpoint's CPU on the node server. This build step keeps each loader's
// promise, so a page's module is resolved once per process; a failed load is tried again.
import type { Plugin } from 'vite';

const PAGE_MAP = /^(?:var|let|const) pageMap = /m;

/** The code appended to the chunk that declares `pageMap` (runs once, when the chunk loads). */
export const KEEP_PAGE_MODULES = `
for (const [component, load] of pageMap) {
\tlet kept;
\tpageMap.set(component, () => (kept ??= load().catch((error) => {
\t\tkept = undefined;
\t\tthrow error;
\t})));
}
`;

/** The chunk with its page loaders kept, or null when it does not declare `pageMap`. */
export function keepPageModules(code: string): string | null {
  return PAGE_MAP.test(code) ? code + KEEP_PAGE_MODULES : null;
}

export function keepPageModulesPlugin(): Plugin {
  return {
    name: 'mandap:keep-page-modules',
    apply: 'build',
    renderChunk(code) {
      const kept = keepPageModules(code);
      return kept === null ? null : { code: kept, map: null };
    },
  };
}

// What the build's sitemap (@astrojs/sitemap) needs to know beyond what it is told.
// - The Hindi twins of the pre-rendered pages. Astro's language fallback renders every page
//   again under /hi, but tells integrations only of the English pages of routes with parameters
//   (/blog/{slug}…), so the sitemap would leave /hi/blog/{slug} out and give those pages no
//   hreflang alternates. This integration runs just before the sitemap's (it is listed first in
//   astro.config.mjs) and fills the array the sitemap takes as `customPages`, which the sitemap
//   reads only when it writes: every English page whose /hi twin was built.
// - Which addresses are rendered on demand: the sitemap lists every route without parameters,
//   pre-rendered or not, and those are the public catalogue's (/sitemaps/lists.xml) or private.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export interface SitemapFacts {
  /** The Hindi pages to add, filled at the end of the build. */
  hindiPages: string[];
  /** The paths of on-demand routes without parameters ("/search"), known once routes are resolved. */
  onDemandPaths: Set<string>;
}

export function sitemapFacts(): SitemapFacts {
  return { hindiPages: [], onDemandPaths: new Set() };
}

export function sitemapFactsIntegration(facts: SitemapFacts): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'mandap:sitemap-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:routes:resolved': ({ routes }) => {
        facts.onDemandPaths.clear();
        for (const route of routes) {
          if (!route.isPrerendered && route.pathname) facts.onDemandPaths.add(route.pathname.replace(/\/$/, '') || '/');
        }
      },
      'astro:build:done': ({ dir, pages }) => {
        if (!site) return;
        for (const { pathname } of pages) {
          if (pathname === 'hi' || pathname.startsWith('hi/')) continue;
          const hindi = `hi/${pathname}`.replace(/\/?$/, '/');
          if (existsSync(fileURLToPath(new URL(`${hindi}index.html`, dir)))) facts.hindiPages.push(new URL(`/${hindi}`, site).href);
        }
      },
    },
  };
}

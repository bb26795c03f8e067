// The Hindi twins of the pre-rendered pages, for the build's sitemap. Astro's language fallback
// renders every page again under /hi, but tells integrations only of the English pages of routes
// with parameters (/blog/{slug}…), so @astrojs/sitemap would leave /hi/blog/{slug} out and give
// those pages no hreflang alternates. This integration runs just before the sitemap's (it is
// listed first in astro.config.mjs) and fills the array the sitemap takes as `customPages`,
// which the sitemap reads only when it writes: every English page whose /hi twin was built.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function hindiSitemapPages(customPages: string[]): AstroIntegration {
  let site: URL | undefined;
  return {
    name: 'mandap:hindi-sitemap-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': ({ dir, pages }) => {
        if (!site) return;
        for (const { pathname } of pages) {
          if (pathname === 'hi' || pathname.startsWith('hi/')) continue;
          const hindi = `hi/${pathname}`;
          if (existsSync(fileURLToPath(new URL(`${hindi.replace(/\/?$/, '/')}index.html`, dir)))) {
            customPages.push(new URL(`/${hindi.replace(/\/?$/, '/')}`, site).href);
          }
        }
      },
    },
  };
}

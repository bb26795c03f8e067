// Sitemap XML (sitemaps.org 0.9) for the parts written on demand: every page in both languages,
// each naming the other as its alternate (hreflang), as the pre-rendered pages' sitemap does.
import { LANG_TAG, LOCALES, localePath } from '../i18n/locales.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** A <urlset> of the English paths given and their Hindi twins. */
export function urlsetXml(paths: readonly string[], origin: URL | string): string {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = paths.flatMap((path) => {
    const links =
      LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[locale]}" href="${url(localePath(path, locale))}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`;
    return LOCALES.map((locale) => `<url><loc>${url(localePath(path, locale))}</loc>${links}</url>`);
  });
  return (
    `${XML_HEAD}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** A <sitemapindex> of the sitemaps at these paths. */
export function sitemapIndexXml(paths: readonly string[], origin: URL | string): string {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(new URL(path, origin).href)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The pre-rendered pages' sitemap, written at build by @astrojs/sitemap (astro.config.mjs `filenameBase`). */
export const PAGES_SITEMAP = '/sitemap-pages-0.xml';

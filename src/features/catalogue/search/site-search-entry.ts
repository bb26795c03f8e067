// The header's search suggestions, bundled as one file of its own: SiteSearch.astro adds it to
// the page on the first focus of a search field, so pages do not carry it until it is used.
import { attachSiteSearch } from './site-search.ts';

for (const input of document.querySelectorAll<HTMLInputElement>('input[data-site-search]')) attachSiteSearch(input);

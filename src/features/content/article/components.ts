// The components an article's MDX text may use without importing them; the editing interface
// offers the same ones (keystatic.config.ts).
import ListingLink from './ListingLink.astro';
import PullQuote from './PullQuote.astro';

export const articleComponents = { ListingLink, PullQuote };

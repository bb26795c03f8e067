// The site's sections, found from a page's address: each has a generated social image (the
// picture a link shows when it is shared) and, where it has a page of its own, a place in the
// breadcrumbs of the pages under it. Browser-safe.
import type { ART_KINDS } from '../features/catalogue/index.ts';

type ArtKind = (typeof ART_KINDS)[number];

export const SECTIONS = ['home', 'venues', 'vendors', 'ideas', 'blog', 'photos', 'packages', 'planning', 'company', 'search'] as const;
export type Section = (typeof SECTIONS)[number];

/** Each section's picture: one of the cover art designs (features/catalogue/art). */
export const SECTION_ART: Record<Section, { kind: ArtKind; n: number }> = {
  home: { kind: 'venue', n: 0 },
  venues: { kind: 'venue', n: 18 },
  vendors: { kind: 'vendor', n: 9 },
  ideas: { kind: 'idea', n: 26 },
  blog: { kind: 'idea', n: 43 },
  photos: { kind: 'venue', n: 29 },
  packages: { kind: 'venue', n: 48 },
  planning: { kind: 'vendor', n: 33 },
  company: { kind: 'venue', n: 8 },
  search: { kind: 'vendor', n: 50 },
};

/** The sections with a page of their own, which the breadcrumbs of pages under them name. */
export const SECTION_PAGES: Partial<Record<Section, string>> = {
  venues: '/venues',
  vendors: '/vendors',
  ideas: '/ideas',
  blog: '/blog',
  photos: '/photos',
};

const BY_FIRST_SEGMENT: Record<string, Section> = {
  venues: 'venues',
  'wedding-venues': 'venues',
  vendors: 'vendors',
  ideas: 'ideas',
  blog: 'blog',
  photos: 'photos',
  gallery: 'photos',
  packages: 'packages',
  'wedding-checklists': 'planning',
  'start-planning': 'planning',
  search: 'search',
};

/** The section of a page's path (without its language prefix); pages of no section are the company's. */
export function sectionOf(path: string): Section {
  const first = path.split('/').find(Boolean);
  if (first === undefined) return 'home';
  return BY_FIRST_SEGMENT[first] ?? 'company';
}

/** The generated social image of a section. */
export function sectionImagePath(section: Section): string {
  return `/social/${section}.png`;
}

/**
 * A picture that social sites can show for a cover: cover art is drawn as SVG, which they do
 * not read, so its PNG twin (/art/{kind}/{n}.png) is named instead. Null when there is none.
 */
export function socialImageOf(cover: string | null | undefined): string | null {
  if (!cover) return null;
  const art = /^\/art\/(venue|vendor|idea)\/(\d+)\.svg$/.exec(cover);
  if (art) return `/art/${art[1]}/${art[2]}.png`;
  return /\.(png|jpe?g|webp)$/i.test(cover) ? cover : null;
}

// The wedding website's rules, shared by the editing page, the public page and their tests:
// what a slug may be, how long the texts may be, how plain text becomes paragraphs.

export const SITE_LIMITS = {
  slugMin: 3,
  slugMax: 40,
  story: 5000,
  travel: 3000,
  stay: 3000,
  passphraseMin: 6,
  passphraseMax: 100,
  photos: 24,
  /** Passphrase tries per visitor's address and site in one window. */
  passphraseTries: 10,
  passphraseWindowMs: 15 * 60 * 1000,
  /** How long an entered passphrase is remembered. */
  passphraseCookieDays: 30,
} as const;

/** Lower-case letters, digits and single hyphens between them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Addresses the site itself may one day need, never a couple's. */
const RESERVED = new Set(['admin', 'api', 'dashboard', 'hi', 'new', 'edit', 'login', 'media', 'mandap', 'www']);

export type SlugProblem = 'length' | 'characters' | 'reserved';

/** What is wrong with a slug as typed (already trimmed), or null. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SITE_LIMITS.slugMin || slug.length > SITE_LIMITS.slugMax) return 'length';
  if (!SLUG.test(slug)) return 'characters';
  if (RESERVED.has(slug)) return 'reserved';
  return null;
}

/** A slug from the couple's names, such as "priya-and-rahul": Latin letters and digits only. */
export function suggestSlug(names: readonly string[], year?: string | null): string {
  const words = names
    .map(
      (n) =>
        n
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()
          .split(' ')[0] ?? '',
    )
    .filter(Boolean);
  let slug = words.join('-and-');
  if (year && /^\d{4}$/.test(year)) slug = slug ? `${slug}-${year}` : `wedding-${year}`;
  slug = slug.slice(0, SITE_LIMITS.slugMax).replace(/-+$/, '');
  return slugProblem(slug) === null ? slug : 'our-wedding';
}

/** Plain text as paragraphs: blank lines separate them, single line breaks stay inside one. */
export function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A Google Maps search for an address (no key, no script: a plain link). */
export function googleMapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The site's address in a language (Hindi under /hi). */
export function sitePath(slug: string, hindi = false): string {
  return `${hindi ? '/hi' : ''}/w/${slug}`;
}

// Catalogue search (venues and vendors) over the `catalogue_fts` index: the query language,
// safe for the browser. The server side is catalogue.server.ts; the index and its rank order
// are described in drizzle/0007_vendor-search.sql.
import { formatIndian } from '../../../i18n/indian-number.ts';

export const CATALOGUE_PAGE_SIZE = 10;
/** The deepest page served: results past the 200th are not worth reading, and each costs. */
export const CATALOGUE_MAX_PAGE = 20;
/** Counts stop here (more shows as "200+"); it covers every page, see searchCatalogue. */
export const CATALOGUE_COUNT_CAP = 200;
const MAX_WORDS = 6;
const MAX_QUERY_LENGTH = 100;

export type CatalogueHit = {
  kind: 'venue' | 'vendor';
  id: number;
  name: string;
  href: string;
  /** Venue type or vendor category ("Heritage", "Photography"). */
  label: string;
  city: string | null;
  ratingAverage: number;
  reviewCount: number;
  image: string | null;
  excerpt: string;
};

export type CatalogueResults = {
  q: string;
  city: string | null;
  page: number;
  pageSize: number;
  /** Matches, counted up to CATALOGUE_COUNT_CAP. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
  results: CatalogueHit[];
};

/**
 * `typing`: the query is still being typed (the header's suggestions), so its last word is
 * matched as the start of a word too, and only the first few results are wanted.
 */
export type CatalogueQuery = { q: string; city: string | null; page: number; pageSize: number; typing: boolean };

/** Reads `q`, `city` (a slug, or all), `page` and `typing=1` of /api/search and /search; null without words to search. */
export function parseCatalogueQuery(params: URLSearchParams, pageSize = CATALOGUE_PAGE_SIZE): CatalogueQuery | null {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (searchWords(q).length === 0) return null;
  const city = (params.get('city') ?? '').trim().toLowerCase();
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage > 0 ? Math.min(rawPage, CATALOGUE_MAX_PAGE) : 1;
  const typing = params.get('typing') === '1';
  return { q, city: city && city !== 'all' ? city : null, page: typing ? 1 : page, pageSize, typing };
}

/**
 * The words searched for: letters (with their vowel signs, so जयपुर stays one word) and
 * digits, lower case, at most six; `drop` takes words out first (the server drops Hindi's
 * filler words, synonyms.ts).
 */
export function searchWords(q: string, drop: (words: string[]) => string[] = (words) => words): string[] {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return drop(words).slice(0, MAX_WORDS);
}

/** The index keeps prefixes of up to this many letters (migration 0007). */
const INDEXED_PREFIX = 6;

/**
 * FTS5 expressions for the words: every word must match, stemmed (so "palaces" finds
 * "Palace"); with `lastAsPrefix` (while typing), the last one as the start of a word, cut to
 * the index's longest prefix: a longer one would make FTS5 gather every matching word's list
 * before returning a row, work that grows with the catalogue.
 * `all` matches any column of catalogue_fts (or catalogue_city_fts) but `place`; `title` is
 * for the title-only indexes (catalogue_title_fts, catalogue_city_title_fts), which hold the
 * name, kind and city alone, so it needs no column filter (see migration 0015). With a city,
 * both end with its place token. Words hold only letters and digits, so quoting them is all
 * the escaping needed.
 */
export function catalogueMatch(
  words: string[],
  cityId: number | null,
  lastAsPrefix: boolean,
  alternatives: Alternatives = () => [],
): { title: string; all: string } | null {
  if (words.length === 0) return null;
  const parts = words.map((word, i) => termOf(word, lastAsPrefix && i === words.length - 1, alternatives));
  // FTS5 reads "a b" as both words, but needs AND written out before or after a group in brackets.
  const terms = parts.join(parts.some((part) => part.startsWith('(')) ? ' AND ' : ' ');
  const all = `{name kind city body} : (${terms})`;
  const place = cityId === null ? '' : ` AND place : "city${cityId}"`;
  return { title: `(${terms})${place}`, all: `(${all})${place}` };
}

/** Other whole words a word also matches (the server's Hindi and Hinglish spellings, synonyms.ts). */
type Alternatives = (word: string, asPrefix: boolean) => string[];

/** One word's FTS5 expression: the word (a prefix while typed) or any of its alternatives ("mehndi" OR "mehendi"). */
function termOf(word: string, asPrefix: boolean, alternatives: Alternatives): string {
  const own = asPrefix ? `"${Array.from(word).slice(0, INDEXED_PREFIX).join('')}"*` : `"${word}"`;
  const others = alternatives(word, asPrefix)
    .filter((other) => /^[\p{L}\p{M}\p{N}]+$/u.test(other))
    .map((other) => `"${other}"`);
  return others.length === 0 ? own : `(${[own, ...others].join(' OR ')})`;
}

/**
 * The first rowid of a city's listings in the city-major indexes (catalogue_city_fts,
 * catalogue_city_title_fts): the city id × 2^41, above every rank rowid.
 */
export function cityRowidStart(cityId: number): bigint {
  return BigInt(cityId) * 2n ** 41n;
}

/** The listing a catalogue_fts rowid stands for (its low 32 bits: id × 2, + 1 for a vendor). */
export function listingOfRowid(rowid: number | bigint): { kind: 'venue' | 'vendor'; id: number } {
  const low = Number(BigInt(rowid) % 4294967296n);
  return { kind: low % 2 === 1 ? 'vendor' : 'venue', id: Math.floor(low / 2) };
}

/** "1 venue or vendor", "1,000+ venues and vendors". */
export function catalogueCountText(total: number, capped: boolean): string {
  const n = `${formatIndian(total)}${capped ? '+' : ''}`;
  return total === 1 && !capped ? '1 venue or vendor' : `${n} venues and vendors`;
}

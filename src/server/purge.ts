// After a write, the CDN must stop serving every public page that showed what changed: each
// kind of write maps to the cache tags of those pages (server/cache-tags.ts), and the purger
// sends them to Netlify's purge API. Called after the write has committed, never inside it;
// a failed purge is logged and does not fail the person's write (the page then stays stale
// until its stale-while-revalidate window or the next deploy).
import { purgeCache } from '@netlify/functions';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { tag, type ListingKind } from './cache-tags.ts';

export type Purger = { purge(tags: readonly string[]): Promise<void> };

/** Netlify's purge API; the function's environment holds the site id and a purge token. */
export const netlifyPurger: Purger = {
  async purge(tags) {
    await purgeCache({ tags: [...tags] });
  },
};

/** Keeps the tags it is asked to purge: the local server has no CDN, and tests read them. */
export class RecordingPurger implements Purger {
  readonly purged: string[][] = [];
  /** The most purges kept (oldest out first), so a long-running local server stays flat. */
  private readonly limit: number;
  constructor(limit = 1_000) {
    this.limit = limit;
  }
  async purge(tags: readonly string[]): Promise<void> {
    this.purged.push([...tags]);
    if (this.purged.length > this.limit) this.purged.shift();
  }
  /** Every tag purged so far, and forgets them. */
  take(): Set<string> {
    const all = new Set(this.purged.flat());
    this.purged.length = 0;
    return all;
  }
}

/** Netlify sets these in a function's environment at run time; elsewhere there is no CDN to purge. */
export function onNetlify(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.NETLIFY_PURGE_API_TOKEN && (env.SITE_ID || env.NETLIFY));
}

let current: Purger | null = null;

/** The purger of this process: Netlify's on Netlify, otherwise a recorder. */
export function purger(): Purger {
  return (current ??= onNetlify() ? netlifyPurger : new RecordingPurger());
}

/** Replaces the process's purger (tests); returns the previous one. */
export function setPurger(next: Purger | null): Purger | null {
  const previous = current;
  current = next;
  return previous;
}

/** Where a listing appears: its kind and id, its city and (for a vendor) its category. */
export type ListingPlace = { kind: ListingKind; id: number; cityId: number | null; categoryId: number | null };

/** Every kind of write that changes what a public page shows. */
export type Write =
  /** A review added, edited or deleted: its rating average and count move on every card. */
  | { kind: 'review'; listing: ListingPlace }
  /** Prices changed or confirmed (date shown on the page). */
  | { kind: 'price'; listing: ListingPlace }
  /** A photo uploaded, edited, moved, made the cover, hidden by reports, restored or deleted. */
  | { kind: 'photo'; listing: ListingPlace }
  /** The business profile saved (name, description, city, prices…); `previously` is where it was listed before. */
  | { kind: 'listing-edit'; listing: ListingPlace; previously: ListingPlace }
  /** A listing claimed by its business: the page no longer offers the claim. */
  | { kind: 'claim'; listing: ListingPlace }
  /** A new vendor listing (a business registering): private until its `listing-approval`, which purges the same pages again. */
  | { kind: 'vendor-registration'; listing: ListingPlace }
  /** An admin approved a business's new listing: it joins its lists, search and the recommendations, and its page stops being "not found". */
  | { kind: 'listing-approval'; listing: ListingPlace }
  /**
   * A calendar changed (the owner's blocks, a booking accepted or cancelled): the listing's page
   * shows its next twelve months, and its lists filter and order by date (`date`, `muhurat`…).
   */
  | { kind: 'calendar'; listing: ListingPlace }
  /** An idea liked or unliked: the public like counts. */
  | { kind: 'idea-like' }
  /** A couple renamed themselves: the listings they reviewed show their name under the review. */
  | { kind: 'reviewer-name'; reviewed: { kind: ListingKind; id: number }[] }
  /**
   * A wedding website changed: its own settings or photos, the couple's names or date, or a
   * function (made public or private, edited, removed). The sitemap of listed sites goes too,
   * as the slug or the listing may have changed.
   */
  | { kind: 'wedding-site'; weddingProfileId: string };

export type WriteKind = Write['kind'];

/** The lists a listing appears in (its city's and all cities'). */
function listTags({ kind, cityId, categoryId }: ListingPlace): string[] {
  if (kind === 'venue') return cityId === null ? [tag.venueList(null)] : [tag.venueList(cityId), tag.venueList(null)];
  if (categoryId === null) return [];
  return cityId === null ? [tag.vendorList(categoryId, null)] : [tag.vendorList(categoryId, cityId), tag.vendorList(categoryId, null)];
}

function searchTags({ cityId }: ListingPlace): string[] {
  return cityId === null ? [tag.search(null)] : [tag.search(cityId), tag.search(null)];
}

/** The budget calculator recommends vendors by price and rating. */
const recommendationTags = (listing: ListingPlace) => (listing.kind === 'vendor' ? [tag.recommendations] : []);

/** The cache tags of every public page a write changes. */
export function tagsForWrite(write: Write): string[] {
  const tags: string[] = [];
  if (write.kind === 'idea-like') tags.push(tag.ideaLikes);
  else if (write.kind === 'wedding-site') tags.push(tag.weddingSite(write.weddingProfileId), tag.weddingSites);
  else if (write.kind === 'reviewer-name') tags.push(...write.reviewed.map((listing) => tag.listing(listing.kind, listing.id)));
  else {
    const { listing } = write;
    const detail = tag.listing(listing.kind, listing.id);
    switch (write.kind) {
      case 'review':
        tags.push(detail, ...listTags(listing), ...searchTags(listing), ...recommendationTags(listing));
        break;
      case 'price':
        // Search results show no prices.
        tags.push(detail, ...listTags(listing), ...recommendationTags(listing));
        break;
      case 'photo':
        // Cards and search results show the cover; the gallery shows every public photo.
        tags.push(detail, ...listTags(listing), ...searchTags(listing), tag.gallery);
        break;
      case 'listing-edit':
        // The gallery names the listing under each of its photos.
        tags.push(detail, ...listTags(listing), ...searchTags(listing), ...recommendationTags(listing), tag.gallery);
        tags.push(...listTags(write.previously), ...searchTags(write.previously));
        break;
      case 'claim':
        tags.push(detail);
        break;
      case 'calendar':
        // Search results say nothing of dates.
        tags.push(detail, ...listTags(listing));
        break;
      case 'vendor-registration':
      case 'listing-approval':
        // Its page may have been kept as "not found" before it existed or was approved.
        tags.push(detail, ...listTags(listing), ...searchTags(listing), ...recommendationTags(listing));
        break;
    }
  }
  return [...new Set(tags)];
}

/** Purges a write's tags; never throws (see the top of this file). */
export async function purgeAfterWrite(write: Write, using: Purger = purger()): Promise<void> {
  const tags = tagsForWrite(write);
  if (tags.length === 0) return;
  try {
    await using.purge(tags);
  } catch (error) {
    console.error(`Cache purge failed for ${tags.join(', ')}`, error);
  }
}

/** Where a listing appears, read from the database (null when it does not exist). */
export async function listingPlace(db: Pick<Db, 'all'>, kind: ListingKind, id: number): Promise<ListingPlace | null> {
  const rows =
    kind === 'venue'
      ? await db.all<{ cityId: number | null; categoryId: number | null }>(sql`SELECT city_id AS cityId, NULL AS categoryId FROM venues WHERE id = ${id}`)
      : await db.all<{ cityId: number | null; categoryId: number | null }>(
          sql`SELECT city_id AS cityId, category_id AS categoryId FROM vendors WHERE id = ${id}`,
        );
  const row = rows[0];
  return row ? { kind, id, cityId: row.cityId, categoryId: row.categoryId } : null;
}

/** Purges what a write to one listing changed, reading where the listing appears first. */
export async function purgeListingWrite(
  db: Pick<Db, 'all'>,
  kind: Exclude<WriteKind, 'idea-like' | 'listing-edit' | 'reviewer-name' | 'wedding-site'>,
  ref: { kind: ListingKind; id: number },
): Promise<void> {
  try {
    const listing = await listingPlace(db, ref.kind, ref.id);
    if (listing) await purgeAfterWrite({ kind, listing });
  } catch (error) {
    console.error(`Cache purge failed for ${ref.kind} ${ref.id}`, error);
  }
}

/**
 * Purges what a calendar change showed: the listing's page (its twelve months) and its lists
 * (which filter and order by date). Call after the write commits: a block added or removed, a
 * booking's rows written or removed, a space added, resized or removed. Never throws.
 */
export function purgeCalendarWrite(db: Pick<Db, 'all'>, ref: { kind: ListingKind; id: number }): Promise<void> {
  return purgeListingWrite(db, 'calendar', ref);
}

/** Purges a wedding website's pages after a write to what they show (see the 'wedding-site' write). Never throws. */
export function purgeWeddingSite(weddingProfileId: string): Promise<void> {
  return purgeAfterWrite({ kind: 'wedding-site', weddingProfileId });
}

// The couple's wedding website: its settings as the couple edits them, and what the public page
// and a household's RSVP page show. The public reads never touch guests, households or
// invitations: a site shows the couple, their texts, their public functions and their photos.
import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { households, weddingFunctions, weddingProfiles, weddingSitePhotos, weddingSites } from '../../../server/db/schema.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { purgeWeddingSite } from '../../../server/purge.ts';
import { functionColumns, requireWedding } from '../../planning/index.server.ts';
import { sortFunctions, type WeddingFunction } from '../../planning/index.ts';
import { SITE_LIMITS, slugProblem, suggestSlug, type SlugProblem } from './site-rules.ts';

export type WeddingSite = typeof weddingSites.$inferSelect;
export type SitePhoto = typeof weddingSitePhotos.$inferSelect;

/** The couple as a site shows them. */
export type SiteCouple = { names: string[]; weddingDate: string | null };

/** What a public page shows (never a guest). */
export type PublicSite = {
  site: WeddingSite;
  couple: SiteCouple;
  functions: WeddingFunction[];
  photos: SitePhoto[];
};

/**
 * A site and what its pages show, in one round trip: `where` picks the site (by slug, or as the
 * site of a household's wedding); the couple, functions and photos are read through it.
 */
async function readSite(db: Db, where: SQL, withFunctions: boolean): Promise<PublicSite | null> {
  const [sites, couples, functions, photos] = await db.batch([
    db.select().from(weddingSites).where(where),
    db
      .select({ userName: weddingProfiles.userName, partnerName: weddingProfiles.partnerName, weddingDate: weddingProfiles.weddingDate })
      .from(weddingProfiles)
      .innerJoin(weddingSites, eq(weddingSites.weddingProfileId, weddingProfiles.id))
      .where(where),
    db
      .select(functionColumns)
      .from(weddingFunctions)
      .innerJoin(weddingSites, eq(weddingSites.weddingProfileId, weddingFunctions.weddingProfileId))
      // Only the functions the couple made public, and none at all where the page shows its own.
      .where(withFunctions ? and(where, eq(weddingFunctions.isPublic, true)) : sql`0`),
    db
      .select({ photo: weddingSitePhotos })
      .from(weddingSitePhotos)
      .innerJoin(weddingSites, eq(weddingSites.weddingProfileId, weddingSitePhotos.weddingProfileId))
      .where(where)
      .orderBy(asc(weddingSitePhotos.position), asc(weddingSitePhotos.id)),
  ]);
  const site = sites[0];
  if (!site) return null;
  const couple = couples[0];
  return {
    site,
    couple: { names: [couple?.userName ?? '', couple?.partnerName ?? ''].filter(Boolean), weddingDate: couple?.weddingDate ?? null },
    functions: sortFunctions(functions),
    photos: photos.map((p) => p.photo),
  };
}

/** The site at a slug with what its public page shows (its public functions only), or null. */
export async function loadPublicSite(db: Db, slug: string): Promise<PublicSite | null> {
  if (slugProblem(slug) === 'length' || slugProblem(slug) === 'characters') return null;
  return readSite(db, eq(weddingSites.slug, slug), true);
}

/**
 * The site around a household's RSVP page, or null when its wedding has none: the couple, the
 * texts and the photos. The household's own invitations come from its invitation (public or not).
 */
export async function loadSiteForHousehold(db: Db, householdId: string): Promise<Omit<PublicSite, 'functions'> | null> {
  const found = await readSite(
    db,
    sql`${weddingSites.weddingProfileId} = (SELECT ${households.weddingProfileId} FROM ${households} WHERE ${households.id} = ${householdId})`,
    false,
  );
  return found && { site: found.site, couple: found.couple, photos: found.photos };
}

/** True when at least one site is listed (the sitemap index then names their part). */
export async function hasListedSites(db: Db): Promise<boolean> {
  const [row] = await db.select({ slug: weddingSites.slug }).from(weddingSites).where(eq(weddingSites.listed, true)).limit(1);
  return row !== undefined;
}

/** Every listed site's slug and when it last changed, for the sitemap. */
export function listListedSites(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: weddingSites.slug, updatedAt: weddingSites.updatedAt })
    .from(weddingSites)
    .where(eq(weddingSites.listed, true))
    .orderBy(asc(weddingSites.slug));
}

export type SiteEditor = {
  weddingProfileId: string;
  site: WeddingSite | null;
  suggestion: string;
  functions: WeddingFunction[];
  photos: SitePhoto[];
};

/** What the editing page shows the signed-in couple. Throws NotFoundError without a wedding profile. */
export async function loadSiteEditor(db: Db, userId: string): Promise<SiteEditor> {
  const wedding = await requireWedding(db, userId);
  const wanted = suggestSlug([wedding.userName, wedding.partnerName], wedding.weddingDate?.slice(0, 4));
  const [[site], functions, photos, taken] = await db.batch([
    db.select().from(weddingSites).where(eq(weddingSites.weddingProfileId, wedding.id)),
    db.select(functionColumns).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, wedding.id)),
    db
      .select()
      .from(weddingSitePhotos)
      .where(eq(weddingSitePhotos.weddingProfileId, wedding.id))
      .orderBy(asc(weddingSitePhotos.position), asc(weddingSitePhotos.id)),
    takenSlugs(db, wanted),
  ]);
  const suggestion = freeSlug(wanted, new Set(taken.map((r) => r.slug)));
  return { weddingProfileId: wedding.id, site: site ?? null, suggestion, functions: sortFunctions(functions), photos };
}

/** The slugs a suggestion could clash with: itself and its numbered forms. */
function takenSlugs(db: Db, wanted: string) {
  return db
    .select({ slug: weddingSites.slug })
    .from(weddingSites)
    .where(or(eq(weddingSites.slug, wanted), like(weddingSites.slug, `${wanted}-%`)));
}

/** `wanted`, or `wanted-2`, `wanted-3`… the first not `taken`. */
function freeSlug(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${wanted.slice(0, SITE_LIMITS.slugMax - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return wanted;
}

export type SiteValues = { slug: string; story: string; travel: string; stay: string; listed: boolean };
export type SiteField = 'slug' | 'story' | 'travel' | 'stay';
export type SiteProblem = SlugProblem | 'taken' | 'tooLong';

/** The site form as posted, trimmed, with what is wrong with each field. */
export function readSiteForm(form: FormData): { values: SiteValues; problems: Partial<Record<SiteField, SiteProblem>> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
  };
  const values: SiteValues = {
    slug: text('slug').toLowerCase(),
    story: text('story'),
    travel: text('travel'),
    stay: text('stay'),
    listed: form.get('listed') === 'on',
  };
  const problems: Partial<Record<SiteField, SiteProblem>> = {};
  const slug = slugProblem(values.slug);
  if (slug) problems.slug = slug;
  for (const field of ['story', 'travel', 'stay'] as const) if (values[field].length > SITE_LIMITS[field]) problems[field] = 'tooLong';
  return { values, problems };
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed: wedding_sites\.slug/.test(String((error as { cause?: unknown })?.cause ?? error));

/**
 * Creates or updates the signed-in couple's site. A slug another wedding has is refused
 * ('taken'), also when two couples save the same one at once (the unique index decides).
 */
export async function saveSite(
  db: Db,
  userId: string,
  values: SiteValues,
): Promise<{ ok: true } | { ok: false; problems: Partial<Record<SiteField, SiteProblem>> }> {
  const wedding = await requireWedding(db, userId);
  const [other] = await db
    .select({ id: weddingSites.weddingProfileId })
    .from(weddingSites)
    .where(and(eq(weddingSites.slug, values.slug), sql`${weddingSites.weddingProfileId} <> ${wedding.id}`));
  if (other) return { ok: false, problems: { slug: 'taken' } };
  try {
    await db
      .insert(weddingSites)
      .values({ weddingProfileId: wedding.id, ...values })
      .onConflictDoUpdate({ target: weddingSites.weddingProfileId, set: { ...values, updatedAt: new Date() } });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problems: { slug: 'taken' } };
    throw error;
  }
  await purgeWeddingSite(wedding.id);
  return { ok: true };
}

export type PassphraseProblem = 'short' | 'long';

export function passphraseProblem(passphrase: string): PassphraseProblem | null {
  if (passphrase.length < SITE_LIMITS.passphraseMin) return 'short';
  if (passphrase.length > SITE_LIMITS.passphraseMax) return 'long';
  return null;
}

/** Sets (hashed, as account passwords are) or removes (null) the site's passphrase; false when there is no site yet. */
export async function setPassphrase(db: Db, userId: string, passphrase: string | null): Promise<boolean> {
  const wedding = await requireWedding(db, userId);
  const passphraseHash = passphrase === null ? null : await hashPassword(passphrase);
  const updated = await db
    .update(weddingSites)
    .set({ passphraseHash, updatedAt: new Date() })
    .where(eq(weddingSites.weddingProfileId, wedding.id))
    .returning({ id: weddingSites.weddingProfileId });
  if (updated.length === 0) return false;
  // An open site turning private (or back) must not stay in the CDN as it was.
  await purgeWeddingSite(wedding.id);
  return true;
}

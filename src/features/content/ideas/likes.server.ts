import { and, count, eq, inArray } from 'drizzle-orm';
import { purgeAfterWrite } from '../../../server/purge.ts';
import type { Db } from '../../../server/db/client.ts';
import { ideaLikes } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';

export interface LikeState {
  count: number;
  liked: boolean;
}

/** Like counts of the given ideas; ideas without likes are 0. */
export async function countLikes(db: Db, slugs: Iterable<string>): Promise<Record<string, number>> {
  const wanted = [...slugs];
  const counts: Record<string, number> = Object.fromEntries(wanted.map((slug) => [slug, 0]));
  if (wanted.length === 0) return counts;
  const rows = await db
    .select({ slug: ideaLikes.ideaSlug, likes: count() })
    .from(ideaLikes)
    .where(inArray(ideaLikes.ideaSlug, wanted))
    .groupBy(ideaLikes.ideaSlug);
  for (const row of rows) counts[row.slug] = row.likes;
  return counts;
}

export async function getLikeState(db: Db, slug: string, userId: string | null): Promise<LikeState> {
  const [total] = await db.select({ likes: count() }).from(ideaLikes).where(eq(ideaLikes.ideaSlug, slug));
  let liked = false;
  if (userId) {
    const [row] = await db
      .select({ slug: ideaLikes.ideaSlug })
      .from(ideaLikes)
      .where(and(eq(ideaLikes.ideaSlug, slug), eq(ideaLikes.userId, userId)))
      .limit(1);
    liked = Boolean(row);
  }
  return { count: total?.likes ?? 0, liked };
}

/**
 * Likes or unlikes a published idea for this user (one like per user and idea).
 * `wanted` sets the state; without it the current state is flipped.
 */
export async function setIdeaLike(db: Db, userId: string, slug: string, publishedSlugs: ReadonlySet<string>, wanted?: boolean): Promise<LikeState> {
  if (!publishedSlugs.has(slug)) throw new NotFoundError('Idea not found');
  const mine = and(eq(ideaLikes.ideaSlug, slug), eq(ideaLikes.userId, userId));
  const like = wanted ?? !(await getLikeState(db, slug, userId)).liked;
  if (like) await db.insert(ideaLikes).values({ ideaSlug: slug, userId }).onConflictDoNothing();
  else await db.delete(ideaLikes).where(mine);
  // The public like counts (/api/ideas/likes) are kept by the CDN.
  await purgeAfterWrite({ kind: 'idea-like' });
  return getLikeState(db, slug, userId);
}

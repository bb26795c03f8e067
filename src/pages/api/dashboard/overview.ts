import { db } from '../../../server/db/index.ts';
import { loadOverview } from '../../../features/dashboard/index.server.ts';
import { getWeddingProfile } from '../../../features/planning/index.server.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

/** The overview's figures (next tasks' names in the account's language); null without a wedding profile. */
export const GET = requireUser(async (_context, user) => {
  const profile = await getWeddingProfile(db, user.id);
  return privateJson({ overview: profile ? await loadOverview(db, user.id, profile.id, accountLocale(user)) : null });
});

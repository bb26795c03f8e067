import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { privateAnswer } from '../../../server/caching.ts';
import { householdsVersion, listHouseholds } from '../../../features/planning/index.server.ts';
import { requireWedding } from '../../../features/planning/index.server.ts';
import { linkDeps } from '../../../features/planning/index.server.ts';

export const prerender = false;

/** Households with their guests, invitations and RSVP links (a 304 while its version holds). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const [deps, wedding] = await Promise.all([linkDeps(), requireWedding(db, user.id)]);
    return privateAnswer(context, householdsVersion(wedding, deps), async () => privateJson(await listHouseholds(db, user.id, deps, wedding)));
  }),
);

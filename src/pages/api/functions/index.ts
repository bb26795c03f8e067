import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { privateAnswer } from '../../../server/caching.ts';
import { functionsOverview, functionsVersion } from '../../../features/planning/index.server.ts';
import { requireWedding } from '../../../features/planning/index.server.ts';

export const prerender = false;

/** The Functions tab: functions in date order with headcounts, venue choices, new replies (a 304 while its version holds). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const wedding = await requireWedding(db, user.id);
    return privateAnswer(context, functionsVersion(wedding), async () => privateJson(await functionsOverview(db, user.id, wedding)));
  }),
);

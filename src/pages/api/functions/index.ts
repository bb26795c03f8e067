import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { keptJson, orNotFound } from '../../../server/private-response.ts';
import { functionsOverview, functionsVersion } from '../../../features/functions/functions.server.ts';

export const prerender = false;

/** The Functions tab: functions in date order with headcounts, venue choices, new replies (kept while its version holds). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const current = () => functionsVersion(db, user.id);
    return keptJson(context, await current(), current, () => functionsOverview(db, user.id));
  }),
);

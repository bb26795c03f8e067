import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { functionsOverview } from '../../../features/functions/functions.server.ts';

export const prerender = false;

/** The Functions tab: functions in date order with headcounts, venue choices, new replies. */
export const GET = requireUser((_context, user) =>
  orNotFound(async () => privateJson(await functionsOverview(db, user.id))));

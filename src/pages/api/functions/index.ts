import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, preparedJsonResponse } from '../../../server/private-response.ts';
import { functionsOverviewJson } from '../../../features/functions/functions.server.ts';

export const prerender = false;

/** The Functions tab: functions in date order with headcounts, venue choices, new replies. */
export const GET = requireUser((context, user) =>
  orNotFound(async () => preparedJsonResponse(context.request, await functionsOverviewJson(db, user.id))));

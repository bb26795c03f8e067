import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { budgetOverview } from '../../../features/money/index.server.ts';

export const prerender = false;

/** The Budget tab: the plan, every expense, and the functions and businesses to link them to. */
export const GET = requireUser((_context, user) => orNotFound(async () => privateJson(await budgetOverview(db, user.id))));

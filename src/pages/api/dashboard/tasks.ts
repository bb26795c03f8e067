import { db } from '../../../server/db/index.ts';
import { listPlanningTasks } from '../../../features/planning/index.server.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

export const GET = requireUser(async (_context, user) => privateJson({ tasks: await listPlanningTasks(db, user.id) }));

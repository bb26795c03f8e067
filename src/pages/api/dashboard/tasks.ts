import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { listPlanningTasks } from '../../../features/wedding/wedding.server.ts';
import { privateJson } from '../../../features/dashboard/dashboard.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  if (!locals.user) return privateJson({ error: 'Please sign in first.' }, 401);
  return privateJson({ tasks: await listPlanningTasks(db, locals.user.id) });
};

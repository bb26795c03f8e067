import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { loadChecklist } from '../../../features/planning/index.server.ts';
import { privateHeaders } from '../../../server/caching.ts';

export const prerender = false;

/** The signed-in couple's checklist ticks and custom items; signed out, just that. Private: the browser asks again on every use. */
export const GET: APIRoute = async ({ locals }) => {
  const headers = privateHeaders();
  if (!locals.user) return Response.json({ signedIn: false }, { headers });
  const data = await loadChecklist(db, locals.user.id);
  return Response.json({ signedIn: true, ...data }, { headers });
};

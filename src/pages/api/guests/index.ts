import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/guests/guests.server.ts';
import { privateJson } from '../../../features/dashboard/dashboard.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  if (!locals.user) return privateJson({ error: 'Please sign in first.' }, 401);
  return privateJson({ guests: await listGuests(db, locals.user.id) });
};

import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { guestCountOf } from '../../../features/planning/index.server.ts';
import { privateJson } from '../../../server/http.ts';

export const prerender = false;

/**
 * GET /api/guests/count — the size of the signed-in couple's guest list, for the estimates on
 * public (cached) listing pages; `{ count: null }` when no one is signed in. Never cached.
 */
export const GET: APIRoute = async ({ locals }) => {
  const user = locals.user;
  return privateJson({ count: user ? await guestCountOf(db, user.id) : null });
};

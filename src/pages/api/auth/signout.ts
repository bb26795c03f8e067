import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { deleteSessionCookie, invalidateSession } from '../../../server/auth/session.ts';

export const prerender = false;

/** Ends the session on the server and clears the cookie. */
export const POST: APIRoute = async ({ locals, cookies, url }) => {
  if (locals.session) await invalidateSession(db, locals.session.id);
  deleteSessionCookie(cookies, url.protocol === 'https:');
  return Response.json({ ok: true });
};

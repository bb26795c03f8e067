import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { unreadCount } from '../../features/marketplace/index.server.ts';
import { privateHeaders } from '../../server/caching.ts';

export const prerender = false;

/** Who is signed in (and their unread enquiry messages), for the header of static pages. Private: the browser asks again on every use. */
export const GET: APIRoute = async ({ locals }) => {
  const user = locals.user;
  return Response.json(
    user ? { user: { id: user.id, name: user.name, email: user.email, role: user.role }, unread: await unreadCount(db, user) } : { user: null, unread: 0 },
    { headers: privateHeaders() },
  );
};

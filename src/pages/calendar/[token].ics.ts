import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { icalResponse } from '../../lib/ical.ts';
import { businessCalendar, coupleCalendar, feedOwner } from '../../features/dashboard/index.server.ts';
import { calendarFeedHeaders, secretHeaders } from '../../server/caching.ts';

export const prerender = false;

/** An account's private calendar feed; an unknown or replaced token is a 404. */
export const GET: APIRoute = async ({ params }) => {
  const owner = await feedOwner(db, params.token ?? '');
  if (!owner) return new Response('Not found', { status: 404, headers: secretHeaders() });
  const body = owner.role === 'vendor' ? await businessCalendar(db, owner) : await coupleCalendar(db, owner);
  return icalResponse(body, { headers: calendarFeedHeaders() });
};

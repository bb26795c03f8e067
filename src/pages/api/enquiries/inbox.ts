import { db } from '../../../server/db/index.ts';
import { listInbox } from '../../../features/enquiries/threads.server.ts';
import { inboxQuery } from '../../../features/enquiries/enquiries.schema.ts';
import { privateJson, requireVendor } from '../../../server/http.ts';

export const prerender = false;

/** GET /api/enquiries/inbox?status=new&q=priya&page=2: one page of the business's inbox with its counts. */
export const GET = requireVendor(async ({ url }, user) => {
  const query = inboxQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return privateJson({ error: 'Invalid inbox query' }, 400);
  return privateJson(await listInbox(db, user.id, query.data));
});

import { db } from '../../../server/db/index.ts';
import { inboxVersion, listInbox } from '../../../features/marketplace/index.server.ts';
import { inboxQuery } from '../../../features/marketplace/index.server.ts';
import { privateJson, requireVendor } from '../../../server/http.ts';
import { privateAnswer } from '../../../server/caching.ts';

export const prerender = false;

/** GET /api/enquiries/inbox?status=new&q=priya&page=2: one page of the business's inbox with its counts (a 304 while the inbox's version holds). */
export const GET = requireVendor(async (context, user) => {
  const query = inboxQuery.safeParse(Object.fromEntries(context.url.searchParams));
  if (!query.success) return privateJson({ error: 'Invalid inbox query' }, 400);
  return privateAnswer(context, await inboxVersion(db, user.id), async () => privateJson(await listInbox(db, user.id, query.data)));
});

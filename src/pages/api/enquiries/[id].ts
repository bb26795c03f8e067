import { db } from '../../../server/db/index.ts';
import { getThread } from '../../../features/marketplace/index.server.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

/** GET /api/enquiries/{id}[?before=ISO&beforeId=id]: one thread, for its couple or its business only. */
export const GET = requireUser(async ({ params, url }, user) => {
  const at = url.searchParams.get('before');
  const id = url.searchParams.get('beforeId');
  const before = at && id && !Number.isNaN(Date.parse(at)) ? { at, id } : undefined;
  try {
    return privateJson(await getThread(db, user.id, String(params.id ?? '').slice(0, 64), before));
  } catch (error) {
    if (error instanceof NotFoundError) return privateJson({ error: error.message }, 404);
    throw error;
  }
});

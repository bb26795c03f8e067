import { db } from '../../../server/db/index.ts';
import { listShortlists } from '../../../features/catalogue/index.server.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

export const GET = requireUser(async (_context, user) => privateJson({ shortlists: await listShortlists(db, user.id) }));

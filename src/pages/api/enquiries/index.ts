import { db } from '../../../server/db/index.ts';
import { loadCoupleEnquiries } from '../../../features/marketplace/index.server.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

/** GET /api/enquiries: the signed-in couple's conversations and the quotes to compare, in the account's language. */
export const GET = requireUser(async (_context, user) => privateJson(await loadCoupleEnquiries(db, user.id, accountLocale(user))));

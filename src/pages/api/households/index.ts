import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, preparedJsonResponse } from '../../../server/private-response.ts';
import { householdsJson } from '../../../features/households/household-list.server.ts';
import { linkDeps } from '../../../features/rsvp/link-deps.server.ts';

export const prerender = false;

/** Households with their guests, invitations and RSVP links (kept per wedding, see household-list.server.ts). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => preparedJsonResponse(context.request, await householdsJson(db, user.id, await linkDeps()))));

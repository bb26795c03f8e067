import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { listHouseholds } from '../../../features/households/households.server.ts';
import { linkDeps } from '../../../features/rsvp/link-deps.server.ts';

export const prerender = false;

/** Households with their guests, invitations and RSVP links. */
export const GET = requireUser((_context, user) =>
  orNotFound(async () => privateJson(await listHouseholds(db, user.id, await linkDeps()))));

import { db } from '../../../server/db/index.ts';
import { privateJsonText, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { householdsJson } from '../../../features/households/household-list.server.ts';
import { linkDeps } from '../../../features/rsvp/link-deps.server.ts';

export const prerender = false;

/** Households with their guests, invitations and RSVP links. */
export const GET = requireUser((_context, user) =>
  orNotFound(async () => privateJsonText(await householdsJson(db, user.id, await linkDeps()))));

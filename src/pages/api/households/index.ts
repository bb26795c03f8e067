import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { keptJson, orNotFound } from '../../../server/private-response.ts';
import { householdsVersion, listHouseholds } from '../../../features/households/household-list.server.ts';
import { linkDeps } from '../../../features/rsvp/link-deps.server.ts';

export const prerender = false;

/** Households with their guests, invitations and RSVP links (kept while its version holds). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const deps = await linkDeps();
    const current = () => householdsVersion(db, user.id, deps);
    return keptJson(context, await current(), current, () => listHouseholds(db, user.id, deps));
  }),
);

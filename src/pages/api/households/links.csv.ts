import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../server/private-response.ts';
import { listHouseholds } from '../../../features/planning/index.server.ts';
import { invitationMessages } from '../../../features/planning/index.server.ts';
import { linksToCsv } from '../../../features/planning/index.server.ts';
import { linkDeps } from '../../../features/planning/index.server.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';

export const prerender = false;

/** Every household's RSVP link and WhatsApp link, for sending. */
export const GET = requireUser((_context, user) =>
  orNotFound(async () => {
    const data = await listHouseholds(db, user.id, await linkDeps());
    return privateCsv(linksToCsv(invitationMessages(data), accountLocale(user)), 'rsvp-links.csv');
  }),
);

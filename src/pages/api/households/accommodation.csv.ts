import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../server/private-response.ts';
import { accommodationList } from '../../../features/planning/index.server.ts';
import { accommodationToCsv } from '../../../features/planning/index.server.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';

export const prerender = false;

export const GET = requireUser((_context, user) =>
  orNotFound(async () => privateCsv(accommodationToCsv(await accommodationList(db, user.id), accountLocale(user)), 'accommodation.csv')),
);

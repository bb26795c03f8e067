import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../server/private-response.ts';
import { accommodationList } from '../../../features/planning/functions/functions.server.ts';
import { accommodationToCsv } from '../../../features/planning/functions/functions-csv.ts';

export const prerender = false;

export const GET = requireUser((_context, user) =>
  orNotFound(async () => privateCsv(accommodationToCsv(await accommodationList(db, user.id)), 'accommodation.csv')));

import { db } from '../../../../server/db/index.ts';
import { requireUser } from '../../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../../server/private-response.ts';
import { catererSheet } from '../../../../features/functions/functions.server.ts';
import { catererSheetToCsv, fileSlug } from '../../../../features/functions/functions-csv.ts';

export const prerender = false;

export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const sheet = await catererSheet(db, user.id, context.params.id ?? '');
    return privateCsv(catererSheetToCsv(sheet.function, sheet.headcount), `caterer-${fileSlug(sheet.function.name)}.csv`);
  }));

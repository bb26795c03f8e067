import { db } from '../../../../server/db/index.ts';
import { requireUser } from '../../../../server/http.ts';
import { keptPages } from '../../../../server/kept-page.ts';
import { orNotFound, privateCsv } from '../../../../server/private-response.ts';
import { catererSheet, catererSheetVersion } from '../../../../features/functions/functions.server.ts';
import { catererSheetToCsv, fileSlug } from '../../../../features/functions/functions-csv.ts';

export const prerender = false;

/** The caterer sheet as CSV, kept like the sheet's page while its version holds. */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const current = () => catererSheetVersion(db, user.id);
    const kept = keptPages.answer(context, await current(), current);
    if (kept) return kept;
    const sheet = await catererSheet(db, user.id, context.params.id ?? '');
    return privateCsv(catererSheetToCsv(sheet.function, sheet.headcount), `caterer-${fileSlug(sheet.function.name)}.csv`);
  }));

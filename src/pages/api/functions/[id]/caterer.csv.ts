import { db } from '../../../../server/db/index.ts';
import { requireUser } from '../../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../../server/private-response.ts';
import { privateAnswer } from '../../../../server/caching.ts';
import { catererSheet, catererSheetVersion, sideParam } from '../../../../features/planning/index.server.ts';
import { catererSheetToCsv, fileSlug } from '../../../../features/planning/index.server.ts';
import { requireWedding } from '../../../../features/planning/index.server.ts';
import { accountLocale } from '../../../../features/accounts/index.server.ts';

export const prerender = false;

/**
 * The caterer sheet as CSV, with the sheet's ETag: a 304 while its version holds.
 * `?side=bride|groom|both`: that side's people only, named in a last column and the file name.
 */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const side = sideParam(context.url.searchParams.get('side'));
    const wedding = await requireWedding(db, user.id);
    // The sheet is read first: a function that is not this couple's is a 404, never a 304.
    const sheet = await catererSheet(db, user.id, context.params.id ?? '', wedding, side);
    // The file's headings follow the account's language, and its rows the side: its version does too.
    const locale = accountLocale(user);
    const version = `${catererSheetVersion(wedding)}${locale === 'en' ? '' : `-${locale}`}${side ? `-${side}` : ''}`;
    const name = `caterer-${fileSlug(sheet.function.name)}${side ? `-${side}` : ''}.csv`;
    return privateAnswer(context, version, async () => privateCsv(catererSheetToCsv(sheet.function, sheet.headcount, locale, side), name));
  }),
);

import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/http.ts';
import { orNotFound, privateCsv } from '../../../server/private-response.ts';
import { budgetOverview } from '../../../features/money/index.server.ts';
import { budgetToCsv } from '../../../features/money/index.server.ts';

export const prerender = false;

export const GET = requireUser((_context, user) => orNotFound(async () => privateCsv(budgetToCsv(await budgetOverview(db, user.id)), 'budget.csv')));

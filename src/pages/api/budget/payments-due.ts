import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { listPaymentsDue } from '../../../features/money/index.server.ts';
import { todayInIndia } from '../../../lib/dates.ts';

export const prerender = false;

/** Balances due within 30 days (and overdue ones), soonest first. */
export const GET = requireUser((_context, user) => orNotFound(async () => privateJson({ payments: await listPaymentsDue(db, user.id, todayInIndia()) })));

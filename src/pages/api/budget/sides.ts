import { db } from '../../../server/db/index.ts';
import { privateJson, requireUser } from '../../../server/http.ts';
import { orNotFound } from '../../../server/private-response.ts';
import { budgetSides } from '../../../features/money/index.server.ts';

export const prerender = false;

/**
 * The budget by side: each side's quotes and payments and who owes whom, or with
 * `?side=bride|groom` that side's figures alone.
 */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const asked = new URL(context.request.url).searchParams.get('side');
    if (asked !== null && asked !== 'bride' && asked !== 'groom') return privateJson({ error: 'Side must be bride or groom' }, 400);
    return privateJson(await budgetSides(db, user.id, asked));
  }),
);

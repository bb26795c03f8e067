import { and, eq } from 'drizzle-orm';
import { db } from '../../../../server/db/index.ts';
import { weddingFunctions } from '../../../../server/db/schema.ts';
import { requireUser } from '../../../../server/http.ts';
import { orNotFound } from '../../../../server/private-response.ts';
import { secretHeaders } from '../../../../server/caching.ts';
import { NotFoundError } from '../../../../server/errors.ts';
import { icalResponse, toIcal } from '../../../../lib/ical.ts';
import { fileSlug, requireWedding } from '../../../../features/planning/index.server.ts';
import { coupleNames, functionEvent } from '../../../../features/dashboard/index.server.ts';

export const prerender = false;

/** One function as a `.ics` file to open in any calendar (the couple's own functions only). */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const wedding = await requireWedding(db, user.id);
    const [fn] = await db
      .select()
      .from(weddingFunctions)
      .where(and(eq(weddingFunctions.id, context.params.id ?? ''), eq(weddingFunctions.weddingProfileId, wedding.id)));
    const couple = coupleNames(wedding);
    const event = fn ? functionEvent(fn, couple, wedding.locale) : null;
    if (!fn || !event) throw new NotFoundError('This function has no date yet.');
    return icalResponse(toIcal({ name: couple, events: [event] }), {
      download: `${fileSlug(fn.name)}.ics`,
      headers: secretHeaders(),
    });
  }),
);

import { db } from '../../../../server/db/index.ts';
import { requireUser } from '../../../../server/http.ts';
import { orNotFound } from '../../../../server/private-response.ts';
import { householdLink } from '../../../../features/planning/index.server.ts';
import { qrSvg } from '../../../../features/planning/index.server.ts';
import { linkDeps } from '../../../../features/planning/index.server.ts';
import { privateHeaders } from '../../../../server/caching.ts';

export const prerender = false;

/** The household's RSVP link as a QR code, to print on its invitation card. */
export const GET = requireUser((context, user) =>
  orNotFound(async () => {
    const { name, link } = await householdLink(db, user.id, context.params.id ?? '', await linkDeps());
    const download = context.url.searchParams.has('download');
    return new Response(qrSvg(link, `RSVP link for ${name}`), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        ...privateHeaders(),
        ...(download ? { 'Content-Disposition': 'attachment; filename="rsvp-qr.svg"' } : {}),
      },
    });
  }),
);

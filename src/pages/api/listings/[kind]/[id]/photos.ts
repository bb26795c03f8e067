import type { APIRoute } from 'astro';
import { db } from '../../../../../server/db/index.ts';
import { DomainError } from '../../../../../server/errors.ts';
import { privateJson, requireUser } from '../../../../../server/http.ts';
import { consumeRateLimit } from '../../../../../server/rate-limit.ts';
import { parseListingKey, requireManagedListing } from '../../../../../features/catalogue/index.server.ts';
import { PhotoLimitError } from '../../../../../features/catalogue/index.server.ts';
import { UPLOADS_PER_HOUR, photoText } from '../../../../../features/catalogue/index.ts';
import { PhotoRejectedError } from '../../../../../features/catalogue/index.server.ts';
import { photoStorage } from '../../../../../features/catalogue/index.server.ts';
import { BodyTooLargeError, BusyError, readBodyCapped, uploadListingPhoto } from '../../../../../features/catalogue/index.server.ts';

export const prerender = false;

const HOUR = 60 * 60 * 1000;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return privateJson(body, status, headers);
}

/**
 * POST /api/listings/{vendor|venue}/{id}/photos with the picture's bytes as the body (any
 * Content-Type: the content decides). The middleware has already refused cross-site requests.
 * 201 with the new photo; 400/413/415 with `error` for the picture, 401/403/404 for access,
 * 409 for the listing's limits, 429 and 503 with Retry-After.
 */
export const POST: APIRoute = requireUser(async ({ params, request }, user) => {
  if (user.role !== 'vendor') return answer(403, { error: 'This is for vendors only.' });
  const ref = parseListingKey(`${params.kind}-${params.id}`);
  if (!ref) return answer(404, { error: 'There is no such listing.' });
  try {
    await requireManagedListing(db, user.id, ref);
  } catch (error) {
    if (error instanceof DomainError) return answer(error.code === 'NOT_FOUND' ? 404 : 403, { error: error.message });
    throw error;
  }
  const limit = await consumeRateLimit(db, `photos:upload:${user.id}`, UPLOADS_PER_HOUR, HOUR);
  if (!limit.allowed) return answer(429, { error: photoText.rateLimited }, { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) });
  try {
    const input = await readBodyCapped(request);
    const photo = await uploadListingPhoto(db, photoStorage(), ref, user.id, input);
    return answer(201, { photo });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413, { error: error.message });
    if (error instanceof PhotoRejectedError)
      return answer(error.reason === 'not-an-image' || error.reason === 'heic' ? 415 : 400, { error: error.message, reason: error.reason });
    if (error instanceof PhotoLimitError) return answer(error.status, { error: error.message });
    if (error instanceof BusyError) return answer(503, { error: error.message }, { 'Retry-After': '30' });
    throw error;
  }
});

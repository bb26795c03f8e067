// Browser side of GET /api/guests: the server answers a page at a time, this follows
// `nextCursor` until the whole list (at most GUEST_MAX_PER_WEDDING guests) is read.
import { getJson } from '../../../lib/get-json.ts';
import { GUEST_API_PAGE_SIZE, GUEST_MAX_PER_WEDDING, GUESTS_URL, type Guest } from './guests.ts';

type Page = { guests: Guest[]; nextCursor: string | null };

/** Every guest of the signed-in couple; throws with a readable reason like `getJson`. */
export async function fetchAllGuests(): Promise<{ guests: Guest[] }> {
  const all: Guest[] = [];
  let cursor: string | null = null;
  // Bounded by the cap, so a server that kept answering with a cursor cannot loop forever.
  for (let page = 0; page <= GUEST_MAX_PER_WEDDING / GUEST_API_PAGE_SIZE; page++) {
    const body: Page = await getJson<Page>(cursor ? `${GUESTS_URL}?cursor=${encodeURIComponent(cursor)}` : GUESTS_URL);
    all.push(...body.guests);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return { guests: all };
}

import { requireUser } from '../../server/http.ts';
import { secretHeaders } from '../../server/caching.ts';
import { feedDeps, renewFeed } from '../../features/dashboard/index.server.ts';

export const prerender = false;

/** The pages that show a calendar feed's address, where replacing it returns to. */
const RETURN_TO = new Set(['/dashboard/calendar', '/vendor-dashboard/calendar']);

/** Replaces the account's calendar feed address (a form post; the old address stops working). */
export const POST = requireUser(async ({ request }, user) => {
  const form = await request.formData().catch(() => null);
  const wanted = String(form?.get('returnTo') ?? '');
  const back = RETURN_TO.has(wanted) ? wanted : user.role === 'vendor' ? '/vendor-dashboard/calendar' : '/dashboard/calendar';
  await renewFeed(feedDeps(), user.id);
  return new Response(null, { status: 303, headers: { Location: `${back}?calendar=renewed`, ...secretHeaders() } });
});

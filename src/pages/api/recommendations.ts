import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { recommendVendors } from '../../features/budget/budget.server.ts';

export const prerender = false;

const query = z.object({ budget: z.coerce.number().min(0).max(1e12) });

/** Vendors for the home page's budget calculator: GET /api/recommendations?budget=<adjusted>. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = query.safeParse({ budget: url.searchParams.get('budget') ?? undefined });
  if (!parsed.success) {
    return Response.json({ error: 'budget must be a number of rupees, 0 or more' }, { status: 400 });
  }
  const vendors = await recommendVendors(parsed.data.budget);
  return Response.json(
    { vendors },
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
};

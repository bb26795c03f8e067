import type { APIRoute } from 'astro';

export const prerender = false;

/** Who is signed in, for the header of static pages. Never cached. */
export const GET: APIRoute = ({ locals }) => {
  const user = locals.user;
  return Response.json(
    user ? { user: { id: user.id, name: user.name, email: user.email, role: user.role } } : { user: null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};

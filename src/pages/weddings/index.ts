import type { APIRoute } from 'astro';

export const prerender = false;

/** One wedding concept: the wedding profile, edited on the dashboard's profile tab. */
export const GET: APIRoute = ({ redirect }) => redirect('/dashboard?tab=profile', 302);

import type { APIRoute } from 'astro';

export const prerender = false;

/** A couple has one wedding profile; its page is the dashboard's profile tab. */
export const GET: APIRoute = ({ redirect }) => redirect('/dashboard?tab=profile', 302);

import type { APIRoute } from 'astro';
import { endSession, privateJson } from '../../../server/http.ts';

export const prerender = false;

/** Ends the session on the server and clears the cookie. */
export const POST: APIRoute = async (context) => {
  await endSession(context);
  return privateJson({ ok: true });
};

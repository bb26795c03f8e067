import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { enquiryPrefill } from '../../../features/marketplace/index.server.ts';
import { privateJson } from '../../../server/http.ts';

export const prerender = false;

/** GET /api/enquiries/prefill: who is asking, and the form's starting values from their wedding profile. */
export const GET: APIRoute = async ({ locals }) => {
  const user = locals.user;
  if (!user) return privateJson({ signedIn: false, role: null, prefill: null });
  if (user.role !== 'customer') return privateJson({ signedIn: true, role: user.role, prefill: null });
  return privateJson({ signedIn: true, role: user.role, prefill: await enquiryPrefill(db, user) });
};

import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { catalogueReads } from '../../features/catalogue/public-reads.server.ts';

export const prerender = false;

/** See catalogueReads().recommendations in public-reads.server.ts (the node server answers it before the app). */
export const GET: APIRoute = ({ url, request }) => catalogueReads(db).recommendations(url, request.headers.get('accept-encoding'));

import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { catalogueReads } from '../../features/catalogue/index.server.ts';

export const prerender = false;

/** See catalogueReads().search in public-reads.server.ts. */
export const GET: APIRoute = ({ url }) => catalogueReads(db).search(url);

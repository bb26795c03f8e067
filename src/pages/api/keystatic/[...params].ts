// The editing interface's API (Keystatic): reads and writes content/ in local mode, or signs in
// with GitHub and commits in GitHub mode. Editors and administrators only; 404 for anyone else.
import type { APIRoute } from 'astro';
import { makeHandler } from '@keystatic/astro/api';
import config from '../../../../keystatic.config.ts';
import { canEdit } from '../../../server/auth/editor.ts';

export const prerender = false;

const handler = makeHandler({ config });

export const ALL: APIRoute = async (context) => {
  if (!canEdit(context.locals.user)) return new Response(null, { status: 404 });
  return handler(context);
};

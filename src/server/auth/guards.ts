// Authorisation helpers for actions and on-demand pages. Every private read or write goes
// through one of these, inside its own handler.
import { ActionError } from 'astro:actions';
import type { SessionUser } from './session.ts';

export function requireUser(locals: App.Locals): SessionUser {
  if (!locals.user) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please sign in first.' });
  return locals.user;
}

export function requireVendor(locals: App.Locals): SessionUser {
  const user = requireUser(locals);
  if (user.role !== 'vendor') throw new ActionError({ code: 'FORBIDDEN', message: 'This is for vendors only.' });
  return user;
}

export function requireAdmin(locals: App.Locals): SessionUser {
  const user = requireUser(locals);
  if (user.role !== 'admin') throw new ActionError({ code: 'FORBIDDEN', message: 'This is for administrators only.' });
  return user;
}

// Page guard for the admin area: a visitor is sent to sign in; anyone signed in who is not an
// admin gets the page's 403 (its text says why), never the data.
import type { AstroGlobal } from 'astro';

export function guardAdminPage(Astro: AstroGlobal): { redirect: Response } | { allowed: boolean } {
  if (!Astro.locals.user) return { redirect: Astro.redirect('/login') };
  const allowed = Astro.locals.user.role === 'admin';
  if (!allowed) Astro.response.status = 403;
  return { allowed };
}

// Page guard for the vendor area: no user → vendor sign-in; a signed-in user who is not a
// vendor is signed out first (the spec's rule), then sent to the vendor sign-in.
import type { AstroGlobal } from 'astro';
import { db } from '../../server/db/index.ts';
import { deleteSessionCookie, invalidateSession, type SessionUser } from '../../server/auth/session.ts';

export async function guardVendorPage(Astro: AstroGlobal): Promise<{ user: SessionUser } | { redirect: Response }> {
  const { user, session } = Astro.locals;
  if (!user) return { redirect: Astro.redirect('/LoginVendor') };
  if (user.role !== 'vendor') {
    if (session) await invalidateSession(db, session.id);
    deleteSessionCookie(Astro.cookies, Astro.url.protocol === 'https:');
    return { redirect: Astro.redirect('/LoginVendor') };
  }
  return { user };
}

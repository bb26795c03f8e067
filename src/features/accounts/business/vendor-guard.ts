// Page guard for the vendor area: anyone who is not a signed-in vendor is sent to the vendor
// sign-in. A GET never changes state, so a couple's session stays as it is (another site
// could otherwise sign people out with a link); signing in there as a vendor replaces it.
import type { AstroGlobal } from 'astro';
import type { SessionUser } from '../../../server/auth/session.ts';

export function guardVendorPage(Astro: AstroGlobal): { user: SessionUser } | { redirect: Response } {
  const { user } = Astro.locals;
  if (!user || user.role !== 'vendor') return { redirect: Astro.redirect('/LoginVendor') };
  return { user };
}

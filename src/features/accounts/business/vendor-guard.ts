// Page guard for the vendor area: anyone who is not a signed-in vendor is sent to the vendor
// sign-in. A GET never changes state, so a couple's session stays as it is (another site
// could otherwise sign people out with a link); signing in there as a vendor replaces it.
import type { AstroGlobal } from 'astro';
import type { SessionUser } from '../../../server/auth/session.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { accountLocale } from '../settings/language.ts';
import { vendorPagesMessages } from './messages.ts';

type VendorPage = { user: SessionUser; locale: Locale; t: ReturnType<typeof vendorPagesMessages.for> };

/** The signed-in vendor, with the language of their pages (the account's) and its texts. */
export function guardVendorPage(Astro: AstroGlobal): VendorPage | { redirect: Response } {
  const { user } = Astro.locals;
  if (!user || user.role !== 'vendor') return { redirect: Astro.redirect('/LoginVendor') };
  const locale = accountLocale(user);
  return { user, locale, t: vendorPagesMessages.for(locale) };
}

import { SITE_URL } from 'astro:env/server';
import { sendMail } from '../../../server/mail/mail.ts';
import { site } from '../../../lib/site.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { InvitationDeps } from './collaborators.server.ts';

/** Invitation mails go out through the site's mail, with links to the configured site address. */
export function invitationDeps(ip: string, locale: Locale): InvitationDeps {
  return { sendMail, origin: SITE_URL, brand: site.brand, ip, locale };
}

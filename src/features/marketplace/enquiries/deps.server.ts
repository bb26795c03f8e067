import { SITE_URL } from 'astro:env/server';
import { db } from '../../../server/db/index.ts';
import { sendMail } from '../../../server/mail/mail.ts';
import type { EnquiryDeps } from './notify.server.ts';

/** The app's database and mail, with links in e-mails built from SITE_URL (never the request's Host). */
export function enquiryDeps(): EnquiryDeps {
  return { db, sendMail, origin: SITE_URL };
}

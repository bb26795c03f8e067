import { SITE_URL } from 'astro:env/server';
import { db } from '../../../server/db/index.ts';
import { sendMail } from '../../../server/mail/mail.ts';
import type { MailDeps } from './email-tokens.server.ts';

/** Links in e-mails use the configured site address, never the request's Host header. */
export function mailDeps(): MailDeps {
  return { db, sendMail, origin: SITE_URL };
}

// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the message is
// written to the `outbox` table and its text logged, so a developer can follow links.
import { SMTP_URL } from 'astro:env/server';
import { db } from '../db/index.ts';
import { deliverMail, type MailMessage } from './deliver.ts';

export type { MailMessage } from './deliver.ts';

export function sendMail(message: MailMessage): Promise<void> {
  return deliverMail(db, message, SMTP_URL);
}

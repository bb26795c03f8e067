import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { site } from '../../lib/site.ts';

export type MailMessage = { to: string; subject: string; text: string };
export type SendMail = (message: MailMessage) => Promise<void>;

const transports = new Map<string, ReturnType<typeof nodemailer.createTransport>>();

/** Sends through SMTP when `smtpUrl` is given, else stores the message in the outbox. */
export async function deliverMail(db: Db, message: MailMessage, smtpUrl?: string): Promise<void> {
  if (smtpUrl) {
    let transport = transports.get(smtpUrl);
    if (!transport) {
      transport = nodemailer.createTransport(smtpUrl);
      transports.set(smtpUrl, transport);
    }
    await transport.sendMail({ from: `${site.brand} <${site.emails.support}>`, ...message });
    return;
  }
  await db.insert(outbox).values(message);
  console.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
}

/** A sender bound to one database, for domain functions that take their dependencies. */
export function outboxSender(db: Db, smtpUrl?: string): SendMail {
  return (message) => deliverMail(db, message, smtpUrl);
}

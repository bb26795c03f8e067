import type { Db } from '../../../server/db/client.ts';
import { contactMessages } from '../../../server/db/schema.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { DomainError } from '../../../server/errors.ts';
import { CONTACT_LIMIT, RATE_LIMITED_MESSAGE, type ContactInput } from './contact.ts';

/** Stores a contact message, at most CONTACT_LIMIT.perWindow per IP address per hour. */
export async function sendContactMessage(db: Db, input: ContactInput, ip: string, now = Date.now()): Promise<void> {
  const { allowed } = await consumeRateLimit(db, `contact:${ip}`, CONTACT_LIMIT.perWindow, CONTACT_LIMIT.windowMs, now);
  if (!allowed) throw new DomainError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  await db.insert(contactMessages).values({ ...input, ip });
}

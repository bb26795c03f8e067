import type { Db } from '../../../server/db/client.ts';
import { contactMessages } from '../../../server/db/schema.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { DomainError } from '../../../server/errors.ts';
import { CONTACT_LIMIT, RATE_LIMITED_MESSAGE, type ContactInput } from './contact.ts';

/**
 * Stores a contact message, at most CONTACT_LIMIT.perWindow per IP address per hour; past
 * that, refuses with `limitMessage` (the sender's language).
 */
export async function sendContactMessage(
  db: Db,
  input: ContactInput,
  ip: string,
  now = Date.now(),
  limitMessage: string = RATE_LIMITED_MESSAGE,
): Promise<void> {
  const { allowed } = await consumeRateLimit(db, `contact:${ip}`, CONTACT_LIMIT.perWindow, CONTACT_LIMIT.windowMs, now);
  if (!allowed) throw new DomainError('RATE_LIMITED', limitMessage);
  await db.insert(contactMessages).values({ ...input, ip });
}

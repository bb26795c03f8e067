import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { contactMessages } from '../../src/server/db/schema.ts';
import { sendContactMessage } from '../../src/features/content/contact/contact.server.ts';
import { CONTACT_LIMIT, RATE_LIMITED_MESSAGE } from '../../src/features/content/contact/contact.ts';
import { DomainError } from '../../src/server/errors.ts';

const message = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Venue question', message: 'Do you have venues in Goa?' };

describe('sendContactMessage', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('stores the message with the sender address', async () => {
    await sendContactMessage(t.db, message, '203.0.113.7');
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, ip: '203.0.113.7' });
  });

  it(`refuses the ${CONTACT_LIMIT.perWindow + 1}th message from one address within an hour`, async () => {
    const now = Date.UTC(2026, 0, 10, 10);
    for (let i = 0; i < CONTACT_LIMIT.perWindow; i++) await sendContactMessage(t.db, message, '203.0.113.7', now + i);
    await expect(sendContactMessage(t.db, message, '203.0.113.7', now + 10)).rejects.toBeInstanceOf(DomainError);
    await expect(sendContactMessage(t.db, message, '203.0.113.7', now + 11)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    // Another address is counted on its own.
    await sendContactMessage(t.db, message, '198.51.100.2', now + 11);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.ip, '203.0.113.7'))).toHaveLength(CONTACT_LIMIT.perWindow);
  });

  it('opens a new window after an hour', async () => {
    const now = Date.UTC(2026, 0, 10, 10);
    for (let i = 0; i < CONTACT_LIMIT.perWindow; i++) await sendContactMessage(t.db, message, '203.0.113.7', now);
    await sendContactMessage(t.db, message, '203.0.113.7', now + CONTACT_LIMIT.windowMs + 1);
    expect(await t.db.select().from(contactMessages)).toHaveLength(CONTACT_LIMIT.perWindow + 1);
  });
});

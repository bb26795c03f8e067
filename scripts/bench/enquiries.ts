// The inbox scenario of the benchmark: one business account with 10,000 conversations
// (plus others' conversations around them), so the inbox list endpoint is measured where
// a busy venue would be.
import type { InStatement } from '@libsql/client';
import type { Db } from '../../src/server/db/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { defaultNotificationSettings } from '../../src/server/db/schema.ts';

const STATUSES = ['new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn'] as const;
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Isha', 'Arjun', 'Priya', 'Sana', 'Dev'];
const LAST = ['Sharma', 'Iyer', 'Kapoor', 'Nair', 'Reddy', 'Mehta', 'Das', 'Khan', 'Patel', 'Rao'];

export const INBOX_CONVERSATIONS = 10_000;
const SETTINGS = JSON.stringify(defaultNotificationSettings);

/**
 * Adds a business owning venues 2 and 3 with `count` conversations from 500 couples,
 * spread over the last year and every status, and as many again for other listings.
 * Returns the business's session cookie.
 */
export async function seedInbox(db: Db, count = INBOX_CONVERSATIONS): Promise<string> {
  const business = `bench-business-${Date.now().toString(36)}`;
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO users (id, email, password_hash, name, role, notification_settings) VALUES (?, ?, 'x', 'Bench Banquets', 'vendor', ?)`,
      args: [business, `${business}@example.test`, SETTINGS],
    },
    { sql: 'UPDATE venues SET owner_user_id = ? WHERE id IN (2, 3)', args: [business] },
  ];
  const couples = Array.from({ length: 500 }, (_, k) => `${business}-couple-${k}`);
  for (const [k, id] of couples.entries()) {
    statements.push({
      sql: `INSERT INTO users (id, email, password_hash, name, notification_settings) VALUES (?, ?, 'x', ?, ?)`,
      args: [id, `${id}@example.test`, `${FIRST[k % FIRST.length]} ${LAST[k % LAST.length]}`, SETTINGS],
    });
  }
  const now = Date.now();
  const year = 365 * 24 * 60 * 60 * 1000;
  for (let k = 0; k < 2 * count; k++) {
    const ours = k < count;
    const couple = couples[k % couples.length]!;
    const name = `${FIRST[k % FIRST.length]} & ${FIRST[(k + 5) % FIRST.length]} ${LAST[k % LAST.length]}`;
    const at = now - Math.floor(((k * 7919) % count) * (year / count));
    const id = `${business}-c${k}`;
    statements.push(
      {
        sql: `INSERT INTO conversations (id, couple_user_id, listing_kind, listing_id, business_user_id, couple_name, functions, event_month, guest_count,
                status, last_message, last_activity_at, business_unread) VALUES (?, ?, 'venue', ?, ?, ?, '["wedding"]', '2027-02', 300, ?, ?, ?, ?)`,
        args: [
          id,
          couple,
          ours ? 2 + (k % 2) : 10 + (k % 200),
          ours ? business : null,
          name,
          STATUSES[k % STATUSES.length]!,
          'Is the lawn free in February?',
          at,
          k % 9 === 0 ? 1 : 0,
        ],
      },
      {
        sql: `INSERT INTO messages (id, conversation_id, author_side, body, created_at) VALUES (?, ?, 'couple', 'Is the lawn free in February?', ?)`,
        args: [`${id}-m`, id, at],
      },
    );
  }
  for (let i = 0; i < statements.length; i += 2000) await db.$client.batch(statements.slice(i, i + 2000), 'write');
  const { token } = await createSession(db, business);
  return `${SESSION_COOKIE}=${token}`;
}

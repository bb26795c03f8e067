// The inbox scenario of the benchmark: one business account with 10,000 conversations
// (plus others' conversations around them), so the inbox list endpoint is measured where
// a busy venue would be.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { conversations, defaultNotificationSettings, messages, users, venues } from '../../src/server/db/schema.ts';

const STATUSES = ['new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn'] as const;
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Isha', 'Arjun', 'Priya', 'Sana', 'Dev'];
const LAST = ['Sharma', 'Iyer', 'Kapoor', 'Nair', 'Reddy', 'Mehta', 'Das', 'Khan', 'Patel', 'Rao'];

export const INBOX_CONVERSATIONS = 10_000;
const QUESTION = 'Is the lawn free in February?';

/**
 * Adds a business owning venues 2 and 3 with `count` conversations from 500 couples,
 * spread over the last year and every status, and as many again for other listings.
 * Returns the business's session cookie.
 */
export async function seedInbox(db: Db, count = INBOX_CONVERSATIONS): Promise<string> {
  const business = `bench-business-${Date.now().toString(36)}`;
  const couples = Array.from({ length: 500 }, (_, k) => `${business}-couple-${k}`);
  const people: (typeof users.$inferInsert)[] = [
    {
      id: business,
      email: `${business}@example.test`,
      passwordHash: 'x',
      name: 'Bench Banquets',
      role: 'vendor',
      notificationSettings: defaultNotificationSettings,
    },
    ...couples.map((id, k) => ({
      id,
      email: `${id}@example.test`,
      passwordHash: 'x',
      name: `${FIRST[k % FIRST.length]} ${LAST[k % LAST.length]}`,
      notificationSettings: defaultNotificationSettings,
    })),
  ];
  const threads: (typeof conversations.$inferInsert)[] = [];
  const firstMessages: (typeof messages.$inferInsert)[] = [];
  const now = Date.now();
  const year = 365 * 24 * 60 * 60 * 1000;
  for (let k = 0; k < 2 * count; k++) {
    const ours = k < count;
    const at = new Date(now - Math.floor(((k * 7919) % count) * (year / count)));
    const id = `${business}-c${k}`;
    threads.push({
      id,
      coupleUserId: couples[k % couples.length]!,
      listingKind: 'venue',
      listingId: ours ? 2 + (k % 2) : 10 + (k % 200),
      businessUserId: ours ? business : null,
      coupleName: `${FIRST[k % FIRST.length]} & ${FIRST[(k + 5) % FIRST.length]} ${LAST[k % LAST.length]}`,
      functions: ['wedding'],
      eventMonth: '2027-02',
      guestCount: 300,
      status: STATUSES[k % STATUSES.length]!,
      lastMessage: QUESTION,
      lastActivityAt: at,
      businessUnread: k % 9 === 0 ? 1 : 0,
    });
    firstMessages.push({ id: `${id}-m`, conversationId: id, authorSide: 'couple', body: QUESTION, createdAt: at });
  }
  const chunks = <T>(rows: T[], size = 500) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  await db.batch([
    db.insert(users).values(people),
    db
      .update(venues)
      .set({ ownerUserId: business })
      .where(inArray(venues.id, [2, 3])),
  ]);
  for (const rows of chunks(threads)) await db.insert(conversations).values(rows);
  for (const rows of chunks(firstMessages)) await db.insert(messages).values(rows);
  const { token } = await createSession(db, business);
  return `${SESSION_COOKIE}=${token}`;
}

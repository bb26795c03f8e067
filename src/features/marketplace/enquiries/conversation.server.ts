// Loading one conversation and deciding which side the signed-in user is on. A user who
// is neither the couple nor the listing's business gets "not found", never a hint.
import type { InValue, ResultSet } from '@libsql/client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { conversations, type Conversation } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { enquiryText } from './enquiry-text.ts';
import { findListing, type Listing } from './listings.server.ts';
import type { ThreadFacts } from './notify.server.ts';

export type Side = 'couple' | 'business';
export type LoadedConversation = Conversation & { listing: Listing | undefined; side: Side };

/** The conversation as seen by `userId`, or NotFoundError when they are not one of its two parties. */
export async function loadConversation(db: Db, userId: string, conversationId: string, only?: Side): Promise<LoadedConversation> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  const side: Side | null = !row ? null : row.coupleUserId === userId ? 'couple' : row.businessUserId === userId ? 'business' : null;
  if (!row || !side || (only && only !== side)) throw new NotFoundError(enquiryText.notFound);
  return { ...row, side, listing: await findListing(db, row.listingKind, row.listingId) };
}

export function factsOf(c: LoadedConversation): ThreadFacts {
  return { ...c, listingName: c.listing?.name ?? 'The listing' };
}

/**
 * Runs the statements as one write transaction. Each state change is written as a guarded
 * first statement (an INSERT … SELECT … WHERE the state still allows it) followed by
 * statements that only act when that first row exists, so a change that lost a race
 * leaves everything as it was. (A batch, not an interactive transaction: those hold the
 * write lock across awaits and stall every other request of the process.)
 */
export function writeBatch(db: Db, statements: Write[]): Promise<ResultSet[]> {
  return db.$client.batch(
    statements.map((s) => {
      const { sql, params } = s.toSQL();
      return { sql, args: params as InValue[] };
    }),
    'write',
  );
}

/** A Drizzle insert, update or delete (built, not run: writeBatch runs it). */
export type Write = { toSQL(): { sql: string; params: unknown[] } };

/** The other side's unread counter, as the key of a conversation update. */
export const unreadColumnOf = (side: Side) => (side === 'couple' ? 'coupleUnread' : 'businessUnread');
export const otherSide = (side: Side): Side => (side === 'couple' ? 'business' : 'couple');

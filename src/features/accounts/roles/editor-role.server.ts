// The editor role, granted and removed by administrators at /admin/accounts. Only a couple's
// account becomes an editor (and back): a business keeps its listings, an administrator stays one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users, type UserRole } from '../../../server/db/schema.ts';

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}

/** The roles the control switches between. */
export const SWITCHABLE_ROLES: readonly UserRole[] = ['customer', 'editor'];

/** Accounts whose e-mail contains `query` (all of them without one), editors first, at most `limit`. */
export async function findAccounts(db: Db, query: string, limit = 50): Promise<AccountRow[]> {
  const needle = query.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(needle ? sql`instr(${users.email}, ${needle}) > 0` : undefined)
    .orderBy(users.email)
    .limit(limit);
  return rows.sort((a, b) => Number(b.role === 'editor') - Number(a.role === 'editor'));
}

/** Grants or removes the editor role; false when the account is not one the control may switch. */
export async function setEditorRole(db: Db, userId: string, editor: boolean): Promise<boolean> {
  const result = await db
    .update(users)
    .set({ role: editor ? 'editor' : 'customer' })
    .where(and(eq(users.id, userId), inArray(users.role, [...SWITCHABLE_ROLES])));
  return result.rowsAffected === 1;
}

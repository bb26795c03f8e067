// The editor role: administrators switch a couple's account to editor and back at /admin/accounts;
// businesses and administrators keep their roles, and only editors and administrators may edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { users } from '../../src/server/db/schema.ts';
import { findAccounts, setEditorRole } from '../../src/features/accounts/roles/editor-role.server.ts';
import { canEdit } from '../../src/server/auth/editor.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values([
    { id: 'couple', email: 'asha@example.test', passwordHash: 'x', role: 'customer' },
    { id: 'business', email: 'photos@example.test', passwordHash: 'x', role: 'vendor' },
    { id: 'admin', email: 'admin@example.test', passwordHash: 'x', role: 'admin' },
  ]);
});
afterAll(() => t.cleanup());

const roleOf = async (id: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('the editor role', () => {
  it('is granted to a couple’s account and removed again', async () => {
    expect(await setEditorRole(t.db, 'couple', true)).toBe(true);
    expect(await roleOf('couple')).toBe('editor');
    expect(await setEditorRole(t.db, 'couple', false)).toBe(true);
    expect(await roleOf('couple')).toBe('customer');
  });

  it('never changes a business or an administrator', async () => {
    expect(await setEditorRole(t.db, 'business', true)).toBe(false);
    expect(await setEditorRole(t.db, 'admin', false)).toBe(false);
    expect(await roleOf('business')).toBe('vendor');
    expect(await roleOf('admin')).toBe('admin');
  });

  it('lists accounts by a part of their e-mail, editors first', async () => {
    await setEditorRole(t.db, 'couple', true);
    expect((await findAccounts(t.db, 'PHOTOS')).map((a) => a.email)).toEqual(['photos@example.test']);
    expect((await findAccounts(t.db, '')).map((a) => a.email)).toEqual(['asha@example.test', 'admin@example.test', 'photos@example.test']);
    expect(await findAccounts(t.db, 'nobody')).toEqual([]);
  });

  it('lets editors and administrators edit, nobody else', () => {
    expect(canEdit({ role: 'editor' })).toBe(true);
    expect(canEdit({ role: 'admin' })).toBe(true);
    expect(canEdit({ role: 'customer' })).toBe(false);
    expect(canEdit({ role: 'vendor' })).toBe(false);
    expect(canEdit(null)).toBe(false);
  });
});

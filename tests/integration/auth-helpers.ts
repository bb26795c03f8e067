import type { TestDb } from '../setup/db.ts';

/** The token of the newest e-mailed link to `path` in the outbox. */
export async function lastLinkToken(t: TestDb, path: string): Promise<string> {
  const rows = await t.db.$client.execute('SELECT text FROM outbox ORDER BY id DESC LIMIT 1');
  const text = String(rows.rows[0]?.text ?? '');
  const match = new RegExp(`/${path}\\?token=([a-z0-9]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[1]!;
}

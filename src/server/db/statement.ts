// Hand-written SELECTs (list pages, search, inbox) keep their `?` text and argument list, and
// run through Drizzle like any other query: `db.all(statement(text, args))`, or inside
// `db.batch([...])` with other reads, which is one round trip to Turso.
import { sql, type SQL } from 'drizzle-orm';

export type Statement = { sql: string; args: unknown[] };

/** A hand-written SELECT built from filters: its text and the values of its `?`s, in order. */
export type SqlStatement = { sql: string; args: (string | number)[] };

/** A row of a hand-written SELECT, keyed by column name. */
export type Row = Record<string, string | number | bigint | null | ArrayBuffer | Uint8Array>;

/**
 * `text` with each `?` bound to the next of `args`, as Drizzle SQL. The texts are the app's own
 * (every value is an argument), so a `?` is always a parameter.
 */
export function statement(text: string, args: readonly unknown[]): SQL;
export function statement(text: Statement): SQL;
export function statement(text: string | Statement, args: readonly unknown[] = []): SQL {
  if (typeof text !== 'string') return statement(text.sql, text.args);
  const pieces = text.split('?');
  if (pieces.length - 1 !== args.length) throw new Error(`statement: ${pieces.length - 1} parameters, ${args.length} arguments`);
  const query = sql.empty();
  pieces.forEach((piece, i) => {
    query.append(sql.raw(piece));
    if (i < args.length) query.append(sql`${args[i]}`);
  });
  return query;
}

// Queries built once per database and kept prepared. Drizzle builds a query's SQL anew on every
// call, and for a wide select that costs more than running it: at 100,000 venues the venue
// page's venue read took 1.07 ms, of which 0.18 ms was SQLite. A kept query is built with
// sql.placeholder() for what changes between calls and run with their values.
import { SQLiteTransaction } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.ts';

type Prepared = { all(values?: Record<string, unknown>): unknown };

const kept = new WeakMap<Db, Map<string, Prepared>>();

/**
 * The query `name` over `db`, made by `build` on first use. `name` must tell apart every
 * shape `build` can make. Inside a transaction it is built each time (a transaction is short-lived).
 */
export function keptQuery<Q extends Prepared>(db: Db, name: string, build: (db: Db) => Q): Q {
  if (db instanceof SQLiteTransaction) return build(db);
  let queries = kept.get(db);
  if (!queries) kept.set(db, (queries = new Map()));
  let query = queries.get(name) as Q | undefined;
  if (!query) queries.set(name, (query = build(db)));
  return query;
}

// The hottest public reads (list pages, their counts and covers, the gallery) skip
// @libsql/client's execute, which prepares every statement again, asks for its columns twice
// and builds each row property by property: for a page of twelve venues that is ~0.36 ms of a
// core against ~0.1 ms here. On a local file they run on a second, query-only connection that
// keeps its prepared statements (bounded); a remote database (Turso) goes through the client.
// Reads only: the connection refuses writes, and it sees what other connections committed.
import { BetterSQLiteSession } from 'drizzle-orm/better-sqlite3/session';
import { BaseSQLiteDatabase, SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import Database from 'libsql';
import { localFileOf, type Db } from './client.ts';

export type Row = Record<string, string | number | bigint | null | ArrayBuffer | Uint8Array>;
export type Statement = { sql: string; args: (string | number | bigint | null)[] };

/** The read connection's page cache, in KiB. */
export const READER_CACHE_KIB = 64 * 1024;

/** How many prepared statements a connection keeps (list queries come in a few hundred shapes). */
const KEPT_STATEMENTS = 500;

class Reader {
  private readonly connection: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  /** The query builder over this connection (see readDb). */
  drizzle: Db | null = null;
  constructor(file: string) {
    this.connection = new Database(file);
    this.connection.exec('PRAGMA query_only = 1');
    this.connection.exec('PRAGMA busy_timeout = 5000');
    // 64 MiB of pages instead of SQLite's 2 MiB: the list and search indexes of a large
    // catalogue stay in this connection's cache instead of being read again from the OS for
    // every query (at 100,000 venues a filtered list page took 1.7 ms, now 1.0 ms).
    this.connection.exec(`PRAGMA cache_size = -${READER_CACHE_KIB}`);
  }

  /** The kept statement for `sql`, prepared on first use (the oldest is dropped beyond KEPT_STATEMENTS). */
  prepare(sql: string): Database.Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.connection.prepare(sql);
      if (this.statements.size >= KEPT_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  all(statement: Statement): Row[] {
    return this.prepare(statement.sql).raw(false).all(statement.args) as Row[];
  }
}

/**
 * Drizzle's synchronous SQLite session over the reader's kept statements: the same query
 * builder and row mapping as the app's connection, without preparing each statement again.
 * Each use sets the statement's row shape (arrays for the builder's mapped selects, objects
 * otherwise), since a kept statement is shared. Writes are refused by the connection.
 */
function drizzleOver(reader: Reader): Db {
  const client = {
    prepare(sql: string) {
      const statement = reader.prepare(sql);
      return {
        raw: () => ({
          all: (...args: unknown[]) => statement.raw(true).all(...args),
          get: (...args: unknown[]) => statement.raw(true).get(...args),
        }),
        all: (...args: unknown[]) => statement.raw(false).all(...args),
        get: (...args: unknown[]) => statement.raw(false).get(...args),
        run: (...args: unknown[]) => statement.run(...args),
      };
    },
  };
  const dialect = new SQLiteSyncDialect();
  const session = new BetterSQLiteSession(client as never, dialect, undefined);
  // Awaiting a synchronous query gives its rows, as awaiting the app's asynchronous one does.
  return new BaseSQLiteDatabase('sync', dialect, session as never, undefined) as unknown as Db;
}

/**
 * The query builder for reads of committed data on the hot paths (public detail pages, the
 * signed-in reads every page makes): over the query-only connection with kept statements
 * where the database is a local file, else `db` itself. Not for reads inside a transaction
 * (it does not see the transaction's own writes) nor for writes.
 */
export function readDb(db: Db): Db {
  const reader = readerOf(db);
  if (!reader) return db;
  return (reader.drizzle ??= drizzleOver(reader));
}

const readers = new WeakMap<Db, Reader | null>();

function readerOf(db: Db): Reader | null {
  let reader = readers.get(db);
  if (reader === undefined) {
    const file = localFileOf(db);
    try {
      reader = file ? new Reader(file) : null;
    } catch (error) {
      console.error('Fast reads unavailable, reading through the client:', error);
      reader = null;
    }
    readers.set(db, reader);
  }
  return reader;
}

/**
 * A number that changes whenever any connection commits to the database: SQLite's
 * `PRAGMA data_version` on the query-only connection (which never writes itself). Null where
 * there is no such connection (a remote database): nothing can then be kept by it.
 */
export function dataVersion(db: Db): number | null {
  const reader = readerOf(db);
  if (!reader) return null;
  try {
    const [row] = reader.all({ sql: 'PRAGMA data_version', args: [] });
    return row ? Number(row.data_version) : null;
  } catch {
    return null;
  }
}

/** The rows of a SELECT, as objects keyed by column name (integers as numbers). */
export async function readRows(db: Db, statement: Statement): Promise<Row[]> {
  const reader = readerOf(db);
  if (reader) {
    try {
      return reader.all(statement);
    } catch (error) {
      // A busy or damaged second connection must not fail the page: the client can still read.
      if (!/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(String(error))) throw error;
    }
  }
  return (await db.$client.execute(statement)).rows as unknown as Row[];
}

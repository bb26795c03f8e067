// The hottest public reads (list pages, their counts and covers, the gallery) skip
// @libsql/client's execute, which prepares every statement again, asks for its columns twice
// and builds each row property by property: for a page of twelve venues that is ~0.36 ms of a
// core against ~0.1 ms here. On a local file they run on a second, query-only connection that
// keeps its prepared statements (bounded); a remote database (Turso) goes through the client.
// Reads only: the connection refuses writes, and it sees what other connections committed.
import Database from 'libsql';
import { localFileOf, type Db } from './client.ts';

export type Row = Record<string, string | number | bigint | null | ArrayBuffer | Uint8Array>;
export type Statement = { sql: string; args: (string | number | null)[] };

/** How many prepared statements a connection keeps (list queries come in a few hundred shapes). */
const KEPT_STATEMENTS = 500;

class Reader {
  private readonly connection: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  constructor(file: string) {
    this.connection = new Database(file);
    this.connection.exec('PRAGMA query_only = 1');
    this.connection.exec('PRAGMA busy_timeout = 5000');
  }

  all(statement: Statement): Row[] {
    let prepared = this.statements.get(statement.sql);
    if (!prepared) {
      prepared = this.connection.prepare(statement.sql);
      if (this.statements.size >= KEPT_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(statement.sql, prepared);
    }
    return prepared.all(statement.args) as Row[];
  }
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

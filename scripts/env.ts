import { openDb, DEFAULT_DATABASE_URL, type Db } from '../src/server/db/client.ts';

/** The database named by DATABASE_URL (default: the local file; openDb makes its folder). */
export function scriptDb(): Db {
  return openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, process.env.DATABASE_AUTH_TOKEN);
}

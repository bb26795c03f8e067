import { mkdirSync } from 'node:fs';
import { openDb, DEFAULT_DATABASE_URL, type Db } from '../src/server/db/client.ts';

/** The database named by DATABASE_URL (default: the local file), creating its folder. */
export function scriptDb(): Db {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
    mkdirSync(dir, { recursive: true });
  }
  return openDb(url, process.env.DATABASE_AUTH_TOKEN);
}

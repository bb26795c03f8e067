// Starts the end-to-end run from a fresh database file.
import { rmSync } from 'node:fs';

const url = process.env.DATABASE_URL ?? 'file:data/e2e.db';
if (url.startsWith('file:')) {
  const path = url.slice('file:'.length);
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

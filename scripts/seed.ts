import type { Db } from '../src/server/db/client.ts';

export type SeedOptions = { scale: number };

/** Fills an empty, migrated database with the deterministic demo catalogue. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  void db;
  void options;
}

// Migrates the database and seeds it with demo data when it has none.
import { count } from 'drizzle-orm';
import { migrateDb } from '../src/server/db/migrate.ts';
import { cities } from '../src/server/db/schema.ts';
import { seedDatabase } from './seed.ts';
import { scriptDb } from './env.ts';

const db = scriptDb();
await migrateDb(db);
const [row] = await db.select({ n: count() }).from(cities);
if (!row || row.n === 0) {
  console.log('Empty database: seeding demo data…');
  await seedDatabase(db, { scale: 1 });
}
console.log('Database ready.');
db.$client.close();

import { migrateDb } from '../src/server/db/migrate.ts';
import { scriptDb } from './env.ts';

const db = scriptDb();
await migrateDb(db);
console.log('Database migrated.');
db.$client.close();

import { openDb } from '../src/server/db/client.ts';
import { createSession } from '../src/server/auth/session.ts';
import { users } from '../src/server/db/schema.ts';
import { like } from 'drizzle-orm';
const db = openDb('file:data/bench.db');
const [u] = await db.select().from(users).where(like(users.email, 'bench-wedding-%'));
const { token } = await createSession(db, u!.id);
console.log(token);

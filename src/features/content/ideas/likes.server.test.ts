import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../tests/setup/db.ts';
import { users } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { countLikes, getLikeState, setIdeaLike } from './likes.server.ts';

let t: TestDb;
const published = new Set(['mehendi-decor-ideas', 'goa-beach-wedding']);

async function newUser(email: string): Promise<string> {
  const [user] = await t.db.insert(users).values({ email, name: 'Test', passwordHash: 'x' }).returning();
  return user!.id;
}

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

describe('idea likes', () => {
  it('toggles one like per user and counts every user', async () => {
    const asha = await newUser('asha@example.test');
    const ravi = await newUser('ravi@example.test');

    expect(await setIdeaLike(t.db, asha, 'mehendi-decor-ideas', published)).toEqual({ count: 1, liked: true });
    expect(await setIdeaLike(t.db, asha, 'mehendi-decor-ideas', published, true)).toEqual({ count: 1, liked: true });
    expect(await setIdeaLike(t.db, ravi, 'mehendi-decor-ideas', published)).toEqual({ count: 2, liked: true });
    expect(await getLikeState(t.db, 'mehendi-decor-ideas', null)).toEqual({ count: 2, liked: false });

    expect(await setIdeaLike(t.db, asha, 'mehendi-decor-ideas', published)).toEqual({ count: 1, liked: false });
    expect(await getLikeState(t.db, 'mehendi-decor-ideas', ravi)).toEqual({ count: 1, liked: true });
    expect(await countLikes(t.db, published)).toEqual({ 'mehendi-decor-ideas': 1, 'goa-beach-wedding': 0 });
  });

  it('refuses ideas that are not published', async () => {
    const user = await newUser('meera@example.test');
    await expect(setIdeaLike(t.db, user, 'winter-wedding-colour-palettes', published)).rejects.toBeInstanceOf(NotFoundError);
    expect(await getLikeState(t.db, 'winter-wedding-colour-palettes', user)).toEqual({ count: 0, liked: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../tests/setup/db.ts';
import { galleryPhotos } from '../../../server/db/schema.ts';
import { galleryPageJson, listGalleryPhotos } from './gallery.server.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  const base = Date.UTC(2026, 10, 1);
  await t.db.insert(galleryPhotos).values(
    Array.from({ length: 30 }, (_, i) => ({
      title: `Photo ${i}`,
      imageUrl: `/art/gallery/${i}.svg`,
      // Two photos share each timestamp, so the id must break ties.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  );
});
afterAll(() => t.cleanup());

describe('listGalleryPhotos', () => {
  it('pages through every photo newest first, without repeats or gaps', async () => {
    const first = await listGalleryPhotos(t.db, { limit: 12 });
    expect(first.photos).toHaveLength(12);
    expect(first.nextCursor).not.toBeNull();
    const second = await listGalleryPhotos(t.db, { limit: 12, cursor: first.nextCursor });
    const third = await listGalleryPhotos(t.db, { limit: 12, cursor: second.nextCursor });
    expect(third.photos).toHaveLength(6);
    expect(third.nextCursor).toBeNull();

    const all = [...first.photos, ...second.photos, ...third.photos];
    expect(new Set(all.map((p) => p.id)).size).toBe(30);
    const times = all.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('galleryPageJson', () => {
  it('answers the page listGalleryPhotos reads, a new photo at once', async () => {
    const first = await galleryPageJson(t.db, null);
    expect(JSON.parse(first)).toEqual(await listGalleryPhotos(t.db));
    expect(await galleryPageJson(t.db, null)).toBe(first);
    await t.db.insert(galleryPhotos).values({ title: 'Newest haldi', imageUrl: '/art/gallery/new.svg', createdAt: new Date(Date.UTC(2026, 10, 20)) });
    const after = JSON.parse(await galleryPageJson(t.db, null)) as { photos: { title: string }[] };
    expect(after.photos[0]!.title).toBe('Newest haldi');
    const cursor = after.photos.length ? (JSON.parse(first) as { nextCursor: string }).nextCursor : null;
    expect(JSON.parse(await galleryPageJson(t.db, cursor))).toEqual(await listGalleryPhotos(t.db, { cursor }));
  });
});

// Photos for /gallery, spread over the two years before the base date.
import type { galleryPhotos } from '../../src/server/db/schema.ts';
import { artIndex, artUrl } from '../../src/features/catalogue/art/art.ts';
import { GALLERY_CATEGORIES, GALLERY_PHOTOS } from './data.ts';
import { daysBefore, int, reseed } from './random.ts';

export function galleryRows(): (typeof galleryPhotos.$inferInsert)[] {
  // Interleave the categories so the newest-first masonry mixes them.
  const rows: (typeof galleryPhotos.$inferInsert)[] = [];
  const perCategory = Math.max(...GALLERY_CATEGORIES.map((c) => GALLERY_PHOTOS[c].length));
  for (let i = 0; i < perCategory; i++) {
    for (const category of GALLERY_CATEGORIES) {
      const photo = GALLERY_PHOTOS[category][i];
      if (!photo) continue;
      const id = rows.length + 1;
      reseed('gallery', id);
      rows.push({
        id,
        title: photo[0],
        imageUrl: artUrl('gallery', artIndex(id, 11)),
        category,
        description: photo[1],
        createdAt: daysBefore((perCategory * GALLERY_CATEGORIES.length - id) * 14 + int(0, 10)),
      });
    }
  }
  return rows;
}

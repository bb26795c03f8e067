// Photo categories from the content collection, in the editors' order.
import { getCollection, type CollectionEntry } from 'astro:content';

export type PhotoCategory = CollectionEntry<'photoCategories'>;

export const photoMessages = {
  noPhotos: 'No photos found',
  noCategories: 'No categories found',
} as const;

export async function getPhotoCategories(): Promise<PhotoCategory[]> {
  return (await getCollection('photoCategories')).sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name));
}

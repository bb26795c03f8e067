// Gallery masonry rules and the paging cursor; browser-safe.

export const GALLERY_PAGE_SIZE = 24;
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export const galleryMessages = {
  loading: 'Loading gallery...',
  empty: 'No photos found in the gallery.',
  failed: (message: string) => `Failed to load gallery photos: ${message}`,
  unexpected: 'An unexpected error occurred while loading gallery photos.',
} as const;

export interface GalleryPhoto {
  id: number;
  title: string;
  imageUrl: string;
  category: string | null;
  description: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface GalleryPage {
  photos: GalleryPhoto[];
  nextCursor: string | null;
}

/** 4 columns by default, 3 up to 1100 px wide, 2 up to 700, 1 up to 500. */
export function columnsForWidth(width: number): number {
  if (width <= 500) return 1;
  if (width <= 700) return 2;
  if (width <= 1100) return 3;
  return 4;
}

/** Deals items into columns left to right, so reading order stays newest first across each row. */
export function distributeIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const result: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => result[index % count]!.push(item));
  return result;
}

/** Newest first: the cursor is the last photo's creation time and id. */
export function encodeCursor(photo: Pick<GalleryPhoto, 'createdAt' | 'id'>): string {
  return `${photo.createdAt}_${photo.id}`;
}

export function decodeCursor(cursor: string): { createdAt: number; id: number } | null {
  const match = /^(\d{1,15})_(\d{1,12})$/.exec(cursor);
  if (!match) return null;
  return { createdAt: Number(match[1]), id: Number(match[2]) };
}

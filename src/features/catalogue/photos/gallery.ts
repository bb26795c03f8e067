// Gallery masonry rules and the paging cursor; browser-safe.
import type { PhotoImage } from './media.ts';

export const GALLERY_PAGE_SIZE = 24;
/** The first page in the HTML: enough to fill the first screen, small enough to keep the HTML light. */
export const GALLERY_FIRST_PAGE_SIZE = 12;

export interface GalleryPhoto {
  id: number;
  title: string;
  imageUrl: string;
  category: string | null;
  description: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** A business's own photo (tagged to a gallery category): its variants and the page it comes from. */
  listing?: { href: string; photo: PhotoImage };
}

/** Editorial photos and uploaded ones are numbered separately; this tells them apart. */
export function galleryKey(photo: Pick<GalleryPhoto, 'id' | 'listing'>): string {
  return `${photo.listing ? 'p' : 'e'}${photo.id}`;
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

/**
 * Newest first: the cursor is the last photo's creation time and id, `p` marking an uploaded
 * photo. On equal times uploaded photos come first, then each kind by id, highest first.
 */
export function encodeCursor(photo: Pick<GalleryPhoto, 'createdAt' | 'id' | 'listing'>): string {
  return `${photo.createdAt}_${photo.listing ? 'p' : ''}${photo.id}`;
}

export type GalleryCursor = { createdAt: number; id: number; listing: boolean };

export function decodeCursor(cursor: string): GalleryCursor | null {
  const match = /^(\d{1,15})_(p?)(\d{1,12})$/.exec(cursor);
  if (!match) return null;
  return { createdAt: Number(match[1]), id: Number(match[3]), listing: match[2] === 'p' };
}

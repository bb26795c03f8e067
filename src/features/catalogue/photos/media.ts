// Addresses of stored photo variants. A variant is named by the content hash of the upload,
// its width and its format, and nothing else: no file name ever reaches a URL or a disk.
import { FORMAT_TYPES, PHOTO_FORMATS, type PhotoFormat } from './photo-rules.ts';

/** What a page needs to draw one photo. */
export type PhotoImage = {
  /** Content hash (32 hex characters). */
  key: string;
  /** Size of the largest variant, after rotation. */
  width: number;
  height: number;
  /** Widths that exist, ascending. */
  widths: number[];
  /** A tiny blurred preview, as a data: URI. */
  placeholder: string;
  alt: string;
};

const NAME = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg)$/;

export function variantName(key: string, width: number, format: PhotoFormat): string {
  return `${key}-${width}.${format}`;
}

export function mediaUrl(key: string, width: number, format: PhotoFormat): string {
  return `/media/${variantName(key, width, format)}`;
}

/** The parts of a variant name, or null for anything else (so nothing else is looked up). */
export function parseVariantName(name: string): { key: string; width: number; format: PhotoFormat; contentType: string } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const format = match[3] as PhotoFormat;
  if (!PHOTO_FORMATS.includes(format)) return null;
  return { key: match[1]!, width: Number(match[2]), format, contentType: FORMAT_TYPES[format] };
}

/** How wide a detail page draws its first photo (ListingGallery), also for the <head> preload (HeroPreload). */
export const HERO_PHOTO_SIZES = '(min-width: 1152px) 1120px, calc(100vw - 2rem)';

export function photoSrcset(photo: Pick<PhotoImage, 'key' | 'widths'>, format: PhotoFormat): string {
  return photo.widths.map((w) => `${mediaUrl(photo.key, w, format)} ${w}w`).join(', ');
}

/** The JPEG closest to `wanted` pixels wide, for the `src` fallback. */
export function fallbackSrc(photo: Pick<PhotoImage, 'key' | 'widths'>, wanted: number): string {
  const width = photo.widths.find((w) => w >= wanted) ?? photo.widths[photo.widths.length - 1]!;
  return mediaUrl(photo.key, width, 'jpg');
}

/** Height of the variant `width` pixels wide, as the server rounds it. */
export function heightAt(photo: Pick<PhotoImage, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

/** A photo as its owner manages it. */
export type OwnerPhoto = PhotoImage & {
  id: number;
  position: number;
  isCover: boolean;
  galleryCategory: string | null;
  hidden: boolean;
  reportCount: number;
};

/** A photo as the public pages show it. */
export type PublicPhoto = PhotoImage & { id: number };

// Turns an uploaded file into the variants the site serves. The file's name and declared type
// are never consulted: sharp reads the header of the bytes themselves, the size is checked
// before a single pixel is decoded, and every output is written without metadata (sharp
// drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them, and it is never asked).
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  FORMAT_TYPES,
  LARGEST_WIDTH,
  MAX_ASPECT_RATIO,
  MAX_PIXELS,
  MIN_HEIGHT,
  MIN_WIDTH,
  VARIANT_WIDTHS,
  photoText,
  type PhotoFormat,
} from './photo-rules.ts';
import { variantName } from './media.ts';

// No cache of decoded images between requests: memory stays flat under many uploads.
sharp.cache(false);

export type PhotoRejection = 'not-an-image' | 'heic' | 'damaged' | 'too-many-pixels' | 'too-small' | 'bad-shape' | 'empty';

export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';
  readonly reason: PhotoRejection;
  constructor(reason: PhotoRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}

export type VariantFile = { name: string; contentType: string; data: Buffer };

export type ProcessedPhoto = {
  /** Content hash of the upload, 32 hex characters: the name every variant starts with. */
  key: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: VariantFile[];
  /** Bytes of every variant together. */
  bytes: number;
};

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Low efforts keep a 12-megapixel photo within the processing bar on a small machine: on
  // photo-like pictures AVIF effort 1 and WebP effort 2 take a fraction of the time of higher
  // efforts for files barely larger (bench-results/ has the figures). AVIF quality 50 looks like JPEG 80.
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 72, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export function contentKey(input: Uint8Array): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 32);
}

/** Widths to write for a picture `width` pixels wide: the standard ones below it, and its own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, LARGEST_WIDTH));
  return [...new Set(widths)].sort((a, b) => a - b);
}

type Header = { width: number; height: number };

/** Reads only the header: which format the bytes really are, and how big they claim to be. */
async function inspect(input: Buffer): Promise<Header> {
  if (input.length === 0) throw new PhotoRejectedError('empty', photoText.emptyFile);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejectedError('not-an-image', photoText.notAnImage);
  }
  const format = meta.format as string | undefined;
  if (format === 'heif' && meta.compression !== 'av1') throw new PhotoRejectedError('heic', photoText.heic);
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format)) {
    throw new PhotoRejectedError('not-an-image', photoText.notAnImage);
  }
  if (!meta.width || !meta.height) throw new PhotoRejectedError('damaged', photoText.damaged);
  // EXIF orientations 5 to 8 swap the sides.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width * height > MAX_PIXELS) throw new PhotoRejectedError('too-many-pixels', photoText.tooManyPixels(width, height));
  if (width < MIN_WIDTH || height < MIN_HEIGHT) throw new PhotoRejectedError('too-small', photoText.tooSmall(width, height));
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) throw new PhotoRejectedError('bad-shape', photoText.badShape);
  return { width, height };
}

/**
 * Decodes (at most MAX_PIXELS), rotates upright, flattens onto white, and writes every
 * width in AVIF, WebP and JPEG, plus a tiny WebP placeholder as a data URI.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const header = await inspect(input);
  const key = contentKey(input);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // One decode: upright, sRGB, no alpha, at most the largest width; every variant starts from these pixels.
    base = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: Math.min(header.width, LARGEST_WIDTH), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw new PhotoRejectedError('too-many-pixels', photoText.tooManyPixels(header.width, header.height));
    }
    throw new PhotoRejectedError('damaged', photoText.damaged);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const widths = variantWidths(base.info.width);
  const from = (width: number) => sharp(base.data, raw).resize({ width, withoutEnlargement: true });

  const jobs = widths.flatMap((width) =>
    (Object.keys(ENCODERS) as PhotoFormat[]).map(async (format): Promise<VariantFile> => ({
      name: variantName(key, width, format),
      contentType: FORMAT_TYPES[format],
      data: await ENCODERS[format](from(width)).toBuffer(),
    })),
  );
  const placeholderJob = sharp(base.data, raw).resize({ width: 16 }).blur(0.6).webp({ quality: 40, effort: 4 }).toBuffer();
  const [files, placeholder] = await Promise.all([Promise.all(jobs), placeholderJob]);
  return {
    key,
    width: base.info.width,
    height: base.info.height,
    widths,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    files,
    bytes: files.reduce((sum, file) => sum + file.data.length, 0),
  };
}

/**
 * Processing keeps most of a core busy for a long while, so each server process works on one
 * photo at a time and keeps a short queue; beyond it, uploads are asked to come back later
 * instead of piling up memory.
 */
export class ProcessingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  constructor(concurrency = 1, maxWaiting = 8) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** Runs `work` when a slot is free; null when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export const processingQueue = new ProcessingQueue();

// Photo processing time: one 12-megapixel JPEG (4000 × 3000, with EXIF) through every
// variant, as an upload would be processed. Median of several runs.
import { rmSync } from 'node:fs';
import type { Db } from '../../src/server/db/client.ts';
import { listingPhotos } from '../../src/server/db/schema.ts';
import { localPhotoStorage } from '../../src/features/catalogue/photos/photo-storage.server.ts';
import { processPhoto } from '../../src/features/catalogue/photos/process-photo.server.ts';
import { photoLikeJpeg } from '../../tests/setup/photo-fixtures.ts';
import { markdownTable, verdict } from './markdown.ts';
import { kb, median } from './stats.ts';

export const PROCESSING_BAR_MS = 2000;

export type ProcessingFigures = { megapixels: number; inputBytes: number; outputBytes: number; variants: number; runsMs: number[]; medianMs: number };

export async function measurePhotoProcessing(runs = 3): Promise<ProcessingFigures> {
  const input = await photoLikeJpeg(4000, 3000, { gps: true });
  const runsMs: number[] = [];
  let last: Awaited<ReturnType<typeof processPhoto>> | undefined;
  // One warm-up, so the figure is not the cost of loading the codecs.
  await processPhoto(await photoLikeJpeg(800, 600));
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await processPhoto(input);
    runsMs.push(Math.round(performance.now() - started));
  }
  return { megapixels: 12, inputBytes: input.length, outputBytes: last!.bytes, variants: last!.files.length, runsMs, medianMs: median(runsMs) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measurePhotoProcessing(Number(process.argv[2] ?? 3));
  console.log(JSON.stringify(figures));
}

/**
 * Gives vendor `vendorId` of the bench database `count` photos with alt text, processed and
 * stored like uploads, so its page measures a real portfolio. Returns the vendor page's path.
 */
export async function seedBenchPhotos(db: Db, dir: string, vendorId: number, count = 12): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  const storage = localPhotoStorage(dir);
  const colours = ['#b4533a', '#3a6cb4', '#5a8a3c', '#a33a8c', '#c9a227', '#2f7f7a'];
  for (let i = 0; i < count; i++) {
    // Landscape and portrait, as a real portfolio mixes them.
    const [width, height] = i % 3 === 2 ? [1600, 2400] : [2400, 1600];
    const photo = await processPhoto(await photoLikeJpeg(width, height, { seedColour: colours[i % colours.length]! }));
    await Promise.all(photo.files.map((file) => storage.put(file.name, file.data, file.contentType)));
    await db.insert(listingPhotos).values({
      vendorId,
      storageKey: photo.key,
      width: photo.width,
      height: photo.height,
      variantWidths: photo.widths,
      bytes: photo.bytes,
      placeholder: photo.placeholder,
      alt: `Wedding work ${i + 1}: a couple and their families during the celebrations`,
      position: i,
      isCover: i === 0,
    });
  }
  return `/vendors/${vendorId}`;
}

/** The processing figure as a markdown section of the dated record, and its summary line. */
export function photosMarkdown(p: ProcessingFigures): { markdown: string; summary: string } {
  const summary = `Photo processing: median ${p.medianMs} ms (bar ≤ ${PROCESSING_BAR_MS} ms), ${verdict(p.medianMs <= PROCESSING_BAR_MS)}`;
  const markdown = [
    '## Photo processing',
    '',
    `One ${p.megapixels}-megapixel JPEG through every variant, as an upload is processed.`,
    '',
    markdownTable(
      ['Input', 'Variants', 'Output', 'Runs', 'Median', 'Bar', 'Status'],
      [
        [
          kb(p.inputBytes),
          p.variants,
          kb(p.outputBytes),
          p.runsMs.map((ms) => `${ms} ms`).join(', '),
          `${p.medianMs} ms`,
          `≤ ${PROCESSING_BAR_MS} ms`,
          verdict(p.medianMs <= PROCESSING_BAR_MS),
        ],
      ],
    ),
    '',
  ].join('\n');
  return { markdown, summary };
}

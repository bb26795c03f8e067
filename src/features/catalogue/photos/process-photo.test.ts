import { describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { GPS_FIXTURE, gpsLatitudeBytes, photoLikeJpeg, pngBomb } from '../../../../tests/setup/photo-fixtures.ts';
import { PhotoRejectedError, ProcessingQueue, processPhoto, variantWidths } from './process-photo.server.ts';
import { photoText } from './photo-rules.ts';
import { parseVariantName } from './media.ts';

async function rejection(input: Buffer): Promise<PhotoRejectedError> {
  try {
    await processPhoto(input);
  } catch (error) {
    if (error instanceof PhotoRejectedError) return error;
    throw error;
  }
  throw new Error('The picture was accepted');
}

describe('variant widths', () => {
  it('never upscales: a narrow photo stops at its own width', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 768, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 768, 1024, 1600]);
    expect(variantWidths(900)).toEqual([320, 640, 768, 900]);
    expect(variantWidths(320)).toEqual([320]);
  });
});

describe('processPhoto', () => {
  it('writes every width in AVIF, WebP and JPEG, named by content hash, with a placeholder', async () => {
    const input = await photoLikeJpeg(2000, 1500);
    const photo = await processPhoto(input);
    expect(photo.key).toMatch(/^[0-9a-f]{32}$/);
    expect(photo.widths).toEqual([320, 640, 768, 1024, 1600]);
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(photo.files.map((f) => f.name).sort()).toEqual(photo.widths.flatMap((w) => ['avif', 'webp', 'jpg'].map((ext) => `${photo.key}-${w}.${ext}`)).sort());
    for (const file of photo.files) {
      const parsed = parseVariantName(file.name)!;
      const meta = await sharp(file.data).metadata();
      expect(meta.width).toBe(parsed.width);
      expect({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[parsed.format]).toBe(meta.format);
      expect(file.contentType).toBe(parsed.contentType);
    }
    expect(photo.bytes).toBe(photo.files.reduce((sum, f) => sum + f.data.length, 0));
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(photo.placeholder.length).toBeLessThan(600);
    // The same bytes give the same key; other bytes another.
    expect((await processPhoto(input)).key).toBe(photo.key);
    expect((await processPhoto(await photoLikeJpeg(2000, 1500, { seedColour: '#3a53b4' }))).key).not.toBe(photo.key);
  });

  it('strips all metadata: no EXIF, GPS, XMP, IPTC or ICC profile in any variant', async () => {
    const input = await photoLikeJpeg(1200, 900, { gps: true });
    // The fixture really carries the location.
    const before = await sharp(input).metadata();
    expect(gpsLatitudeBytes().some((bytes) => before.exif!.includes(bytes))).toBe(true);
    expect(before.exif!.includes(Buffer.from(GPS_FIXTURE.camera))).toBe(true);

    const photo = await processPhoto(input);
    expect(photo.files).toHaveLength(15);
    for (const file of photo.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.xmp, file.name).toBeUndefined();
      expect(meta.iptc, file.name).toBeUndefined();
      expect(meta.icc, file.name).toBeUndefined();
      expect(file.data.includes(Buffer.from('Exif\0\0')), file.name).toBe(false);
      for (const bytes of gpsLatitudeBytes()) expect(file.data.includes(bytes), file.name).toBe(false);
      expect(file.data.includes(Buffer.from(GPS_FIXTURE.camera)), file.name).toBe(false);
      expect(file.data.includes(Buffer.from('MandapFixture')), file.name).toBe(false);
    }
  });

  it('turns the picture upright by its EXIF orientation before dropping the tag', async () => {
    // Stored 1200 wide and 800 high, to be shown turned a quarter: 800 wide, 1200 high.
    const photo = await processPhoto(await photoLikeJpeg(1200, 800, { orientation: 6 }));
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    const largest = photo.files.find((f) => f.name.endsWith('-800.jpg'))!;
    const meta = await sharp(largest.data).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([800, 1200, undefined]);
  });

  it('accepts PNG, WebP and AVIF by their content, whatever they are called', async () => {
    const base = sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } });
    for (const input of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer(), await base.clone().avif().toBuffer()]) {
      const photo = await processPhoto(input);
      expect(photo.widths).toEqual([320, 640, 700]);
    }
  });

  it('refuses a text file renamed to .jpg with a clear message', async () => {
    const error = await rejection(Buffer.from('This is not a photo, just text saved as holiday.jpg\n'.repeat(50)));
    expect(error.reason).toBe('not-an-image');
    expect(error.message).toBe(photoText.notAnImage);
  });

  it('refuses an SVG, a GIF and an empty file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>');
    expect((await rejection(svg)).reason).toBe('not-an-image');
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ccc' } })
      .gif()
      .toBuffer();
    expect((await rejection(gif)).reason).toBe('not-an-image');
    expect((await rejection(Buffer.alloc(0))).message).toBe(photoText.emptyFile);
  });

  it('refuses an image bomb (30,000 × 30,000 pixels in a small file) from its header, without decoding it', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const error = await rejection(bomb);
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe(photoText.tooManyPixels(30_000, 30_000));
    // Decoding would need gigabytes; refusing needs next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated picture as damaged', async () => {
    const jpeg = await photoLikeJpeg(1000, 800);
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    expect(error.reason).toBe('damaged');
    expect(error.message).toBe(photoText.damaged);
  });

  it('refuses pictures too small or of an extreme shape', async () => {
    const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    expect((await rejection(small)).message).toBe(photoText.tooSmall(300, 300));
    const strip = await sharp({ create: { width: 3000, height: 500, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    expect((await rejection(strip)).message).toBe(photoText.badShape);
  });
});

describe('ProcessingQueue', () => {
  it('runs one job at a time and turns away work beyond its queue', async () => {
    const queue = new ProcessingQueue(1, 1);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    // Each job runs until the test lets it finish, so what overlaps is decided here, not by timing.
    const job = (name: string) =>
      queue.run(async () => {
        started.push(name);
        await new Promise<void>((resolve) => finish.set(name, resolve));
        return name;
      });
    const first = job('first');
    const second = job('second');
    const third = job('third');
    expect(started).toEqual(['first']);
    expect(await third).toBeNull();
    finish.get('first')!();
    expect(await first).toBe('first');
    await vi.waitFor(() => expect(started).toEqual(['first', 'second']));
    finish.get('second')!();
    expect(await second).toBe('second');
    const fourth = job('fourth');
    expect(started).toEqual(['first', 'second', 'fourth']);
    finish.get('fourth')!();
    expect(await fourth).toBe('fourth');
  });
});

// Pictures made on the spot for tests and the benchmark: a photo-like JPEG with GPS in its
// EXIF, and a "bomb" PNG that claims enormous dimensions in a few hundred kilobytes.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where the test photo claims to have been taken: the Gateway of India. */
export const GPS_FIXTURE = { latitude: '18/1 55/1 2004/100', longitude: '72/1 50/1 1040/100', camera: 'MandapTestCam' };

/** The GPS latitude of GPS_FIXTURE as EXIF stores it (rationals, both byte orders): finding it means the location leaked. */
export function gpsLatitudeBytes(): Buffer[] {
  const values = [18, 1, 55, 1, 2004, 100];
  const le = Buffer.alloc(24);
  const be = Buffer.alloc(24);
  values.forEach((v, i) => {
    le.writeUInt32LE(v, i * 4);
    be.writeUInt32BE(v, i * 4);
  });
  return [le, be];
}

/** A textured, photo-like JPEG (noise over a colour gradient), `width` × `height`. */
export async function photoLikeJpeg(
  width: number,
  height: number,
  options: { seedColour?: string; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 45 } } })
    .blur(1.2)
    .png({ compressionLevel: 0 })
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: options.seedColour ?? '#b4533a' } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: GPS_FIXTURE.camera, Model: 'Field Unit 7', Software: 'MandapFixture' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: GPS_FIXTURE.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: GPS_FIXTURE.longitude,
      },
    });
  }
  const jpeg = await image.toBuffer();
  if (!options.orientation) return jpeg;
  // withMetadata keeps what is there (the GPS too) and sets the orientation tag.
  return sharp(jpeg).withMetadata({ orientation: options.orientation }).jpeg({ quality: 90 }).toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid PNG of `size` × `size` black pixels (1-bit greyscale), every row deflated: 30,000 ×
 * 30,000 is 900 megapixels in about 110 KB, which decoded to RGB would take 2.7 GB.
 */
export function pngBomb(size = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(size / 8);
  const idat = deflateSync(Buffer.alloc(row * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

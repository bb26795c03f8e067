import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localPhotoStorage, photoStorageConfig } from './photo-storage.server.ts';
import { fallbackSrc, heightAt, mediaUrl, parseVariantName, photoSrcset } from './media.ts';

const dir = mkdtempSync(join(tmpdir(), 'mandap-photos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const key = '0123456789abcdef0123456789abcdef';

describe('variant names', () => {
  it('accepts only <32 hex>-<width>.<avif|webp|jpg> and gives the right type', () => {
    expect(parseVariantName(`${key}-640.webp`)).toEqual({ key, width: 640, format: 'webp', contentType: 'image/webp' });
    expect(parseVariantName(`${key}-1600.jpg`)?.contentType).toBe('image/jpeg');
    expect(parseVariantName(`${key}-320.avif`)?.contentType).toBe('image/avif');
    for (const bad of [
      `${key}-640.png`,
      `${key}-640.jpeg`,
      `${key.toUpperCase()}-640.jpg`,
      `../${key}-640.jpg`,
      `${key}-640.jpg/..`,
      `holiday-640.jpg`,
      `${key}-64000.jpg`,
      `${key}-640.jpg\0.txt`,
    ]) {
      expect(parseVariantName(bad), bad).toBeNull();
    }
  });

  it('builds srcset and fallback from the widths that exist', () => {
    const photo = { key, widths: [320, 640, 900], width: 900, height: 600 };
    expect(photoSrcset(photo, 'avif')).toBe(`/media/${key}-320.avif 320w, /media/${key}-640.avif 640w, /media/${key}-900.avif 900w`);
    expect(fallbackSrc(photo, 500)).toBe(mediaUrl(key, 640, 'jpg'));
    expect(fallbackSrc(photo, 2000)).toBe(mediaUrl(key, 900, 'jpg'));
    expect(heightAt(photo, 320)).toBe(213);
  });
});

describe('local photo storage', () => {
  const storage = localPhotoStorage(dir);

  it('stores, reads and deletes a variant under its hash', async () => {
    const name = `${key}-640.webp`;
    expect(await storage.get(name)).toBeNull();
    await storage.put(name, new Uint8Array([1, 2, 3]), 'image/webp');
    const stored = await storage.get(name);
    expect([...stored!.data]).toEqual([1, 2, 3]);
    expect(stored!.contentType).toBe('image/webp');
    expect(readdirSync(join(dir, '01'))).toEqual([name]);
    await storage.delete(name);
    expect(await storage.get(name)).toBeNull();
    await storage.delete(name);
  });

  it('refuses any other name before touching the disk', async () => {
    for (const bad of ['../../etc/passwd', `../${key}-640.webp`, 'IMG_2041.jpg', `${key}-640.svg`]) {
      await expect(storage.put(bad, new Uint8Array([1]), 'image/jpeg'), bad).rejects.toThrow('Not a photo variant name');
      await expect(storage.get(bad), bad).rejects.toThrow('Not a photo variant name');
    }
  });
});

describe('storage configuration', () => {
  it('is a local folder by default and Netlify Blobs when asked', () => {
    expect(photoStorageConfig({})).toEqual({ kind: 'local', dir: 'data/photos' });
    expect(photoStorageConfig({ PHOTO_STORAGE: 'local', PHOTO_STORAGE_DIR: 'data/e2e-photos' })).toEqual({ kind: 'local', dir: 'data/e2e-photos' });
    expect(photoStorageConfig({ PHOTO_STORAGE: 'netlify-blobs' })).toEqual({ kind: 'netlify-blobs', storeName: 'mandap-photos' });
    expect(() => photoStorageConfig({ PHOTO_STORAGE: 's3' })).toThrow(/local or netlify-blobs/);
  });
});

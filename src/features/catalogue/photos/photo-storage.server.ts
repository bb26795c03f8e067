// Where photo variants live: one interface, two places. A folder under data/ for `npm start`
// and the tests; a Netlify Blobs store in production. Names are checked against the variant
// pattern before either is touched, so nothing but `<hash>-<width>.<format>` is ever read or written.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';
import { parseVariantName } from './media.ts';

export type StoredVariant = { data: Uint8Array; contentType: string };

export interface PhotoStorage {
  readonly kind: 'local' | 'netlify-blobs';
  put(name: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The variant, or null when there is none by that name. */
  get(name: string): Promise<StoredVariant | null>;
  delete(name: string): Promise<void>;
}

export type PhotoStorageConfig = { kind: 'local'; dir: string } | { kind: 'netlify-blobs'; storeName: string };

function checkedName(name: string) {
  const parsed = parseVariantName(name);
  if (!parsed) throw new Error('Not a photo variant name');
  return parsed;
}

/** Files under `dir`, in sub-folders by the first two characters of the hash. */
export function localPhotoStorage(dir: string): PhotoStorage {
  const root = resolve(dir);
  const pathOf = (name: string) => {
    const { key } = checkedName(name);
    return { folder: join(root, key.slice(0, 2)), file: join(root, key.slice(0, 2), name) };
  };
  return {
    kind: 'local',
    async put(name, data) {
      const { folder, file } = pathOf(name);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(name) {
      const { contentType } = checkedName(name);
      try {
        return { data: await readFile(pathOf(name).file), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(pathOf(name).file, { force: true });
    },
  };
}

/** A site-wide Netlify Blobs store (not tied to one deploy, so photos outlive redeploys). */
export function netlifyPhotoStorage(storeName: string): PhotoStorage {
  const store = getStore({ name: storeName, consistency: 'strong' });
  return {
    kind: 'netlify-blobs',
    async put(name, data, contentType) {
      checkedName(name);
      const body = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
      await store.set(name, body, { metadata: { contentType } });
    },
    async get(name) {
      const { contentType } = checkedName(name);
      const data = await store.get(name, { type: 'arrayBuffer' });
      return data === null ? null : { data: new Uint8Array(data), contentType };
    },
    async delete(name) {
      checkedName(name);
      await store.delete(name);
    },
  };
}

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.kind === 'netlify-blobs' ? netlifyPhotoStorage(config.storeName) : localPhotoStorage(config.dir);
}

export const DEFAULT_PHOTO_DIR = 'data/photos';
export const DEFAULT_BLOB_STORE = 'mandap-photos';

/**
 * Reads the configuration: `PHOTO_STORAGE` is `local` (default) or `netlify-blobs`;
 * `PHOTO_STORAGE_DIR` is the local folder; `PHOTO_BLOB_STORE` names the Netlify store.
 */
export function photoStorageConfig(env: {
  PHOTO_STORAGE?: string | undefined;
  PHOTO_STORAGE_DIR?: string | undefined;
  PHOTO_BLOB_STORE?: string | undefined;
}): PhotoStorageConfig {
  if (env.PHOTO_STORAGE === 'netlify-blobs') return { kind: 'netlify-blobs', storeName: env.PHOTO_BLOB_STORE || DEFAULT_BLOB_STORE };
  if (env.PHOTO_STORAGE && env.PHOTO_STORAGE !== 'local') throw new Error(`PHOTO_STORAGE must be local or netlify-blobs, not ${env.PHOTO_STORAGE}`);
  return { kind: 'local', dir: env.PHOTO_STORAGE_DIR || DEFAULT_PHOTO_DIR };
}

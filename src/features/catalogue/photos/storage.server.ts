// The site's photo storage, as configured (see the README's configuration table).
import { PHOTO_BLOB_STORE, PHOTO_STORAGE, PHOTO_STORAGE_DIR } from 'astro:env/server';
import { createPhotoStorage, photoStorageConfig, type PhotoStorage } from './photo-storage.server.ts';

let storage: PhotoStorage | undefined;

/** Created on first use: a Netlify store can only be opened inside a function's request. */
export function photoStorage(): PhotoStorage {
  storage ??= createPhotoStorage(photoStorageConfig({ PHOTO_STORAGE, PHOTO_STORAGE_DIR, PHOTO_BLOB_STORE }));
  return storage;
}

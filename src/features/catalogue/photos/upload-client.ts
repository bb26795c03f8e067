// Sends one file to the upload endpoint with XMLHttpRequest, which (unlike fetch) reports
// upload progress. Browser only.
import type { OwnerPhoto } from './media.ts';
import { photoText, type ListingKind } from './photo-rules.ts';

export type UploadOutcome = { ok: true; photo: OwnerPhoto } | { ok: false; error: string };

export function uploadUrl(listing: { kind: ListingKind; id: number }): string {
  return `/api/listings/${listing.kind}/${listing.id}/photos`;
}

export function sendPhoto(
  url: string,
  file: Blob,
  handlers: { onProgress: (fraction: number) => void; onSent: () => void },
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    // The server reads the bytes, never the declared type.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) handlers.onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => handlers.onSent());
    xhr.addEventListener('load', () => {
      const body = xhr.response as { photo?: OwnerPhoto; error?: string } | null;
      if (xhr.status === 201 && body?.photo) resolve({ ok: true, photo: body.photo });
      else resolve({ ok: false, error: body?.error || (xhr.status === 413 ? photoText.fileTooLarge : photoText.uploadFailed) });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, error: photoText.uploadFailed }));
    xhr.addEventListener('abort', () => resolve({ ok: false, error: 'Upload cancelled.' }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Moves the item at `from` to `to`, returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

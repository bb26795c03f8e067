// Uploads of the owner's photos: checked for size and room first, then sent a few at a time
// with their progress shown, each row saying how it went.
import { useRef, useState } from 'react';
import type { OwnerPhoto } from './media.ts';
import { MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, photoText, type ListingKind } from './photo-rules.ts';
import { sendPhoto, uploadUrl } from './upload-client.ts';

export type Upload = {
  id: number;
  name: string;
  file: File;
  progress: number;
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  error?: string;
};

/** Uploads at once; the server processes one photo at a time anyway. */
const PARALLEL_UPLOADS = 2;

let nextUploadId = 1;

type Options = {
  listing: { kind: ListingKind; id: number };
  /** A photo the server has stored and processed. */
  onUploaded: (photo: OwnerPhoto, name: string) => void;
};

export function usePhotoUploads({ listing, onUploaded }: Options) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const waiting = useRef<Upload[]>([]);
  const running = useRef(0);

  function patchUpload(id: number, patch: Partial<Upload>) {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
  }

  /** Starts waiting uploads while fewer than PARALLEL_UPLOADS are on their way. */
  function pump() {
    while (running.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const upload = waiting.current.shift()!;
      running.current++;
      void start(upload).finally(() => {
        running.current--;
        pump();
      });
    }
  }

  async function start(upload: Upload) {
    patchUpload(upload.id, { status: 'uploading' });
    const outcome = await sendPhoto(uploadUrl(listing), upload.file, {
      onProgress: (fraction) => patchUpload(upload.id, { progress: fraction }),
      onSent: () => patchUpload(upload.id, { progress: 1, status: 'processing' }),
    });
    if (outcome.ok) {
      patchUpload(upload.id, { status: 'done', progress: 1 });
      onUploaded(outcome.photo, upload.name);
    } else {
      patchUpload(upload.id, { status: 'failed', error: outcome.error });
    }
  }

  /** Queues the files that fit; `photoCount` is how many photos the listing has now. */
  function addFiles(files: FileList | File[], photoCount: number) {
    const list = [...files];
    if (list.length === 0) return;
    const pending = uploads.filter((u) => u.status !== 'done' && u.status !== 'failed').length;
    let room = MAX_PHOTOS_PER_LISTING - photoCount - pending;
    const added: Upload[] = list.map((file) => {
      const base = { id: nextUploadId++, name: file.name || 'Photo', file, progress: 0 };
      if (file.size > MAX_UPLOAD_BYTES) return { ...base, status: 'failed', error: photoText.fileTooLarge };
      if (file.size === 0) return { ...base, status: 'failed', error: photoText.emptyFile };
      if (room <= 0) return { ...base, status: 'failed', error: photoText.tooManyPhotos };
      room--;
      return { ...base, status: 'waiting' };
    });
    setUploads((current) => [...current.filter((u) => u.status !== 'done'), ...added]);
    waiting.current.push(...added.filter((u) => u.status === 'waiting'));
    pump();
  }

  const dismiss = (id: number) => setUploads((list) => list.filter((u) => u.id !== id));

  return { uploads, addFiles, dismiss };
}

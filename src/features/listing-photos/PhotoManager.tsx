import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../lib/toast.ts';
import { actionFieldErrors } from '../../lib/form-errors.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { mediaUrl, heightAt, type OwnerPhoto } from './media.ts';
import {
  ACCEPTED_TYPES,
  ALT_MAX,
  GALLERY_CATEGORIES,
  MAX_PHOTOS_PER_LISTING,
  MAX_UPLOAD_BYTES,
  altTextProblem,
  photoText,
  type ListingKind,
} from './photo-rules.ts';
import { moveItem, sendPhoto, uploadUrl } from './upload-client.ts';

type Listing = { kind: ListingKind; id: number; name: string; href: string };

type Upload = {
  id: number;
  name: string;
  file: File;
  progress: number;
  status: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
  error?: string;
};

type Props = { listing: Listing; initialPhotos: OwnerPhoto[] };

/** Uploads at once; the server processes one photo at a time anyway. */
const PARALLEL_UPLOADS = 2;

let nextUploadId = 1;

/** The owner's photos of one listing: upload, order, cover, alt text, gallery category, delete. */
export default function PhotoManager({ listing, initialPhotos }: Props) {
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<OwnerPhoto[]>(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useRef<string | null>(null);
  const listingRef = { kind: listing.kind, id: listing.id };

  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  function patchUpload(id: number, patch: Partial<Upload>) {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
  }

  const waiting = useRef<Upload[]>([]);
  const running = useRef(0);

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
      setPhotos((list) => [...list.filter((p) => p.id !== outcome.photo.id), outcome.photo]);
      setAnnouncement(`${upload.name} uploaded. Please write its alt text.`);
    } else {
      patchUpload(upload.id, { status: 'failed', error: outcome.error });
    }
  }

  function addFiles(files: FileList | File[]) {
    const list = [...files];
    if (list.length === 0) return;
    const pending = uploads.filter((u) => u.status !== 'done' && u.status !== 'failed').length;
    let room = MAX_PHOTOS_PER_LISTING - photos.length - pending;
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

  async function saveOrder(next: OwnerPhoto[], movedId: number) {
    const previous = photos;
    setPhotos(next);
    const position = next.findIndex((p) => p.id === movedId) + 1;
    setAnnouncement(`Photo moved to position ${position} of ${next.length}.`);
    const { data, error } = await actions.photos.reorder({ listing: listingRef, photoIds: next.map((p) => p.id) });
    if (error) {
      setPhotos(previous);
      toast({ title: 'Could not change the order', description: error.message, variant: 'destructive' });
      return;
    }
    setPhotos(data.photos);
  }

  function move(photoId: number, by: number, focusId?: string) {
    const from = photos.findIndex((p) => p.id === photoId);
    const to = from + by;
    if (from === -1 || to < 0 || to >= photos.length) return;
    if (focusId) focusAfterRender.current = focusId;
    void saveOrder(moveItem(photos, from, to), photoId);
  }

  async function setCover(photo: OwnerPhoto) {
    setBusy(true);
    const { data, error } = await actions.photos.setCover({ listing: listingRef, photoId: photo.id });
    setBusy(false);
    if (error) return toast({ title: 'Could not set the cover', description: error.message, variant: 'destructive' });
    setPhotos(data.photos);
    setAnnouncement('Cover photo changed.');
  }

  async function remove(photo: OwnerPhoto, index: number) {
    if (!window.confirm('Delete this photo? It will be removed from your public page.')) return;
    setBusy(true);
    const { data, error } = await actions.photos.delete({ listing: listingRef, photoId: photo.id });
    setBusy(false);
    if (error) return toast({ title: 'Could not delete the photo', description: error.message, variant: 'destructive' });
    setPhotos(data.photos);
    toast({ title: 'Photo deleted', variant: 'success' });
    const neighbour = data.photos[Math.min(index, data.photos.length - 1)];
    focusAfterRender.current = neighbour ? `photo-${neighbour.id}-handle` : 'photo-picker';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  }

  const used = photos.length;
  const missingAlt = photos.filter((p) => p.alt === '').length;

  return (
    <div className="space-y-8" data-photo-manager data-hydrated={hydrated ? 'true' : undefined}>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>

      <section aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="font-serif text-2xl font-semibold text-maroon-800">
          Add photos
        </h2>
        <div
          className={`mt-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${dragOver ? 'border-maroon-700 bg-maroon-50' : 'border-stone-300 bg-white'}`}
          onDragOver={(event) => {
            if ([...event.dataTransfer.types].includes('Files')) {
              event.preventDefault();
              setDragOver(true);
            }
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          data-drop-zone
        >
          <p className="text-stone-700">Drag photos here, or</p>
          <label className="btn btn-primary mt-3 focus-within:ring-2 focus-within:ring-maroon-700 focus-within:ring-offset-2">
            Choose photos
            <input
              id="photo-picker"
              type="file"
              accept={ACCEPTED_TYPES}
              multiple
              className="sr-only"
              disabled={!hydrated || used >= MAX_PHOTOS_PER_LISTING}
              onChange={(event) => {
                if (event.currentTarget.files) addFiles(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
          <p className="field-hint mt-3">
            JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each. {used} of {MAX_PHOTOS_PER_LISTING} photos used. Location
            and camera details are removed from every photo.
          </p>
        </div>

        {uploads.length > 0 ? (
          <ul className="mt-4 space-y-3" aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onDismiss={() => setUploads((list) => list.filter((u) => u.id !== upload.id))} />
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="photos-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="photos-heading" className="font-serif text-2xl font-semibold text-maroon-800">
            Your photos
          </h2>
          <a href={listing.href} className="text-sm font-semibold text-maroon-700 underline">
            View your public page
          </a>
        </div>
        {photos.length === 0 ? (
          <p className="card mt-3 p-6 text-center text-stone-600">No photos yet. Couples choose by pictures first: add your best work above.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600">
              Couples see them in this order. Drag a photo by its handle, or focus the handle and press the up and down arrow keys.
              {missingAlt > 0 ? ` ${missingAlt} ${missingAlt === 1 ? 'photo needs' : 'photos need'} alt text before couples can see ${missingAlt === 1 ? 'it' : 'them'}.` : ''}
            </p>
            <span id="reorder-help" className="sr-only">
              Press the up or down arrow key to move the photo.
            </span>
            <ol className="mt-4 space-y-4" aria-label="Photos in order">
              {photos.map((photo, index) => (
                <PhotoItem
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  listing={listingRef}
                  disabled={busy || !hydrated}
                  onMove={(by, focusId) => move(photo.id, by, focusId)}
                  onDropOn={(draggedId) => {
                    const from = photos.findIndex((p) => p.id === draggedId);
                    if (from !== -1 && from !== index) void saveOrder(moveItem(photos, from, index), draggedId);
                  }}
                  onCover={() => void setCover(photo)}
                  onDelete={() => void remove(photo, index)}
                  onSaved={(saved) => setPhotos((list) => list.map((p) => (p.id === saved.id ? saved : p)))}
                />
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = Math.round(upload.progress * 100);
  const status =
    upload.status === 'waiting'
      ? 'Waiting…'
      : upload.status === 'uploading'
        ? `Uploading ${percent}%`
        : upload.status === 'processing'
          ? 'Processing…'
          : upload.status === 'done'
            ? 'Uploaded'
            : 'Not uploaded';
  const labelId = `upload-${upload.id}-label`;
  return (
    <li className="card p-4" data-upload-status={upload.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="min-w-0 truncate font-semibold">
          {upload.name}
        </span>
        <span className="text-sm text-stone-600">{status}</span>
      </div>
      <progress
        className="mt-2 h-2 w-full accent-maroon-700"
        max={100}
        value={upload.status === 'failed' ? 0 : percent}
        aria-labelledby={labelId}
        aria-valuetext={status}
      />
      {upload.status === 'failed' ? (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
          <p className="field-error mt-0" role="alert">
            {upload.error}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </li>
  );
}

type ItemProps = {
  photo: OwnerPhoto;
  index: number;
  count: number;
  listing: { kind: ListingKind; id: number };
  disabled: boolean;
  onMove: (by: number, focusId?: string) => void;
  onDropOn: (draggedId: number) => void;
  onCover: () => void;
  onDelete: () => void;
  onSaved: (photo: OwnerPhoto) => void;
};

const DRAG_TYPE = 'application/x-mandap-photo';

function PhotoItem({ photo, index, count, listing, disabled, onMove, onDropOn, onCover, onDelete, onSaved }: ItemProps) {
  const [alt, setAlt] = useState(photo.alt);
  const [category, setCategory] = useState(photo.galleryCategory ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);
  const altId = `photo-${photo.id}-alt`;
  const handleId = `photo-${photo.id}-handle`;
  const position = index + 1;
  const changed = alt.trim() !== photo.alt || (category || null) !== photo.galleryCategory;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = altTextProblem(alt);
    if (problem) {
      setError(problem);
      document.getElementById(altId)?.focus();
      return;
    }
    setSaving(true);
    const { data, error: failure } = await actions.photos.updateDetails({
      listing,
      photoId: photo.id,
      alt: alt.trim(),
      galleryCategory: (category || null) as (typeof GALLERY_CATEGORIES)[number] | null,
    });
    setSaving(false);
    if (failure) {
      const fields = actionFieldErrors(failure);
      setError(fields?.alt ?? fields?.galleryCategory ?? failure.message);
      return;
    }
    setError(undefined);
    setAlt(data.photo.alt);
    onSaved(data.photo);
    toast({ title: 'Photo details saved', variant: 'success' });
  }

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onMove(-1, handleId);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      onMove(1, handleId);
    }
  }

  const status = photo.hidden ? photoText.hiddenForReview : photo.alt === '' ? photoText.needsAlt : null;

  return (
    <li
      className={`card grid gap-4 p-4 sm:grid-cols-[10rem_1fr] ${dropTarget ? 'ring-2 ring-maroon-700' : ''}`}
      data-photo-id={photo.id}
      aria-label={`Photo ${position} of ${count}${photo.isCover ? ', cover' : ''}`}
      onDragOver={(event) => {
        if ([...event.dataTransfer.types].includes(DRAG_TYPE)) {
          event.preventDefault();
          setDropTarget(true);
        }
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
        setDropTarget(false);
        if (dragged) {
          event.preventDefault();
          onDropOn(dragged);
        }
      }}
    >
      <div className="relative">
        <img
          src={mediaUrl(photo.key, photo.widths[0]!, 'jpg')}
          alt=""
          width={photo.widths[0]}
          height={heightAt(photo, photo.widths[0]!)}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover"
        />
        {photo.isCover ? <span className="absolute left-2 top-2 rounded-full bg-maroon-700 px-2 py-0.5 text-xs font-semibold text-white">Cover</span> : null}
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <button
            id={handleId}
            type="button"
            className="btn btn-outline btn-sm cursor-grab"
            aria-label={`Reorder photo ${position} of ${count}`}
            aria-describedby="reorder-help"
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, String(photo.id));
              event.dataTransfer.effectAllowed = 'move';
              const item = event.currentTarget.closest('li');
              if (item) event.dataTransfer.setDragImage(item, 24, 24);
            }}
            onKeyDown={onHandleKey}
            disabled={disabled}
            data-drag-handle
          >
            <span aria-hidden="true">⠿</span> Position {position}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(-1)} disabled={disabled || index === 0}>
            Move up
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(1)} disabled={disabled || index === count - 1}>
            Move down
          </button>
          {photo.isCover ? null : (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCover} disabled={disabled}>
              Set as cover
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={onDelete} disabled={disabled}>
            Delete
          </button>
        </div>
        {status ? <p className="rounded-md bg-saffron-100 px-3 py-2 text-sm text-stone-900">{status}</p> : null}
        <form onSubmit={save} className="space-y-3" noValidate>
          <div>
            <label htmlFor={altId} className="label">
              Alt text (required)
            </label>
            <textarea
              id={altId}
              className="input"
              rows={2}
              maxLength={ALT_MAX}
              required
              value={alt}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${altId}-hint${error ? ` ${altId}-error` : ''}`}
              onChange={(event) => {
                setAlt(event.currentTarget.value);
                if (error) setError(undefined);
              }}
            />
            <p id={`${altId}-hint`} className="field-hint">
              {photoText.altPrompt}
            </p>
            {error ? (
              <p id={`${altId}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`photo-${photo.id}-category`} className="label">
              Show in the gallery under
            </label>
            <select id={`photo-${photo.id}-category`} className="input" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">Not in the gallery</option>
              {GALLERY_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving || disabled || (!changed && photo.alt !== '')}>
            {saving ? 'Saving...' : 'Save details'}
          </button>
        </form>
      </div>
    </li>
  );
}

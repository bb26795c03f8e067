import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../../lib/toast.ts';
import { translateKnown, type KnownTexts } from '../known-texts.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { OwnerPhoto } from './media.ts';
import { ACCEPTED_TYPES, MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, type ListingKind } from './photo-rules.ts';
import { moveItem } from './upload-client.ts';
import PhotoItem from './PhotoItem.tsx';
import UploadRow from './UploadRow.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { photoManagerMessages } from './manager-messages.ts';

type Listing = { kind: ListingKind; id: number; name: string; href: string };

type Props = {
  listing: Listing;
  initialPhotos: OwnerPhoto[];
  /** The manager's texts, in the account's language. */
  messages: MessagesData<CatalogueOf<typeof photoManagerMessages>>;
  /** photo-rules.ts's English messages and the gallery categories with their translations (photoKnownMessages). */
  known: KnownTexts;
};

/** The owner's photos of one listing: upload, order, cover, alt text, gallery category, delete. */
export default function PhotoManager({ listing, initialPhotos, messages, known }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const hydrated = useHydrated();
  const [photos, setPhotos] = useState<OwnerPhoto[]>(initialPhotos);
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

  const {
    uploads,
    addFiles: queueFiles,
    dismiss,
  } = usePhotoUploads({
    listing: listingRef,
    onUploaded(photo, name) {
      setPhotos((list) => [...list.filter((p) => p.id !== photo.id), photo]);
      setAnnouncement(t.uploaded({ name }));
    },
  });
  const addFiles = (files: FileList | File[]) => queueFiles(files, photos.length);

  async function saveOrder(next: OwnerPhoto[], movedId: number) {
    const previous = photos;
    setPhotos(next);
    const position = next.findIndex((p) => p.id === movedId) + 1;
    setAnnouncement(t.moved({ position, count: next.length }));
    const { data, error } = await actions.photos.reorder({ listing: listingRef, photoIds: next.map((p) => p.id) });
    if (error) {
      setPhotos(previous);
      toast({ title: t.orderFailed, description: translateKnown(known, error.message), variant: 'destructive' });
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
    if (error) return toast({ title: t.coverFailed, description: translateKnown(known, error.message), variant: 'destructive' });
    setPhotos(data.photos);
    setAnnouncement(t.coverChanged);
  }

  async function remove(photo: OwnerPhoto, index: number) {
    if (!window.confirm(t.confirmDelete)) return;
    setBusy(true);
    const { data, error } = await actions.photos.delete({ listing: listingRef, photoId: photo.id });
    setBusy(false);
    if (error) return toast({ title: t.deleteFailed, description: translateKnown(known, error.message), variant: 'destructive' });
    setPhotos(data.photos);
    toast({ title: t.deleted, variant: 'success' });
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
          {t.addPhotos}
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
          <p className="text-stone-700">{t.dragHere}</p>
          <label className="btn btn-primary mt-3 focus-within:ring-2 focus-within:ring-maroon-700 focus-within:ring-offset-2">
            {t.choosePhotos}
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
          <p className="field-hint mt-3">{t.limits({ mb: MAX_UPLOAD_BYTES / (1024 * 1024), used, max: MAX_PHOTOS_PER_LISTING })}</p>
        </div>

        {uploads.length > 0 ? (
          <ul className="mt-4 space-y-3" aria-label={t.uploads}>
            {uploads.map((upload) => (
              <UploadRow key={upload.id} t={t} known={known} upload={upload} onDismiss={() => dismiss(upload.id)} />
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="photos-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="photos-heading" className="font-serif text-2xl font-semibold text-maroon-800">
            {t.yourPhotos}
          </h2>
          <a href={listing.href} className="text-sm font-semibold text-maroon-700 underline">
            {t.viewPublicPage}
          </a>
        </div>
        {photos.length === 0 ? (
          <p className="card mt-3 p-6 text-center text-stone-600">{t.noPhotos}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600">
              {t.orderHelp}
              {missingAlt > 0 ? t.needAlt({ count: missingAlt }) : ''}
            </p>
            <span id="reorder-help" className="sr-only">
              {t.reorderHelp}
            </span>
            <ol className="mt-4 space-y-4" aria-label={t.inOrder}>
              {photos.map((photo, index) => (
                <PhotoItem
                  key={photo.id}
                  photo={photo}
                  t={t}
                  known={known}
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

// One photo in the owner's list: its handle (drag, or arrow keys) and buttons to reorder,
// make it the cover or delete it, and the form for its alt text and gallery category.
import { useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { toast } from '../../../lib/toast.ts';
import { actionFieldErrors } from '../../../lib/form-errors.ts';
import { mediaUrl, heightAt, type OwnerPhoto } from './media.ts';
import { ALT_MAX, GALLERY_CATEGORIES, altTextProblem, photoText, type ListingKind } from './photo-rules.ts';
import { translateKnown, type KnownTexts } from '../known-texts.ts';
import type { PhotoManagerTexts } from './manager-messages.ts';

type ItemProps = {
  t: PhotoManagerTexts;
  known: KnownTexts;
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

export default function PhotoItem({ t, known, photo, index, count, listing, disabled, onMove, onDropOn, onCover, onDelete, onSaved }: ItemProps) {
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
      setError(translateKnown(known, problem));
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
      setError(translateKnown(known, fields?.alt ?? fields?.galleryCategory ?? failure.message));
      return;
    }
    setError(undefined);
    setAlt(data.photo.alt);
    onSaved(data.photo);
    toast({ title: t.detailsSaved, variant: 'success' });
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

  const status = translateKnown(known, photo.hidden ? photoText.hiddenForReview : photo.alt === '' ? photoText.needsAlt : undefined);

  return (
    <li
      className={`card grid gap-4 p-4 sm:grid-cols-[10rem_1fr] ${dropTarget ? 'ring-2 ring-maroon-700' : ''}`}
      data-photo-id={photo.id}
      aria-label={(photo.isCover ? t.photoOfCover : t.photoOf)({ position, count })}
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
        {photo.isCover ? (
          <span className="absolute left-2 top-2 rounded-full bg-maroon-700 px-2 py-0.5 text-xs font-semibold text-white">{t.cover}</span>
        ) : null}
      </div>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <button
            id={handleId}
            type="button"
            className="btn btn-outline btn-sm cursor-grab"
            aria-label={t.reorder({ position, count })}
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
            <span aria-hidden="true">⠿</span> {t.position({ position })}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(-1)} disabled={disabled || index === 0}>
            {t.moveUp}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onMove(1)} disabled={disabled || index === count - 1}>
            {t.moveDown}
          </button>
          {photo.isCover ? null : (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCover} disabled={disabled}>
              {t.setCover}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm text-red-800" onClick={onDelete} disabled={disabled}>
            {t.delete}
          </button>
        </div>
        {status ? <p className="rounded-md bg-saffron-100 px-3 py-2 text-sm text-stone-900">{status}</p> : null}
        <form onSubmit={save} className="space-y-3" noValidate>
          <div>
            <label htmlFor={altId} className="label">
              {t.altLabel}
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
              {translateKnown(known, photoText.altPrompt)}
            </p>
            {error ? (
              <p id={`${altId}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`photo-${photo.id}-category`} className="label">
              {t.galleryLabel}
            </label>
            <select id={`photo-${photo.id}-category`} className="input" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">{t.notInGallery}</option>
              {GALLERY_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {translateKnown(known, name)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving || disabled || (!changed && photo.alt !== '')}>
            {saving ? t.saving : t.saveDetails}
          </button>
        </form>
      </div>
    </li>
  );
}

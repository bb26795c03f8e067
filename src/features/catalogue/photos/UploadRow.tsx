// One upload's name, progress and outcome, with a way to dismiss a failed one.
import type { Upload } from './use-photo-uploads.ts';
import { translateKnown, type KnownTexts } from '../known-texts.ts';
import type { PhotoManagerTexts } from './manager-messages.ts';

type Props = { t: PhotoManagerTexts; known: KnownTexts; upload: Upload; onDismiss: () => void };

export default function UploadRow({ t, known, upload, onDismiss }: Props) {
  const percent = Math.round(upload.progress * 100);
  const status =
    upload.status === 'waiting'
      ? t.waiting
      : upload.status === 'uploading'
        ? t.uploading({ percent: String(percent) })
        : upload.status === 'processing'
          ? t.processing
          : upload.status === 'done'
            ? t.done
            : t.failed;
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
            {translateKnown(known, upload.error)}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
    </li>
  );
}

// What a tab or panel shows while its data is on the way, and when it could not be loaded.
import { bind } from '../../i18n/catalogue.ts';
import { ENGLISH_UI_TEXTS, type UiTexts } from './ui-texts.ts';

/** The reason a load failed, announced, with a button that tries again. */
export function LoadFailed({ message, onRetry, messages = ENGLISH_UI_TEXTS }: { message: string; onRetry: () => void; messages?: UiTexts }) {
  const t = bind(messages);
  return (
    <div className="card p-6 text-center" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline btn-sm mt-3" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

/** Placeholder rows for a list (hidden from screen readers: the content is on its way). */
export function RowSkeletons({ rows = 4, rowClass = 'h-12' }: { rows?: number; rowClass?: string }) {
  return (
    <div className="card space-y-3 p-5" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: rows }, (_, k) => (
        <div key={k} className={`skeleton ${rowClass} w-full`} />
      ))}
    </div>
  );
}

/** Placeholder cards for a grid of listings. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, k) => (
        <div key={k} className="card overflow-hidden">
          <div className="skeleton h-36 rounded-none" />
          <div className="space-y-2 p-4">
            <div className="skeleton h-5 w-2/3" />
            <div className="skeleton h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { bind, type Bound, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { galleryMessages } from './messages.ts';
import { PLACEHOLDER_SRC } from '../../../lib/image-fallback.ts';
import { ListingPicture } from './ListingPicture.tsx';
import { initLightbox } from './lightbox.ts';
import { columnsForWidth, distributeIntoColumns, galleryKey, type GalleryPage, type GalleryPhoto } from './gallery.ts';

type Messages = CatalogueOf<typeof galleryMessages>;
type Texts = Bound<Messages>;

type Status = 'idle' | 'loading' | 'error';

interface Props {
  /** The first page as the server rendered it; null when it had none to give. */
  initialPage: GalleryPage | null;
  /** The island's texts in the page's language. */
  messages: MessagesData<Messages>;
}

async function fetchPage(cursor: string | null, t: Texts): Promise<GalleryPage> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(cursor ? `/api/gallery?cursor=${encodeURIComponent(cursor)}` : '/api/gallery');
    body = await response.json();
  } catch {
    throw new Error(t.unexpected);
  }
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof message === 'string' && message ? t.failed({ message }) : t.unexpected);
  }
  return body as GalleryPage;
}

/**
 * The gallery as a masonry of columns. The server's first page shows at once and is refreshed
 * from /api/gallery; further pages load as the visitor nears the end.
 */
export default function GalleryMasonry({ initialPage, messages }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const snapshot = initialPage && initialPage.photos.length > 0 ? initialPage : null;
  const [photos, setPhotos] = useState<GalleryPhoto[]>(snapshot?.photos ?? []);
  const [cursor, setCursor] = useState<string | null>(snapshot?.nextCursor ?? null);
  const [status, setStatus] = useState<Status>(snapshot ? 'idle' : 'loading');
  const [error, setError] = useState('');
  const [columns, setColumns] = useState<number | null>(null);
  // Further pages wait for the fresh first page, so they continue from its cursor.
  const [refreshed, setRefreshed] = useState(false);
  const moreInFlight = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const hadSnapshot = useRef(Boolean(snapshot));
  const root = useRef<HTMLDivElement>(null);

  // Every photo opens in the lightbox; it reads the photos on each opening, so later pages join.
  useEffect(() => {
    if (root.current) initLightbox(root.current);
  }, []);

  useEffect(() => {
    const measure = () => setColumns(columnsForWidth(window.innerWidth));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // Fresh first page: a cached copy of the HTML may be a few minutes old.
  useEffect(() => {
    let cancelled = false;
    fetchPage(null, t)
      .then((page) => {
        if (cancelled) return;
        setPhotos(page.photos);
        setCursor(page.nextCursor);
        setStatus('idle');
        setRefreshed(true);
      })
      .catch((failure: Error) => {
        if (cancelled) return;
        // With the server's photos on screen, a failed refresh is not worth an error.
        if (hadSnapshot.current) {
          console.error(failure);
          setStatus('idle');
          setRefreshed(true);
        } else {
          setError(failure.message);
          setStatus('error');
        }
      });
    return () => {
      cancelled = true;
    };
    // Once, on hydration: the texts do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadMore = useCallback(async () => {
    if (!cursor || moreInFlight.current) return;
    moreInFlight.current = true;
    setStatus('loading');
    try {
      const page = await fetchPage(cursor, t);
      setPhotos((current) => {
        const seen = new Set(current.map(galleryKey));
        return [...current, ...page.photos.filter((p) => !seen.has(galleryKey(p)))];
      });
      setCursor(page.nextCursor);
      setStatus('idle');
    } catch (failure) {
      setError((failure as Error).message);
      setStatus('error');
    } finally {
      moreInFlight.current = false;
    }
  }, [cursor, t]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !refreshed || !cursor || status !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [refreshed, cursor, status, loadMore]);

  if (photos.length === 0) {
    if (status === 'loading')
      return (
        <p className="py-16 text-center text-stone-700" role="status">
          {t.loading}
        </p>
      );
    if (status === 'error') return <ErrorMessage message={error} retry={t.tryAgain} onRetry={() => window.location.reload()} />;
    return <p className="py-16 text-center text-stone-700">{t.empty}</p>;
  }

  return (
    <div ref={root} data-lightbox-label={t.galleryPhotos} data-refreshed={refreshed ? '' : undefined}>
      {/* The same elements before and after the window is measured (a container, then one
          keyed column), so React keeps the images the page arrived with: the first photo,
          usually the largest paint, is never replaced by a copy after hydration. */}
      <div
        className={columns === null ? undefined : 'flex items-start gap-4'}
        data-masonry={columns === null ? undefined : ''}
        data-columns={columns ?? undefined}
      >
        {columns === null
          ? [
              // Before the window is measured: the same order in a CSS grid with the same breakpoints.
              <div key={0} className="grid grid-cols-1 items-start gap-4 min-[501px]:grid-cols-2 min-[701px]:grid-cols-3 min-[1101px]:grid-cols-4">
                {photos.map((photo, index) => (
                  <PhotoCard key={galleryKey(photo)} photo={photo} eager={index < 4} first={index === 0} openPhoto={t.openPhoto} />
                ))}
              </div>,
            ]
          : distributeIntoColumns(photos, columns).map((column, c) => (
              <div key={c} className="flex min-w-0 flex-1 flex-col gap-4" data-masonry-column>
                {column.map((photo) => (
                  <PhotoCard key={galleryKey(photo)} photo={photo} eager={photos.indexOf(photo) < 4} first={photos[0] === photo} openPhoto={t.openPhoto} />
                ))}
              </div>
            ))}
      </div>
      <div ref={sentinel} className="mt-8 flex min-h-12 flex-col items-center justify-center gap-3">
        {status === 'loading' && (
          <p role="status" className="text-stone-700">
            {t.loading}
          </p>
        )}
        {status === 'error' && <ErrorMessage message={error} retry={t.tryAgain} onRetry={() => void loadMore()} />}
        {refreshed && status === 'idle' && cursor && (
          <button type="button" className="btn btn-outline" onClick={() => void loadMore()}>
            {t.loadMore}
          </button>
        )}
      </div>
      <div data-lightbox-host />
    </div>
  );
}

function ErrorMessage({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div className="py-6 text-center">
      <p role="alert" className="text-red-800">
        {message}
      </p>
      <button type="button" className="btn btn-outline btn-sm mt-3" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

function PhotoCard({ photo, eager, first, openPhoto }: { photo: GalleryPhoto; eager: boolean; first: boolean; openPhoto: string }) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!img.src.endsWith(PLACEHOLDER_SRC)) img.src = PLACEHOLDER_SRC;
  };
  if (photo.listing) {
    return (
      <figure className="card overflow-hidden" data-gallery-photo data-gallery-upload>
        <button
          type="button"
          className="block w-full cursor-zoom-in"
          data-lightbox-open
          data-key={photo.listing.photo.key}
          data-widths={photo.listing.photo.widths.join(' ')}
          data-alt={photo.listing.photo.alt || photo.title}
        >
          <span className="sr-only">{openPhoto}</span>
          <ListingPicture
            photo={photo.listing.photo}
            sizes="(min-width: 1101px) 25vw, (min-width: 701px) 33vw, (min-width: 501px) 50vw, 100vw"
            eager={eager}
            // Only the first photo competes with the page's own files for the connection.
            priority={first}
            fallback={PLACEHOLDER_SRC}
            className="aspect-[4/5] max-h-[420px] w-full"
          />
        </button>
        {/* What the business and the gallery's editors wrote, in English as written. */}
        <figcaption className="space-y-1 p-3" lang="en">
          <p className="font-semibold text-stone-900" translate="no">
            <a href={photo.listing.href} className="hover:underline">
              {photo.title}
            </a>
          </p>
          <CaptionDetails photo={photo} />
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="card overflow-hidden" data-gallery-photo>
      <button type="button" className="block w-full cursor-zoom-in" data-lightbox-open data-src={photo.imageUrl} data-alt={photo.title}>
        <span className="sr-only">{openPhoto}</span>
        <img
          src={photo.imageUrl}
          alt={photo.title}
          lang="en"
          width={400}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          // Only the first photo competes with the page's own files for the connection.
          fetchPriority={first ? 'high' : 'auto'}
          decoding={eager ? 'auto' : 'async'}
          onError={onError}
          // The page-wide fallback also catches images that failed before the island hydrated.
          data-fallback={PLACEHOLDER_SRC}
          className="aspect-[4/5] max-h-[420px] w-full bg-maroon-50 object-cover"
        />
      </button>
      <figcaption className="space-y-1 p-3" lang="en">
        <p className="font-semibold text-stone-900">{photo.title}</p>
        <CaptionDetails photo={photo} />
      </figcaption>
    </figure>
  );
}

/** The caption's lines below the title, the same for listing photos and gallery-only ones. */
function CaptionDetails({ photo }: { photo: GalleryPhoto }) {
  return (
    <>
      {photo.category && <p className="text-xs font-semibold uppercase tracking-wide text-maroon-700">{photo.category}</p>}
      {photo.description && <p className="text-sm text-stone-600">{photo.description}</p>}
    </>
  );
}

// The parts every listing card shares, so venue, vendor and shortlist cards read alike: the
// picture (an uploaded cover photo, else the cover art), the rating line and the primary action.
import { ListingPicture } from '../photos/ListingPicture.tsx';
import type { PublicPhoto } from '../photos/media.ts';
import { Stars, type StarsLabel } from '../reviews/Stars.tsx';
import { reviewCountText } from '../reviews/reviews.ts';

/** Cover art shown when a listing has neither an uploaded photo nor a cover image. */
export const LISTING_PLACEHOLDERS = { venue: '/placeholders/venue.svg', vendor: '/placeholders/vendor.svg' } as const;

type MediaProps = {
  coverPhoto?: PublicPhoto | null | undefined;
  coverImageUrl: string | null;
  placeholder: string;
  sizes: string;
  /** Above the fold: fetched at once rather than when scrolled near. */
  eager?: boolean;
  /** The list's first card, its largest paint: fetched before other images and drawn with the frame. */
  priority?: boolean;
};

/** The listing's uploaded cover photo when it has one, else its cover art, else the placeholder. */
export function CardMedia({ coverPhoto, coverImageUrl, placeholder, sizes, eager = false, priority = false }: MediaProps) {
  if (coverPhoto)
    return (
      <ListingPicture
        photo={coverPhoto}
        sizes={sizes}
        eager={eager || priority}
        priority={priority}
        alt=""
        fallback={placeholder}
        className="aspect-[8/5] w-full"
      />
    );
  return (
    <img
      src={coverImageUrl || placeholder}
      data-fallback={placeholder}
      alt=""
      width={640}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
      decoding={priority ? undefined : 'async'}
      className="aspect-[8/5] w-full bg-maroon-50 object-cover"
    />
  );
}

/**
 * Whole stars out of 5 (rounded down, as the spec asks), the average to one decimal, and "(N reviews)".
 * `texts` are the page's language's "(N reviews)" and "N out of 5 stars" (English without).
 */
export function CardRating({ average, count, texts }: { average: number; count: number; texts?: { count: string; stars: StarsLabel } }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm" data-card-rating>
      <Stars average={average} label={texts?.stars} />
      {count > 0 ? (
        <span className="font-semibold text-stone-800" data-rating-value>
          {average.toFixed(1)}
        </span>
      ) : null}
      <span className="text-stone-600" data-review-count>
        {texts?.count ?? reviewCountText(count)}
      </span>
    </p>
  );
}

/** The card's primary action: a full-width button-styled link to the listing's page. */
export function CardAction({ href, label }: { href: string; label: string }) {
  // The card's title is its link for keyboards and screen readers; this one is a larger target
  // for pointers and touch, hidden from the accessibility tree so each card names its listing once.
  return (
    <a href={href} className="btn btn-outline btn-sm mt-3 w-full" aria-hidden="true" tabIndex={-1} data-card-action>
      {label}
    </a>
  );
}

// One uploaded photo: AVIF, then WebP, then JPEG, each at every width that exists, with the
// browser picking by `sizes`. The blurred placeholder sits underneath until the photo covers
// it; width and height reserve the space, so nothing moves when it arrives.
import { fallbackSrc, photoSrcset, type PhotoImage } from './media.ts';

type Props = {
  photo: PhotoImage;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Classes of the frame (size and aspect ratio); the photo covers it. */
  className?: string;
  /** Above the fold on a wide screen: fetched at once rather than when scrolled near, at low priority unless `priority`. */
  eager?: boolean;
  /** The page's main image (its LCP element): fetched before other images. */
  priority?: boolean;
  /** Drawn small wherever it appears (a thumbnail): only the widths up to this one are offered. */
  maxWidth?: number;
  /** Overrides the photo's own alt text ('' for a decorative copy). */
  alt?: string;
  /** Cover art to show instead when the photo cannot be loaded. */
  fallback?: string;
};

export function ListingPicture({ photo: full, sizes, className = '', eager = false, priority = false, alt, fallback, maxWidth }: Props) {
  const small = maxWidth ? full.widths.filter((w) => w <= maxWidth) : [];
  const photo = small.length > 0 ? { ...full, widths: small } : full;
  return (
    <span className={`relative block overflow-hidden bg-stone-100 ${className}`} data-listing-picture>
      <img src={photo.placeholder} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full scale-110 object-cover blur-md" />
      <picture className="contents">
        <source type="image/avif" srcSet={photoSrcset(photo, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={photoSrcset(photo, 'webp')} sizes={sizes} />
        <img
          src={fallbackSrc(photo, 640)}
          srcSet={photoSrcset(photo, 'jpg')}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={alt ?? photo.alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : eager || maxWidth ? 'low' : undefined}
          decoding={eager ? undefined : 'async'}
          data-fallback={fallback}
          className="relative h-full w-full object-cover"
        />
      </picture>
    </span>
  );
}

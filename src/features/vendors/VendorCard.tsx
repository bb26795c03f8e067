import { formatRupees } from '../../lib/money.ts';
import { Stars } from '../reviews/Stars.tsx';
import { VENDOR_CARD_SIZES, type VendorCardData } from './vendors.ts';
import { ListingPicture } from '../listing-photos/ListingPicture.tsx';
import { priceFreshness } from '../costs/freshness.ts';

export const VENDOR_PLACEHOLDER = '/placeholders/vendor.svg';

export function vendorPriceText(min: number | null, max: number | null): string | null {
  if (min === null) return null;
  return max !== null && max > min ? `${formatRupees(min)} - ${formatRupees(max)}` : `From ${formatRupees(min)}`;
}

export function VendorCard({ vendor, eager = false }: { vendor: VendorCardData; eager?: boolean }) {
  const price = vendorPriceText(vendor.priceRangeMin, vendor.priceRangeMax);
  const freshness = priceFreshness(vendor.pricesVerifiedOn);
  return (
    <article className="card flex flex-col overflow-hidden" data-vendor-id={vendor.id}>
      {vendor.coverPhoto ? (
        <ListingPicture photo={vendor.coverPhoto} sizes={VENDOR_CARD_SIZES} eager={eager} alt="" fallback={VENDOR_PLACEHOLDER} className="aspect-[8/5] w-full" />
      ) : (
      <img
        src={vendor.coverImageUrl || VENDOR_PLACEHOLDER}
        data-fallback={VENDOR_PLACEHOLDER}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[8/5] w-full bg-saffron-100 object-cover"
      />
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {vendor.isFeatured ? <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">Featured</p> : null}
        <h3 className="font-serif text-lg font-semibold leading-snug text-maroon-800">
          <a href={vendor.href} className="hover:underline">
            {vendor.name}
          </a>
        </h3>
        {vendor.city ? <p className="text-sm text-stone-600">{vendor.city}</p> : null}
        <p className="flex items-center gap-2 text-sm">
          <Stars average={vendor.ratingAverage} />
          <span className="text-stone-600">({vendor.reviewCount} reviews)</span>
        </p>
        {price ? <p className="text-sm font-semibold">{price}</p> : null}
        {price ? (
          <p className={`text-xs ${freshness.stale ? 'text-amber-800' : 'text-stone-600'}`} data-price-freshness>
            {freshness.text}
          </p>
        ) : null}
      </div>
    </article>
  );
}

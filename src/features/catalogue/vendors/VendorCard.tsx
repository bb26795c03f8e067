import { formatRupees } from '../../../lib/money.ts';
import { VENDOR_CARD_SIZES, vendorPriceText, type VendorCardData } from './vendors.ts';
import { CardAction, CardMedia, CardRating, LISTING_PLACEHOLDERS } from '../listings/ListingCardParts.tsx';
import { priceFreshness, type FreshnessTexts } from '../prices/freshness.ts';
import type { StarsLabel } from '../reviews/Stars.tsx';
import { localePath } from '../../../i18n/locales.ts';
import type { VendorListTexts } from './vendor-filters.ts';
import { availabilityLine } from '../listings/availability-texts.ts';
import type { AvailabilityTexts } from '../listings/availability-messages.ts';
import { AvailabilityLine } from '../listings/AvailabilityLine.tsx';

export { vendorPriceText };

export const VENDOR_PLACEHOLDER = LISTING_PLACEHOLDERS.vendor;

/**
 * A vendor in a list. vendor-list.ts fills copies of this markup for "Show more vendors":
 * keep its `data-card-*` hooks in step.
 */
export function VendorCard({
  vendor,
  t,
  texts,
  availabilityTexts,
  eager = false,
  priority = false,
}: {
  vendor: VendorCardData;
  /** The list's texts in the page's language; links go to pages in that language too. */
  t: Pick<VendorListTexts, 'featured' | 'startingPrice' | 'viewVendor' | '$locale'>;
  /** The rating's and prices' wording in the page's language (English without). */
  texts?: { stars: StarsLabel; reviewCount: (params: { count: number }) => string; freshness: FreshnessTexts };
  /** The availability line's texts, when the list asked dates. */
  availabilityTexts?: AvailabilityTexts;
  eager?: boolean;
  priority?: boolean;
}) {
  const availability = availabilityTexts ? availabilityLine(vendor.availability, availabilityTexts) : null;
  const freshness = priceFreshness(vendor.pricesVerifiedOn, undefined, texts?.freshness);
  const href = localePath(vendor.href, t.$locale);
  return (
    <article className="card flex flex-col overflow-hidden" data-vendor-id={vendor.id}>
      <CardMedia
        coverPhoto={vendor.coverPhoto}
        coverImageUrl={vendor.coverImageUrl}
        placeholder={VENDOR_PLACEHOLDER}
        sizes={VENDOR_CARD_SIZES}
        eager={eager}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {vendor.isFeatured ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-800" data-card-featured>
            {t.featured}
          </p>
        ) : null}
        <h3 className="font-serif text-lg font-semibold leading-snug text-maroon-800">
          <a href={href} className="hover:underline" data-card-link translate="no">
            {vendor.name}
          </a>
        </h3>
        {vendor.city ? (
          <p className="text-sm text-stone-600" data-card-city translate="no">
            {vendor.city}
          </p>
        ) : null}
        {availability ? <AvailabilityLine text={availability} status={vendor.availability!.status} /> : null}
        <CardRating
          average={vendor.ratingAverage}
          count={vendor.reviewCount}
          texts={texts && { count: texts.reviewCount({ count: vendor.reviewCount }), stars: texts.stars }}
        />
        {vendor.priceRangeMin !== null ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm" data-card-price>
            <dt className="text-stone-500">{t.startingPrice}</dt>
            <dd className="font-semibold">{formatRupees(vendor.priceRangeMin)}</dd>
          </dl>
        ) : null}
        {vendor.priceRangeMin !== null ? (
          <p className={`text-xs ${freshness.stale ? 'text-amber-800' : 'text-stone-600'}`} data-price-freshness>
            {freshness.text}
          </p>
        ) : null}
        <div className="mt-auto">
          <CardAction href={href} label={t.viewVendor} />
        </div>
      </div>
    </article>
  );
}

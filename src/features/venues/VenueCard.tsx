import { formatRupees } from '../../lib/money.ts';
import { Stars } from '../reviews/Stars.tsx';
import { venueHref } from '../../lib/routes.ts';
import { amenityPreview, type VenueCardData } from './venues.ts';
import { ListingPicture } from '../listing-photos/ListingPicture.tsx';
import { cardEstimateText } from '../costs/estimate.ts';
import { priceFreshness } from '../costs/freshness.ts';

export const VENUE_PLACEHOLDER = '/placeholders/venue.svg';
const VENUE_CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)';

/** A venue in a list: links to its canonical detail page. */
/** With `guests`, the card shows the all-in estimate for that many guests. */
export function VenueCard({ venue, eager = false, guests }: { venue: VenueCardData; eager?: boolean; guests?: number }) {
  const { shown, more } = amenityPreview(venue.amenities);
  const estimate = guests ? cardEstimateText(venue.pricePerPlateVeg, venue.rentalPriceMin, guests) : null;
  const freshness = priceFreshness(venue.pricesVerifiedOn);
  return (
    <article className="card flex flex-col overflow-hidden" data-venue-id={venue.id}>
      {venue.coverPhoto ? (
        <ListingPicture photo={venue.coverPhoto} sizes={VENUE_CARD_SIZES} eager={eager} alt="" fallback={VENUE_PLACEHOLDER} className="aspect-[8/5] w-full" />
      ) : (
      <img
        src={venue.coverImageUrl || VENUE_PLACEHOLDER}
        data-fallback={VENUE_PLACEHOLDER}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[8/5] w-full bg-maroon-50 object-cover"
      />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-lg font-semibold leading-snug text-maroon-800">
          <a href={venueHref(venue.id)} className="hover:underline">
            {venue.name}
          </a>
        </h3>
        <p className="text-sm text-stone-600">{venue.address || venue.location}</p>
        <p className="flex items-center gap-2 text-sm">
          <Stars average={venue.ratingAverage} />
          <span className="text-stone-600">({venue.reviewCount} reviews)</span>
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">Capacity</dt>
          <dd>
            {venue.capacityMin ?? 0}-{venue.capacityMax ?? 0} guests
          </dd>
          <dt className="text-stone-500">Rental</dt>
          <dd>
            {venue.rentalPriceMin !== null ? formatRupees(venue.rentalPriceMin) : 'On request'}
            {venue.rentalPriceMax !== null && venue.rentalPriceMin !== null ? ` - ${formatRupees(venue.rentalPriceMax)}` : ''}
          </dd>
        </dl>
        {estimate ? (
          <p className="text-sm font-semibold text-maroon-800" data-estimate>
            {estimate}
          </p>
        ) : null}
        <p className={`text-xs ${freshness.stale ? 'text-amber-800' : 'text-stone-600'}`} data-price-freshness>
          {freshness.text}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-2 text-xs" aria-label="Amenities">
            {shown.map((a) => (
              <li key={a} className="rounded-full bg-maroon-50 px-2 py-0.5 text-maroon-800">
                {a}
              </li>
            ))}
            {more > 0 ? <li className="rounded-full bg-saffron-100 px-2 py-0.5 text-stone-800">+{more} more</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function VenueCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true" data-testid="venue-skeleton">
      <div className="skeleton aspect-[8/5] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <div className="skeleton h-5 w-3/4" />
        <div className="skeleton h-4 w-1/2" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-4 w-1/3" />
      </div>
    </div>
  );
}

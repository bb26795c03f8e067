import { formatRupees } from '../../../lib/money.ts';
import { venueHref } from '../../../lib/routes.ts';
import { localePath } from '../../../i18n/locales.ts';
import { AMENITY_FLAG_LABELS, amenityPreview, type VenueCardData } from './venues.ts';
import type { VenueCardTexts } from './card-texts.ts';
import { cardEstimateText } from '../prices/estimate.ts';
import { availabilityLine } from '../listings/availability-texts.ts';
import { priceFreshness } from '../prices/freshness.ts';
import { CardAction, CardMedia, CardRating, LISTING_PLACEHOLDERS } from '../listings/ListingCardParts.tsx';
import { AvailabilityLine } from '../listings/AvailabilityLine.tsx';

export const VENUE_PLACEHOLDER = LISTING_PLACEHOLDERS.venue;
const VENUE_CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)';

/** An amenity flag's English name (as the card data carries it) in the page's language. */
const FLAG_KEYS = new Map(Object.entries(AMENITY_FLAG_LABELS).map(([key, label]) => [label as string, key as keyof typeof AMENITY_FLAG_LABELS]));

type Props = { venue: VenueCardData; texts: VenueCardTexts; eager?: boolean; priority?: boolean; guests?: number };

/** A venue in a list: links to its canonical detail page, in the page's language. */
/** With `guests`, the card shows the all-in estimate for that many guests. */
export function VenueCard({ venue, texts, eager = false, priority = false, guests }: Props) {
  const t = texts.card;
  // A flag by its name in the page's language; the venue's own entries as written.
  const amenity = (label: string) => {
    const key = FLAG_KEYS.get(label);
    return key ? { label: texts.amenities[key], own: false } : { label, own: true };
  };
  const { shown, more } = amenityPreview(venue.amenities.map(amenity));
  const estimate = guests ? cardEstimateText(venue.pricePerPlateVeg, venue.rentalPriceMin, guests, texts.estimate) : null;
  const freshness = priceFreshness(venue.pricesVerifiedOn, undefined, texts.freshness);
  // The page opens on the same estimate the card shows: the guest count goes with the link.
  const href = localePath(venueHref(venue.id, guests), t.$locale);
  const availability = availabilityLine(venue.availability, texts.availability);
  return (
    <article className="card flex flex-col overflow-hidden" data-venue-id={venue.id}>
      <CardMedia
        coverPhoto={venue.coverPhoto}
        coverImageUrl={venue.coverImageUrl}
        placeholder={VENUE_PLACEHOLDER}
        sizes={VENUE_CARD_SIZES}
        eager={eager}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-lg font-semibold leading-snug text-maroon-800">
          <a href={href} className="hover:underline" translate="no">
            {venue.name}
          </a>
        </h3>
        <p className="text-sm text-stone-600" translate="no">
          {venue.address || venue.location}
        </p>
        {availability ? <AvailabilityLine text={availability} status={venue.availability!.status} /> : null}
        <CardRating
          average={venue.ratingAverage}
          count={venue.reviewCount}
          texts={{ count: texts.reviews.reviewCount({ count: String(venue.reviewCount) }), stars: texts.reviews.starsOutOf5 }}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">{t.capacity}</dt>
          <dd>{t.guestRange({ min: String(venue.capacityMin ?? 0), max: String(venue.capacityMax ?? 0) })}</dd>
          <dt className="text-stone-500">{t.rental}</dt>
          <dd>
            {venue.rentalPriceMin !== null ? formatRupees(venue.rentalPriceMin) : t.onRequest}
            {venue.rentalPriceMax !== null && venue.rentalPriceMin !== null ? ` - ${formatRupees(venue.rentalPriceMax)}` : ''}
          </dd>
          {venue.pricePerPlateVeg !== null ? (
            <>
              <dt className="text-stone-500">{t.perPlate}</dt>
              <dd>{t.veg({ price: formatRupees(venue.pricePerPlateVeg) })}</dd>
            </>
          ) : null}
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
          <ul className="flex flex-wrap gap-1.5 pt-1 text-xs" aria-label={t.amenities}>
            {shown.map((a) => (
              <li key={a.label} className="rounded-full bg-maroon-50 px-2 py-0.5 text-maroon-800" translate={a.own ? 'no' : undefined}>
                {a.label}
              </li>
            ))}
            {more > 0 ? <li className="rounded-full bg-saffron-100 px-2 py-0.5 text-stone-800">{t.more({ count: more })}</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto">
          <CardAction href={href} label={t.viewVenue} />
        </div>
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

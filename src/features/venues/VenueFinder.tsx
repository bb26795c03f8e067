// The filterable wedding venue list: filters, search and sort live in the URL query. The page
// renders the results for its URL on the server; changes made here load from `/api/venues`,
// which filters and sorts in SQL. Without JavaScript the same controls are plain GET forms.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEarlyInput } from '../../lib/early-input.ts';
import { venuesHref } from '../../lib/routes.ts';
import { toast } from '../../lib/toast.ts';
import { closeFilterDrawer, initFilterDrawers } from '../../lib/filter-drawer.ts';
import { resultCountText, type FilterChip, type FilterOption } from '../../lib/list-filters.ts';
import { FilterChips } from '../../components/lists/FilterChips.tsx';
import { FilterDrawer, FilterDrawerButton } from '../../components/lists/FilterDrawer.tsx';
import { FilterSelect as Select } from '../../components/lists/FilterSelect.tsx';
import { VENUE_TYPES } from '../catalogue/catalogue.ts';
import { MAX_GUESTS } from '../costs/estimate.ts';
import { VenueCard, VenueCardSkeleton } from './VenueCard.tsx';
import {
  activeVenueFilterCount,
  venueFilterChips,
  CAPACITY_OPTIONS,
  DEFAULT_VENUE_SORT,
  PRICE_PER_PLATE_OPTIONS,
  RATING_OPTIONS,
  RENTAL_PRICE_OPTIONS,
  SORT_OPTIONS,
  VENUE_SKELETON_COUNT,
  parseVenueQuery,
  venueMessages,
  venueQueryString,
  type VenueFilters,
  type VenuePage,
} from './venues.ts';

type Props = { citySlug: string; initial: VenuePage; initialFilters?: VenueFilters };
type Draft = { capacity: string; pricePerPlate: string; rentalPrice: string; rating: string; venueType: string; q: string; guests: string };

const toDraft = (f: VenueFilters): Draft => ({
  capacity: f.capacity ? String(f.capacity) : '',
  pricePerPlate: f.pricePerPlate ? String(f.pricePerPlate) : '',
  rentalPrice: f.rentalPrice ? String(f.rentalPrice) : '',
  rating: f.rating ? String(f.rating) : '',
  venueType: f.venueType ?? '',
  q: f.q ?? '',
  guests: f.guests ? String(f.guests) : '',
});

function fromDraft(d: Draft, sort: VenueFilters['sort'], page = 1): VenueFilters {
  const params = new URLSearchParams({
    capacity: d.capacity,
    price_per_plate: d.pricePerPlate,
    rental_price: d.rentalPrice,
    rating: d.rating,
    venue_type: d.venueType,
    q: d.q,
    guests: d.guests,
    sort,
    page: String(page),
  });
  return parseVenueQuery(params);
}

const typeOptions: FilterOption[] = [{ value: '', label: 'All types' }, ...VENUE_TYPES.map((t) => ({ value: t.slug, label: t.label }))];

const FORM_ID = 'venue-filters';
const RESET_FORM_ID = 'venue-filters-reset';
const DRAWER_ID = 'venue-filters-drawer';

export default function VenueFinder({ citySlug, initial, initialFilters = { sort: DEFAULT_VENUE_SORT, page: 1 } }: Props) {
  const [applied, setApplied] = useState<VenueFilters>(initialFilters);
  const [draft, setDraft] = useState<Draft>(toDraft(initialFilters));
  const action = venuesHref(citySlug === 'all' ? null : citySlug);
  const initialQuery = venueQueryString(initialFilters);
  const [result, setResult] = useState<VenuePage>(initial);
  const [status, setStatus] = useState<'ready' | 'loading' | 'error'>('ready');
  const request = useRef(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const guestsId = useId();

  useEffect(() => {
    if (rootRef.current) initFilterDrawers(rootRef.current);
  }, []);
  useEarlyInput(rootRef);

  const load = useCallback(
    async (filters: VenueFilters) => {
      const mine = ++request.current;
      setStatus('loading');
      try {
        const query = venueQueryString(filters);
        const response = await fetch(`/api/venues${query ? `${query}&` : '?'}city=${encodeURIComponent(citySlug)}`, {
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = (await response.json()) as VenuePage;
        if (mine !== request.current) return;
        setResult(data);
        setStatus('ready');
      } catch {
        if (mine !== request.current) return;
        setStatus('error');
        toast({ title: venueMessages.errorTitle, description: venueMessages.errorDescription, variant: 'destructive' });
      }
    },
    [citySlug],
  );

  // The server rendered the results for the URL's query; load only when the URL says otherwise
  // (history navigation, or a page kept from before the island started).
  useEffect(() => {
    const fromUrl = () => {
      const filters = parseVenueQuery(new URLSearchParams(window.location.search));
      setApplied(filters);
      setDraft(toDraft(filters));
      if (venueQueryString(filters) !== initialQuery) void load(filters);
      else {
        request.current++;
        setResult(initial);
        setStatus('ready');
      }
    };
    if (venueQueryString(parseVenueQuery(new URLSearchParams(window.location.search))) !== initialQuery) fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [initial, initialQuery, load]);

  function apply(filters: VenueFilters, focusResults = false) {
    closeFilterDrawer(DRAWER_ID);
    setApplied(filters);
    const url = `${window.location.pathname}${venueQueryString(filters)}`;
    window.history.pushState(null, '', url);
    void load(filters);
    if (focusResults) resultsRef.current?.scrollIntoView({ block: 'start' });
  }

  function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    apply(fromDraft(draft, applied.sort));
  }

  function reset(event: { preventDefault(): void }) {
    event.preventDefault();
    const cleared: VenueFilters = { sort: DEFAULT_VENUE_SORT, page: 1 };
    setDraft(toDraft(cleared));
    apply(cleared);
  }

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function removeChip(chip: FilterChip) {
    const filters = parseVenueQuery(new URLSearchParams(chip.query));
    setDraft(toDraft(filters));
    apply(filters);
  }

  const count = resultCountText(result.total, result.totalCapped, { one: 'venue', many: 'venues' });

  return (
    <div ref={rootRef} className="grid gap-6 lg:grid-cols-[17rem_1fr]">
      <form id={RESET_FORM_ID} method="get" action={action} hidden />
      <FilterDrawer id={DRAWER_ID}>
        <form id={FORM_ID} method="get" action={action} onSubmit={onSubmit} className="card h-fit space-y-4 p-4" aria-label="Venue filters" role="search">
          <div>
            <label htmlFor={searchId} className="label">
              Search venues
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              className="input"
              placeholder="Name, area or description"
              value={draft.q}
              maxLength={100}
              onChange={(e) => set('q')(e.target.value)}
            />
          </div>
          <Select label="Venue Type" name="venue_type" value={draft.venueType} options={typeOptions} onChange={set('venueType')} />
          <Select label="Capacity" name="capacity" value={draft.capacity} options={CAPACITY_OPTIONS} onChange={set('capacity')} />
          <Select label="Price per Plate" name="price_per_plate" value={draft.pricePerPlate} options={PRICE_PER_PLATE_OPTIONS} onChange={set('pricePerPlate')} />
          <Select label="Rental Price" name="rental_price" value={draft.rentalPrice} options={RENTAL_PRICE_OPTIONS} onChange={set('rentalPrice')} />
          <Select label="Rating" name="rating" value={draft.rating} options={RATING_OPTIONS} onChange={set('rating')} />
          <div>
            <label htmlFor={guestsId} className="label">
              Guests
            </label>
            <input
              id={guestsId}
              name="guests"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GUESTS}
              step={1}
              className="input"
              placeholder="For an estimate"
              value={draft.guests}
              onChange={(e) => set('guests')(e.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-2 pt-1 lg:grid-cols-1">
            <button type="submit" className="btn btn-primary">
              Apply Filters
            </button>
            <button type="submit" form={RESET_FORM_ID} className="btn btn-outline" onClick={reset}>
              Reset Filters
            </button>
          </div>
        </form>
      </FilterDrawer>

      <div ref={resultsRef} className="scroll-mt-24">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div className="flex items-center gap-3">
            <FilterDrawerButton drawerId={DRAWER_ID} activeCount={activeVenueFilterCount(applied)} />
            <p className="text-sm font-semibold text-stone-700" aria-live="polite" data-result-count>
              {status === 'loading' ? 'Loading venues…' : status === 'ready' ? count : ''}
            </p>
          </div>
          <Select
            label="Sort by"
            name="sort"
            value={applied.sort}
            form={FORM_ID}
            options={SORT_OPTIONS}
            labelClassName="max-sm:sr-only"
            onChange={(value) => apply({ ...applied, sort: value as VenueFilters['sort'], page: 1 })}
          />
        </div>
        <div className="mb-4">
          <FilterChips chips={venueFilterChips(applied)} action={action} onRemove={removeChip} />
        </div>

        {status === 'loading' ? (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading venues">
            {Array.from({ length: VENUE_SKELETON_COUNT }, (_, i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : status === 'error' ? (
          <div className="card p-8 text-center" role="alert">
            <h2 className="font-serif text-xl font-semibold">{venueMessages.errorTitle}</h2>
            <p className="mt-1 text-stone-600">{venueMessages.errorDescription}</p>
          </div>
        ) : result.venues.length === 0 ? (
          <div className="card p-8 text-center">
            <h2 className="font-serif text-xl font-semibold">{venueMessages.empty}</h2>
            <p className="mt-1 text-stone-600">{venueMessages.emptyHint}</p>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Venues</h2>
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-result-cards>
              {result.venues.map((venue, i) => (
                <VenueCard key={venue.id} venue={venue} eager={i < 3} priority={i === 0} guests={applied.guests} />
              ))}
            </div>
            <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
              <button
                type="submit"
                form={FORM_ID}
                name="page"
                value={result.page - 1}
                className="btn btn-outline btn-sm"
                disabled={result.page <= 1}
                onClick={(event) => {
                  event.preventDefault();
                  apply({ ...applied, page: result.page - 1 }, true);
                }}
              >
                Previous
              </button>
              <span className="text-sm">Page {result.page}</span>
              <button
                type="submit"
                form={FORM_ID}
                name="page"
                value={result.page + 1}
                className="btn btn-outline btn-sm"
                disabled={!result.hasMore}
                onClick={(event) => {
                  event.preventDefault();
                  apply({ ...applied, page: result.page + 1 }, true);
                }}
              >
                Next
              </button>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}

// The venue list's filter form, an island. Its fields are the server's own HTML, left
// uncontrolled: what a visitor types or chooses before the island starts stays in them and is
// read from the form when it is sent, so nothing has to be handed over. Before the island
// starts (and without JavaScript) the form is a plain GET form; once it has, Apply, Reset and
// the page buttons load the results in place (venue-list.ts).
import { useId, type SubmitEvent } from 'react';
import { FilterDrawer } from '../../../components/lists/FilterDrawer.tsx';
import { FilterSelect as Select } from '../../../components/lists/FilterSelect.tsx';
import type { FilterOption } from '../../../lib/list-filters.ts';
import { VENUE_TYPES } from '../catalogue.ts';
import { MAX_GUESTS } from '../prices/estimate.ts';
import {
  NO_VENUE_FILTERS,
  VENUE_DRAWER_ID,
  VENUE_FORM_ID,
  VENUE_RESET_FORM_ID,
  currentVenueFilters,
  fillVenueForm,
  showVenues,
  submittedVenueFilters,
} from './venue-list.ts';
import { CAPACITY_OPTIONS, PRICE_PER_PLATE_OPTIONS, RATING_OPTIONS, RENTAL_PRICE_OPTIONS, type VenueFilters } from './venues.ts';

type Props = { action: string; filters: VenueFilters };

const typeOptions: FilterOption[] = [{ value: '', label: 'All types' }, ...VENUE_TYPES.map((t) => ({ value: t.slug, label: t.label }))];
const text = (value: number | string | undefined) => (value ? String(value) : '');

export default function VenueFilters({ action, filters }: Props) {
  const searchId = useId();
  const guestsId = useId();

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = event.nativeEvent.submitter;
    const next = submittedVenueFilters(event.currentTarget, submitter);
    // A page button keeps the filters as applied (its page was counted for them), not the fields' edits.
    const paging = submitter instanceof HTMLButtonElement && submitter.name === 'page';
    void showVenues(paging ? { ...currentVenueFilters(), page: next.page } : { ...next, page: 1 }, { scrollToResults: paging });
  }

  function onReset(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    fillVenueForm(NO_VENUE_FILTERS);
    void showVenues(NO_VENUE_FILTERS);
  }

  return (
    <>
      <form id={VENUE_RESET_FORM_ID} method="get" action={action} onSubmit={onReset} hidden />
      <FilterDrawer id={VENUE_DRAWER_ID}>
        <form id={VENUE_FORM_ID} method="get" action={action} onSubmit={onSubmit} className="card h-fit space-y-4 p-4" aria-label="Venue filters" role="search">
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
              defaultValue={filters.q ?? ''}
              maxLength={100}
            />
          </div>
          <Select label="Venue Type" name="venue_type" value={filters.venueType ?? ''} options={typeOptions} />
          <Select label="Capacity" name="capacity" value={text(filters.capacity)} options={CAPACITY_OPTIONS} />
          <Select label="Price per Plate" name="price_per_plate" value={text(filters.pricePerPlate)} options={PRICE_PER_PLATE_OPTIONS} />
          <Select label="Rental Price" name="rental_price" value={text(filters.rentalPrice)} options={RENTAL_PRICE_OPTIONS} />
          <Select label="Rating" name="rating" value={text(filters.rating)} options={RATING_OPTIONS} />
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
              defaultValue={text(filters.guests)}
            />
          </div>
          <div className="grid grid-cols-2 gap-2 pt-1 lg:grid-cols-1">
            <button type="submit" className="btn btn-primary">
              Apply Filters
            </button>
            <button type="submit" form={VENUE_RESET_FORM_ID} className="btn btn-outline">
              Reset Filters
            </button>
          </div>
        </form>
      </FilterDrawer>
    </>
  );
}

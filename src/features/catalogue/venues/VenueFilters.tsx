// The venue list's filter form, an island. Its fields are the server's own HTML, left
// uncontrolled: what a visitor types or chooses before the island starts stays in them and is
// read from the form when it is sent, so nothing has to be handed over. Before the island
// starts (and without JavaScript) the form is a plain GET form; once it has, Apply, Reset and
// the page buttons load the results in place (venue-list.ts).
import { useId, useMemo, type SubmitEvent } from 'react';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { VenueFieldKey, venueFilterMessages } from './messages.ts';
import type { AvailabilityFieldKey, availabilityMessages } from '../listings/availability-messages.ts';
import { AvailabilityFields } from '../listings/AvailabilityFields.tsx';
import { FilterDrawer } from '../../../components/lists/FilterDrawer.tsx';
import { FilterSelect as Select } from '../../../components/lists/FilterSelect.tsx';
import type { ListTexts } from '../../../components/lists/list-texts.ts';
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
import { capacityOptions, pricePerPlateOptions, ratingOptions, rentalPriceOptions, venueTypeOptions, type VenueFilters } from './venues.ts';

type Props = {
  action: string;
  filters: VenueFilters;
  messages: MessagesData<Pick<CatalogueOf<typeof venueFilterMessages>, VenueFieldKey>>;
  /** The date fields' texts; without them the form has no date fields. */
  availabilityMessages?: MessagesData<Pick<CatalogueOf<typeof availabilityMessages>, AvailabilityFieldKey>>;
  /** The drawer's own texts ("Filters", "Close"), in the page's language. */
  listMessages?: ListTexts;
};

const text = (value: number | string | undefined) => (value ? String(value) : '');

export default function VenueFilters({ action, filters, messages, availabilityMessages, listMessages }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const at = useMemo(() => (availabilityMessages ? bind(availabilityMessages) : null), [availabilityMessages]);
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
      <FilterDrawer id={VENUE_DRAWER_ID} messages={listMessages}>
        <form id={VENUE_FORM_ID} method="get" action={action} onSubmit={onSubmit} className="card h-fit space-y-4 p-4" aria-label={t.form} role="search">
          <div>
            <label htmlFor={searchId} className="label">
              {t.search}
            </label>
            <input id={searchId} name="q" type="search" className="input" placeholder={t.searchPlaceholder} defaultValue={filters.q ?? ''} maxLength={100} />
          </div>
          <Select label={t.venueType} name="venue_type" value={filters.venueType ?? ''} options={venueTypeOptions(t)} />
          <Select label={t.capacity} name="capacity" value={text(filters.capacity)} options={capacityOptions(t)} />
          <Select label={t.pricePerPlate} name="price_per_plate" value={text(filters.pricePerPlate)} options={pricePerPlateOptions(t)} />
          <Select label={t.rentalPrice} name="rental_price" value={text(filters.rentalPrice)} options={rentalPriceOptions(t)} />
          <Select label={t.rating} name="rating" value={text(filters.rating)} options={ratingOptions(t)} />
          <div>
            <label htmlFor={guestsId} className="label">
              {t.guests}
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
              placeholder={t.guestsPlaceholder}
              defaultValue={text(filters.guests)}
            />
          </div>
          {at ? <AvailabilityFields params={filters.availability?.params} t={at} /> : null}
          <div className="grid grid-cols-2 gap-2 pt-1 lg:grid-cols-1">
            <button type="submit" className="btn btn-primary">
              {t.apply}
            </button>
            <button type="submit" form={VENUE_RESET_FORM_ID} className="btn btn-outline">
              {t.reset}
            </button>
          </div>
        </form>
      </FilterDrawer>
    </>
  );
}

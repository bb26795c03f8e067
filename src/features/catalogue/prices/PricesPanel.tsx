// The owner's prices of one listing in the vendor dashboard: when they were last checked,
// "Confirm prices" (today's date, prices unchanged) and the price fields (saving them dates
// them too and keeps them in the listing's price history).
import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { PER_PERSON_CATEGORIES } from './estimate.ts';
import { needsPriceReminder, priceFreshness } from './freshness.ts';
import { formatCalendarDate as formatCalendarDate } from '../../../lib/dates.ts';
import { MAX_RUPEES, priceText, type VendorPriceValues, type VenuePriceValues } from './prices.ts';

export type PricesPanelListing =
  | { kind: 'venue'; id: number; name: string; href: string; verifiedOn: string | null; prices: VenuePriceValues }
  | { kind: 'vendor'; id: number; name: string; href: string; verifiedOn: string | null; categorySlug: string | null; prices: VendorPriceValues };

type FieldSpec = { name: string; label: string };
const VENUE_FIELDS: FieldSpec[] = [
  { name: 'vegPerPlate', label: 'Veg per plate (₹)' },
  { name: 'nonVegPerPlate', label: 'Non-veg per plate (₹)' },
  { name: 'rentalMin', label: 'Starting rental (₹)' },
  { name: 'rentalMax', label: 'Highest rental (₹)' },
];

function vendorFields(categorySlug: string | null): FieldSpec[] {
  const perPerson = categorySlug ? PER_PERSON_CATEGORIES[categorySlug] : undefined;
  return [
    { name: 'priceRangeMin', label: 'Starting price (₹)' },
    { name: 'priceRangeMax', label: 'Highest price (₹)' },
    ...(perPerson ? [{ name: 'pricePerPerson', label: `Price ${perPerson.unit} (₹)` }] : []),
  ];
}

/** Empty is "not listed" (null); anything else must be whole rupees, which the schema checks. */
function amount(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replaceAll(',', '');
  return text === '' ? null : Number(text);
}

export default function PricesPanel({ listing }: { listing: PricesPanelListing }) {
  const [verifiedOn, setVerifiedOn] = useState(listing.verifiedOn);
  const [confirming, setConfirming] = useState(false);
  const fields = listing.kind === 'venue' ? VENUE_FIELDS : vendorFields(listing.categorySlug);
  const values = listing.prices as Record<string, number | null>;
  const freshness = priceFreshness(verifiedOn);
  const headingId = `prices-${listing.kind}-${listing.id}`;

  const onError = (error: { code: string; message: string }, fieldErrors: FieldErrors | null) => {
    toast({ title: priceText.failed, description: fieldErrors ? priceText.fixFields : error.message, variant: 'destructive' });
  };
  const form = useActionForm({
    action: (input: Record<string, number | null>) =>
      listing.kind === 'venue' ? actions.prices.updateVenue(input as never) : actions.prices.updateVendor(input as never),
    read: (el) => {
      const data = new FormData(el);
      return { input: { id: listing.id, ...Object.fromEntries(fields.map((f) => [f.name, amount(data.get(f.name))])) } };
    },
    onSuccess: (data: { verifiedOn: string }) => {
      setVerifiedOn(data.verifiedOn);
      toast({ title: priceText.saved, variant: 'success' });
    },
    onError,
  });

  async function confirm() {
    setConfirming(true);
    const { data, error } = await actions.prices
      .confirm({ kind: listing.kind, id: listing.id })
      .catch(() => ({ data: undefined, error: { code: 'NETWORK', message: 'Please check your connection and try again.' } }));
    setConfirming(false);
    if (error || !data) return onError(error ?? { code: 'UNKNOWN', message: '' }, null);
    setVerifiedOn(data.verifiedOn);
    toast({ title: priceText.confirmed, variant: 'success' });
  }

  return (
    <section aria-labelledby={headingId} className="card space-y-4 p-6" data-prices-listing={`${listing.kind}-${listing.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-maroon-800">
            Prices of {listing.name}
          </h3>
          <p className="text-sm text-stone-600" data-testid="prices-verified-on">
            {verifiedOn ? `Last confirmed on ${formatCalendarDate(verifiedOn)}` : 'Never confirmed'}
            {freshness.stale ? ` · couples see "${freshness.text}"` : ''}
          </p>
          {needsPriceReminder(verifiedOn) ? (
            <p className="mt-1 text-sm font-semibold text-amber-800">{priceText.reminder}: confirm them or change them.</p>
          ) : null}
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void confirm()} disabled={!form.hydrated || confirming}>
          {confirming ? 'Confirming…' : 'Confirm prices'}
        </button>
      </div>
      <form method="post" noValidate onSubmit={form.onSubmit} aria-label={`Edit prices of ${listing.name}`}>
        <fieldset className="grid gap-4 sm:grid-cols-2" disabled={form.pending}>
          <legend className="sr-only">Prices</legend>
          {fields.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_RUPEES}
              step={1}
              defaultValue={values[f.name] ?? ''}
              error={form.errors[f.name]}
            />
          ))}
        </fieldset>
        <div className="mt-4">
          <SubmitButton pending={form.pending} hydrated={form.hydrated} label="Save prices" pendingLabel="Saving…" className="btn btn-primary" />
        </div>
      </form>
      <p className="text-sm">
        <a href={listing.href} className="font-semibold text-maroon-700 underline">
          View the public page
        </a>
      </p>
    </section>
  );
}

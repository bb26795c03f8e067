// The owner's prices of one listing in the vendor dashboard: when they were last checked,
// "Confirm prices" (today's date, prices unchanged) and the price fields (saving them dates
// them too and keeps them in the listing's price history).
import { useMemo, useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActionForm } from '../../../lib/use-action-form.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { PER_PERSON_CATEGORIES } from './estimate.ts';
import { needsPriceReminder, priceFreshness } from './freshness.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { MAX_RUPEES, type VendorPriceValues, type VenuePriceValues } from './prices.ts';
import { bind, type Bound, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import { translateKnown, translateKnownFields, type KnownTexts } from '../known-texts.ts';
import type { pricesPanelMessages } from './panel-messages.ts';

type Texts = Bound<CatalogueOf<typeof pricesPanelMessages>>;

export type PricesPanelListing =
  | { kind: 'venue'; id: number; name: string; href: string; verifiedOn: string | null; prices: VenuePriceValues }
  | { kind: 'vendor'; id: number; name: string; href: string; verifiedOn: string | null; categorySlug: string | null; prices: VendorPriceValues };

type FieldSpec = { name: string; label: string };
const venueFields = (t: Texts): FieldSpec[] => [
  { name: 'vegPerPlate', label: t.vegPerPlate },
  { name: 'nonVegPerPlate', label: t.nonVegPerPlate },
  { name: 'rentalMin', label: t.rentalMin },
  { name: 'rentalMax', label: t.rentalMax },
];

/** The per-person price's label by its unit (estimate.ts's PER_PERSON_CATEGORIES). */
const PER_UNIT_LABEL = { 'per plate': 'pricePerPlate', 'per person': 'pricePerPerson', 'per hand': 'pricePerHand' } as const;

function vendorFields(t: Texts, categorySlug: string | null): FieldSpec[] {
  const perPerson = categorySlug ? PER_PERSON_CATEGORIES[categorySlug] : undefined;
  const unitLabel = perPerson && PER_UNIT_LABEL[perPerson.unit as keyof typeof PER_UNIT_LABEL];
  return [
    { name: 'priceRangeMin', label: t.priceRangeMin },
    { name: 'priceRangeMax', label: t.priceRangeMax },
    ...(perPerson ? [{ name: 'pricePerPerson', label: unitLabel ? t[unitLabel] : `Price ${perPerson.unit} (₹)` }] : []),
  ];
}

/** Empty is "not listed" (null); anything else must be whole rupees, which the schema checks. */
function amount(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replaceAll(',', '');
  return text === '' ? null : Number(text);
}

type Props = {
  listing: PricesPanelListing;
  /** The panel's texts, in the account's language. */
  messages: MessagesData<CatalogueOf<typeof pricesPanelMessages>>;
  /** prices.ts's English messages with their translations (pricesKnownMessages). */
  known: KnownTexts;
};

export default function PricesPanel({ listing, messages, known }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const [verifiedOn, setVerifiedOn] = useState(listing.verifiedOn);
  const [confirming, setConfirming] = useState(false);
  const fields = listing.kind === 'venue' ? venueFields(t) : vendorFields(t, listing.categorySlug);
  const values = listing.prices as Record<string, number | null>;
  const freshness = priceFreshness(verifiedOn, undefined, t);
  const headingId = `prices-${listing.kind}-${listing.id}`;

  const onError = (error: { code: string; message: string }, fieldErrors: FieldErrors | null) => {
    toast({ title: t.failed, description: fieldErrors ? t.fixFields : translateKnown(known, error.message), variant: 'destructive' });
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
      toast({ title: t.saved, variant: 'success' });
    },
    onError,
  });

  async function confirm() {
    setConfirming(true);
    const { data, error } = await actions.prices
      .confirm({ kind: listing.kind, id: listing.id })
      .catch(() => ({ data: undefined, error: { code: 'NETWORK', message: t.network } }));
    setConfirming(false);
    if (error || !data) return onError(error ?? { code: 'UNKNOWN', message: '' }, null);
    setVerifiedOn(data.verifiedOn);
    toast({ title: t.confirmed, variant: 'success' });
  }

  const errors = translateKnownFields(known, form.errors);

  return (
    <section aria-labelledby={headingId} className="card space-y-4 p-6" data-prices-listing={`${listing.kind}-${listing.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-maroon-800">
            {t.pricesOf({ name: listing.name })}
          </h3>
          <p className="text-sm text-stone-600" data-testid="prices-verified-on">
            {verifiedOn ? t.lastConfirmed({ date: formatCalendarDate(verifiedOn, t.$locale) }) : t.neverConfirmed}
            {freshness.stale ? t.couplesSee({ text: freshness.text }) : ''}
          </p>
          {needsPriceReminder(verifiedOn) ? <p className="mt-1 text-sm font-semibold text-amber-800">{t.reminder}</p> : null}
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void confirm()} disabled={!form.hydrated || confirming}>
          {confirming ? t.confirming : t.confirm}
        </button>
      </div>
      <form method="post" noValidate onSubmit={form.onSubmit} aria-label={t.editPricesOf({ name: listing.name })}>
        <fieldset className="grid gap-4 sm:grid-cols-2" disabled={form.pending}>
          <legend className="sr-only">{t.prices}</legend>
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
              error={errors[f.name]}
            />
          ))}
        </fieldset>
        <div className="mt-4">
          <SubmitButton pending={form.pending} hydrated={form.hydrated} label={t.save} pendingLabel={t.saving} className="btn btn-primary" />
        </div>
      </form>
      <p className="text-sm">
        <a href={listing.href} className="font-semibold text-maroon-700 underline">
          {t.viewPublicPage}
        </a>
      </p>
    </section>
  );
}

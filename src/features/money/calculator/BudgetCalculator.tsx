import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { formatRupees } from '../../../lib/money.ts';
import { vendorByIdHref } from '../../../lib/routes.ts';
import {
  DEFAULT_SEASON,
  GUEST_COUNT,
  SEASONS,
  TOTAL_BUDGET,
  allocateBudget,
  calculatorResultFrom,
  perGuestCost,
  stepValue,
  type RecommendedVendor,
  type Season,
} from './budget.ts';
import { useRecommendations } from './use-recommendations.ts';
import SaveToBudget from './SaveToBudget.tsx';

type Range = { min: number; max: number; step: number };

function Slider({
  inputRef,
  id,
  label,
  value,
  range,
  display,
  valueText,
  format,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  label: string;
  value: number;
  range: Range;
  display: string;
  valueText: string;
  format: (value: number) => string;
  onChange: (value: number) => void;
}) {
  // Keys are handled here so that every press moves exactly one step from the shown value,
  // including from a default that lies between steps.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = stepValue(value, event.key, range);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="label">
          {label}
        </label>
        <output htmlFor={id} className="font-serif text-xl font-bold text-maroon-700" aria-hidden="true">
          {display}
        </output>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="mt-2 h-2 w-full cursor-pointer accent-maroon-700"
      />
      <div className="mt-1 flex justify-between text-xs text-[#6b5a60]" aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-[#6b4300]">
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="#e58f0b" />
      </svg>
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

function VendorCard({ vendor }: { vendor: RecommendedVendor }) {
  return (
    <li className="card flex flex-col gap-1 p-4">
      <a href={vendorByIdHref(vendor.id)} className="font-semibold text-maroon-800 hover:underline">
        {vendor.name}
      </a>
      <p className="text-sm text-[#5b4a50]">
        {vendor.category}
        {vendor.city ? ` · ${vendor.city}` : ''}
      </p>
      <div className="flex items-center justify-between gap-2">
        <Stars rating={vendor.ratingAverage} />
        {vendor.priceRangeMin !== null ? <span className="text-sm text-[#3b2a30]">From {formatRupees(vendor.priceRangeMin)}</span> : null}
      </div>
    </li>
  );
}

export default function BudgetCalculator() {
  const [total, setTotal] = useState<number>(TOTAL_BUDGET.default);
  const [guests, setGuests] = useState<number>(GUEST_COUNT.default);
  const [season, setSeason] = useState<Season>(DEFAULT_SEASON);
  const ids = useId();
  const totalRef = useRef<HTMLInputElement>(null);
  const guestsRef = useRef<HTMLInputElement>(null);
  const seasonsRef = useRef<HTMLFieldSetElement>(null);

  // The server-rendered controls work before this island hydrates; start from whatever
  // the visitor already chose there (see pre-hydration.ts).
  useEffect(() => {
    const total = totalRef.current;
    if (total && total.dataset.touched !== undefined) setTotal(Number(total.value));
    const guests = guestsRef.current;
    if (guests && guests.dataset.touched !== undefined) setGuests(Number(guests.value));
    const checked = seasonsRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const chosen = SEASONS.find((s) => s.id === checked);
    if (chosen) setSeason(chosen.id);
    // Back from signing in to save the plan: the result the visitor had.
    const shared = calculatorResultFrom(location.search);
    if (shared) {
      setTotal(shared.total);
      setGuests(shared.guests);
      setSeason(shared.season);
    }
  }, []);
  const { adjusted, allocations } = useMemo(() => allocateBudget(total, season), [total, season]);
  const perGuest = perGuestCost(adjusted, guests);
  const recommendations = useRecommendations(adjusted);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="card space-y-6 self-start p-5 sm:p-6">
        <Slider
          inputRef={totalRef}
          id={`${ids}-total`}
          label="Total Budget"
          value={total}
          range={TOTAL_BUDGET}
          display={formatRupees(total)}
          valueText={formatRupees(total)}
          format={formatRupees}
          onChange={setTotal}
        />
        <Slider
          inputRef={guestsRef}
          id={`${ids}-guests`}
          label="Number of Guests"
          value={guests}
          range={GUEST_COUNT}
          display={String(guests)}
          valueText={`${guests} guests`}
          format={String}
          onChange={setGuests}
        />
        <fieldset ref={seasonsRef}>
          <legend className="label">Wedding Season</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-3">
            {SEASONS.map((s) => (
              <label
                key={s.id}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-[#e0d4c8] bg-white px-2.5 py-2 text-sm has-checked:border-maroon-700 has-checked:bg-maroon-50"
              >
                <input
                  type="radio"
                  name={`${ids}-season`}
                  value={s.id}
                  checked={season === s.id}
                  onChange={() => setSeason(s.id)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-maroon-700"
                />
                <span className="flex flex-col leading-tight">
                  <span className="font-semibold">{s.label}</span>
                  <span className="text-xs text-[#6b5a60]" aria-hidden="true">
                    ×{s.multiplier}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-ivory p-4">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-[#6b5a60] uppercase">Adjusted budget</dt>
            <dd className="font-serif text-xl font-bold text-maroon-800" data-testid="adjusted-budget">
              {formatRupees(adjusted)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-[#6b5a60] uppercase">Per guest cost</dt>
            <dd className="font-serif text-xl font-bold text-maroon-800" data-testid="per-guest-cost">
              {formatRupees(perGuest)}
            </dd>
          </div>
        </dl>
        <SaveToBudget total={total} guests={guests} season={season} />
      </div>

      <div className="space-y-6">
        <div className="card p-5 sm:p-6">
          <h3 className="font-serif text-xl font-bold text-maroon-800">Budget Allocation</h3>
          <ul className="mt-4 divide-y divide-[#efe6dc]" aria-live="polite">
            {allocations.map((a) => (
              <li key={a.name} className="py-3" data-allocation={a.name}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-[#2b1d22]">
                    {a.name} <span className="text-sm font-normal text-[#6b5a60]">({percent(a.share)})</span>
                  </span>
                  <span className="font-semibold text-maroon-700">{formatRupees(a.amount)}</span>
                </div>
                <svg className="mt-2 block" width="100%" height="6" aria-hidden="true">
                  <rect width="100%" height="6" rx="3" fill="#f3e9dd" />
                  <rect width={`${a.share * 100 * 2.5}%`} height="6" rx="3" fill="#e58f0b" />
                </svg>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-[#5b4a50]">
                    Recommended: {formatRupees(a.rangeMin)} – {formatRupees(a.rangeMax)}
                  </span>
                  {a.belowMinimum ? (
                    <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-[#7a4a00]">Min: {formatRupees(a.minimum)}</span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>

        {recommendations.status === 'ready' ? (
          <div className="card p-5 sm:p-6">
            <h3 className="font-serif text-xl font-bold text-maroon-800">Recommended Vendors</h3>
            {recommendations.vendors.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {recommendations.vendors.map((vendor) => (
                  <VendorCard key={vendor.id} vendor={vendor} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-[#5b4a50]">No vendors fit this budget yet. Try a larger budget.</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { formatRupees, formatRupeesWords } from '../../../lib/money.ts';
import { vendorByIdHref } from '../../../lib/routes.ts';
import { bind, type Bound, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { calculatorMessages } from './messages.ts';
import {
  DEFAULT_SEASON,
  GUEST_COUNT,
  SEASONS,
  TOTAL_BUDGET,
  allocateBudget,
  calculatorResultFrom,
  perGuestCost,
  stepValue,
  type BudgetCategory,
  type RecommendedVendor,
  type Season,
} from './budget.ts';
import { useRecommendations } from './use-recommendations.ts';
import SaveToBudget from './SaveToBudget.tsx';

type Range = { min: number; max: number; step: number };
export type CalculatorMessages = CatalogueOf<typeof calculatorMessages>;
type Texts = Bound<CalculatorMessages>;

const SEASON_KEYS = { peak: 'seasonPeak', regular: 'seasonRegular', 'off-peak': 'seasonOffPeak' } as const satisfies Record<Season, keyof Texts>;
const CATEGORY_KEYS = {
  venue: 'categoryVenue',
  photography: 'categoryPhotography',
  decoration: 'categoryDecoration',
  makeup: 'categoryMakeup',
  music: 'categoryMusic',
  invitations: 'categoryInvitations',
  transportation: 'categoryTransportation',
  miscellaneous: 'categoryMiscellaneous',
} as const satisfies Record<BudgetCategory, keyof Texts>;

/**
 * How the total budget slider reads its amounts: exact rupees in English (the specification's
 * figures); in Hindi the way people say them, "₹5 लाख", "₹1.5 करोड़".
 */
function sliderRupees(t: Texts): (amount: number) => string {
  return t.$locale === 'en' ? formatRupees : (amount) => formatRupeesWords(amount, t.$locale);
}

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

function Stars({ rating, t }: { rating: number; t: Texts }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-[#6b4300]">
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="#e58f0b" />
      </svg>
      {rating.toFixed(1)}
      <span className="sr-only">{t.outOfFive}</span>
    </span>
  );
}

function VendorCard({ vendor, t }: { vendor: RecommendedVendor; t: Texts }) {
  return (
    <li className="card flex flex-col gap-1 p-4">
      <a href={localePath(vendorByIdHref(vendor.id), t.$locale)} className="font-semibold text-maroon-800 hover:underline" translate="no">
        {vendor.name}
      </a>
      <p className="text-sm text-[#5b4a50]">
        {vendor.category}
        {vendor.city ? ` · ${vendor.city}` : ''}
      </p>
      <div className="flex items-center justify-between gap-2">
        <Stars rating={vendor.ratingAverage} t={t} />
        {vendor.priceRangeMin !== null ? <span className="text-sm text-[#3b2a30]">{t.fromPrice({ price: formatRupees(vendor.priceRangeMin) })}</span> : null}
      </div>
    </li>
  );
}

export default function BudgetCalculator({ messages }: { messages: MessagesData<CalculatorMessages> }) {
  const t = useMemo(() => bind(messages), [messages]);
  const sliderAmount = sliderRupees(t);
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
  const recommendations = useRecommendations(adjusted, t.$locale);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="card space-y-6 self-start p-5 sm:p-6">
        <Slider
          inputRef={totalRef}
          id={`${ids}-total`}
          label={t.totalBudget}
          value={total}
          range={TOTAL_BUDGET}
          display={sliderAmount(total)}
          valueText={sliderAmount(total)}
          format={sliderAmount}
          onChange={setTotal}
        />
        <Slider
          inputRef={guestsRef}
          id={`${ids}-guests`}
          label={t.numberOfGuests}
          value={guests}
          range={GUEST_COUNT}
          display={String(guests)}
          valueText={t.guestsValue({ count: String(guests) })}
          format={String}
          onChange={setGuests}
        />
        <fieldset ref={seasonsRef}>
          <legend className="label">{t.weddingSeason}</legend>
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
                  <span className="font-semibold">{t[SEASON_KEYS[s.id]]}</span>
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
            <dt className="text-xs font-semibold tracking-wide text-[#6b5a60] uppercase">{t.adjustedBudget}</dt>
            <dd className="font-serif text-xl font-bold text-maroon-800" data-testid="adjusted-budget">
              {formatRupees(adjusted)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-[#6b5a60] uppercase">{t.perGuestCost}</dt>
            <dd className="font-serif text-xl font-bold text-maroon-800" data-testid="per-guest-cost">
              {formatRupees(perGuest)}
            </dd>
          </div>
        </dl>
        <SaveToBudget total={total} guests={guests} season={season} t={t} />
      </div>

      <div className="space-y-6">
        <div className="card p-5 sm:p-6">
          <h3 className="font-serif text-xl font-bold text-maroon-800">{t.allocationHeading}</h3>
          <ul className="mt-4 divide-y divide-[#efe6dc]" aria-live="polite">
            {allocations.map((a) => (
              <li key={a.name} className="py-3" data-allocation={a.name}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-[#2b1d22]">
                    {t[CATEGORY_KEYS[a.category]]} <span className="text-sm font-normal text-[#6b5a60]">({percent(a.share)})</span>
                  </span>
                  <span className="font-semibold text-maroon-700">{formatRupees(a.amount)}</span>
                </div>
                <svg className="mt-2 block" width="100%" height="6" aria-hidden="true">
                  <rect width="100%" height="6" rx="3" fill="#f3e9dd" />
                  <rect width={`${a.share * 100 * 2.5}%`} height="6" rx="3" fill="#e58f0b" />
                </svg>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-[#5b4a50]">{t.recommendedRange({ min: formatRupees(a.rangeMin), max: formatRupees(a.rangeMax) })}</span>
                  {a.belowMinimum ? (
                    <span className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-[#7a4a00]">
                      {t.minimum({ amount: formatRupees(a.minimum) })}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>

        {recommendations.status === 'ready' ? (
          <div className="card p-5 sm:p-6">
            <h3 className="font-serif text-xl font-bold text-maroon-800">{t.recommendedVendors}</h3>
            {recommendations.vendors.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {recommendations.vendors.map((vendor) => (
                  <VendorCard key={vendor.id} vendor={vendor} t={t} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-[#5b4a50]">{t.noVendors}</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

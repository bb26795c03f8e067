// The budget calculator's rule (READING-THE-SPEC "Budget calculator: the exact rule"):
// adjusted = total × season; each category gets adjusted × share, flagged when below its
// minimum, with a recommended range up to 1.2 × the allocation.

export const TOTAL_BUDGET = { min: 0, max: 50_000_000, step: 500_000, default: 100_000 } as const;
export const GUEST_COUNT = { min: 10, max: 1000, step: 10, default: 100 } as const;
export const RECOMMENDATION_LIMIT = 3;
export const RANGE_FACTOR = 1.2;

export const SEASONS = [
  { id: 'peak', label: 'Peak season', multiplier: 1.25 },
  { id: 'regular', label: 'Regular season', multiplier: 1 },
  { id: 'off-peak', label: 'Off-peak season', multiplier: 0.85 },
] as const;
export type Season = (typeof SEASONS)[number]['id'];
export const DEFAULT_SEASON: Season = 'regular';

export const BUDGET_CATEGORIES = [
  { name: 'Venue & Catering', share: 0.4, minimum: 2000, category: 'venue' },
  { name: 'Photography & Video', share: 0.15, minimum: 1000, category: 'photography' },
  { name: 'Decoration & Flowers', share: 0.1, minimum: 500, category: 'decoration' },
  { name: 'Attire & Beauty', share: 0.1, minimum: 800, category: 'makeup' },
  { name: 'Music & Entertainment', share: 0.1, minimum: 500, category: 'music' },
  { name: 'Invitations & Stationery', share: 0.05, minimum: 300, category: 'invitations' },
  { name: 'Transportation & Logistics', share: 0.05, minimum: 300, category: 'transportation' },
  { name: 'Miscellaneous', share: 0.05, minimum: 200, category: 'miscellaneous' },
] as const;

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number]['category'];

export type Allocation = {
  name: string;
  /** Which of the eight it is (the key its name is translated by). */
  category: BudgetCategory;
  /** Share of the adjusted budget, 0–1. */
  share: number;
  amount: number;
  minimum: number;
  belowMinimum: boolean;
  rangeMin: number;
  rangeMax: number;
};

export function seasonMultiplier(season: Season): number {
  return SEASONS.find((s) => s.id === season)?.multiplier ?? 1;
}

/** The total after the season's multiplier. */
export function adjustedBudget(total: number, season: Season): number {
  return total * seasonMultiplier(season);
}

/** Splits the season-adjusted budget over the eight categories. */
export function allocateBudget(total: number, season: Season): { adjusted: number; allocations: Allocation[] } {
  const adjusted = adjustedBudget(total, season);
  const allocations = BUDGET_CATEGORIES.map((c) => {
    const amount = adjusted * c.share;
    return {
      name: c.name,
      category: c.category,
      share: c.share,
      amount,
      minimum: c.minimum,
      belowMinimum: amount < c.minimum,
      rangeMin: amount,
      rangeMax: amount * RANGE_FACTOR,
    };
  });
  return { adjusted, allocations };
}

/** Cost per guest of the adjusted budget; the guest count never changes the allocation. */
export function perGuestCost(adjusted: number, guests: number): number {
  return guests > 0 ? adjusted / guests : 0;
}

/**
 * The next slider value for a key, snapped to the slider's steps as a pointer would be:
 * the default 1,00,000 lies between steps, so the first step up lands on 5,00,000.
 */
export function stepValue(value: number, key: string, range: { min: number; max: number; step: number }): number | null {
  const { min, max, step } = range;
  const snap = (v: number) => Math.min(max, Math.max(min, Math.round((v - min) / step) * step + min));
  const big = step * 10;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return snap(Math.floor((value - min) / step) * step + min + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return snap(Math.ceil((value - min) / step) * step + min - step);
    case 'PageUp':
      return snap(Math.floor((value - min) / step) * step + min + big);
    case 'PageDown':
      return snap(Math.ceil((value - min) / step) * step + min - big);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

export type RecommendedVendor = {
  id: number;
  name: string;
  ratingAverage: number;
  reviewCount: number;
  priceRangeMin: number | null;
  category: string;
  city: string | null;
};

export type CalculatorState = { total: number; guests: number; season: Season };

/** The home page with a calculator result carried in its address (to come back to after signing in). */
export function calculatorResultPath({ total, guests, season }: CalculatorState): string {
  return `/?total=${total}&guests=${guests}&season=${season}`;
}

/** A result carried by `calculatorResultPath`, or null when the address holds none (or a bad one). */
export function calculatorResultFrom(search: string): CalculatorState | null {
  const params = new URLSearchParams(search);
  const total = Number(params.get('total') ?? NaN);
  const guests = Number(params.get('guests') ?? GUEST_COUNT.default);
  const season = SEASONS.find((s) => s.id === params.get('season'))?.id ?? DEFAULT_SEASON;
  const within = (n: number, r: { min: number; max: number }) => Number.isInteger(n) && n >= r.min && n <= r.max;
  return within(total, TOTAL_BUDGET) && within(guests, GUEST_COUNT) ? { total, guests, season } : null;
}

// How complete a vendor's public profile is: what couples look for before they enquire.
// Zod-free and pure, so the dashboard and its tests share one rule.

export type ProfileFacts = {
  description: string | null;
  cityId: number | null;
  subCategoryCount: number;
  priceRangeMin: number | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  businessHours: string | null;
  depositPolicy: string | null;
  paymentMethods: readonly string[] | null;
  yearsExperience: number | null;
  photoCount: number;
};

/** A description shorter than this says too little to choose on. */
export const DESCRIPTION_MIN = 40;

const filled = (value: string | null) => Boolean(value && value.trim());

const checks: [string, (f: ProfileFacts) => boolean][] = [
  ['Description', (f) => (f.description ?? '').trim().length >= DESCRIPTION_MIN],
  ['City', (f) => f.cityId !== null],
  ['Services offered', (f) => f.subCategoryCount > 0],
  ['Starting price', (f) => (f.priceRangeMin ?? 0) > 0],
  ['Phone', (f) => filled(f.phone)],
  ['E-mail', (f) => filled(f.email)],
  ['Address', (f) => filled(f.address)],
  ['Business hours', (f) => filled(f.businessHours)],
  ['Booking policy', (f) => filled(f.depositPolicy)],
  ['Payment methods', (f) => (f.paymentMethods?.length ?? 0) > 0],
  ['Years of experience', (f) => f.yearsExperience !== null],
  ['Photos', (f) => f.photoCount > 0],
];

/** The share of the profile filled in (0–100) and what is still missing, in the editor's order. */
export function profileCompleteness(facts: ProfileFacts): { percent: number; missing: string[] } {
  const missing = checks.filter(([, ok]) => !ok(facts)).map(([label]) => label);
  return { percent: Math.round(((checks.length - missing.length) / checks.length) * 100), missing };
}

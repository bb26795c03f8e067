// Texts and limits of a listing's prices, browser-safe (the schemas are in prices.schema.ts).

/** ₹1,000 crore: the largest amount any price field takes. */
export const MAX_RUPEES = 10_000_000_000;

export const priceText = {
  amount: 'Enter a whole number of rupees from 0 to ₹1,000 crore',
  maxBelowMin: 'The maximum must be at least the minimum',
  notYours: 'You can only change the prices of your own listings.',
  confirmed: 'Prices confirmed',
  saved: 'Prices saved',
  failed: 'Could not save the prices',
  fixFields: 'Please correct the highlighted fields.',
  reminder: 'Your prices need a check',
} as const;

export type VenuePriceValues = { vegPerPlate: number | null; nonVegPerPlate: number | null; rentalMin: number | null; rentalMax: number | null };
export type VendorPriceValues = { priceRangeMin: number | null; priceRangeMax: number | null; pricePerPerson: number | null };

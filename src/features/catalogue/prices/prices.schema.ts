// What the price actions accept: whole rupees from 0 to ₹1,000 crore, empty meaning "not listed".
import { z } from 'astro/zod';
import { MAX_RUPEES, priceText } from './prices.ts';

export const rupeeAmount = z.number({ error: priceText.amount }).int(priceText.amount).min(0, priceText.amount).max(MAX_RUPEES, priceText.amount).nullable();
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const confirmPricesSchema = z.object({ kind: z.enum(['venue', 'vendor']), id });

export const venuePricesSchema = z
  .object({ id, vegPerPlate: rupeeAmount, nonVegPerPlate: rupeeAmount, rentalMin: rupeeAmount, rentalMax: rupeeAmount })
  .refine((v) => v.rentalMin === null || v.rentalMax === null || v.rentalMax >= v.rentalMin, { message: priceText.maxBelowMin, path: ['rentalMax'] });
export type VenuePricesInput = z.infer<typeof venuePricesSchema>;

export const vendorPricesSchema = z
  .object({ id, priceRangeMin: rupeeAmount, priceRangeMax: rupeeAmount, pricePerPerson: rupeeAmount })
  .refine((v) => v.priceRangeMin === null || v.priceRangeMax === null || v.priceRangeMax >= v.priceRangeMin, {
    message: priceText.maxBelowMin,
    path: ['priceRangeMax'],
  });
export type VendorPricesInput = z.infer<typeof vendorPricesSchema>;

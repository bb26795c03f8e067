import { z } from 'astro/zod';

export const SHORTLIST_ITEM_TYPES = ['venue', 'vendor', 'service'] as const;
export type ShortlistItemType = (typeof SHORTLIST_ITEM_TYPES)[number];

export const shortlistItemInput = z.object({
  itemType: z.enum(SHORTLIST_ITEM_TYPES),
  itemId: z.coerce.number().int().positive(),
});
export const shortlistRemoveInput = z.object({ id: z.coerce.number().int().positive() });

// Texts live in a module without zod, so browser scripts stay small.
export { shortlistMessages } from './shortlist-messages.ts';

/** Canonical page of a shortlisted item. */
export function shortlistItemHref(itemType: ShortlistItemType, itemId: number): string {
  if (itemType === 'venue') return `/venues/wedding/${itemId}`;
  if (itemType === 'vendor') return `/vendors/${itemId}`;
  return `/vendor-services/${itemId}`;
}

export type ShortlistEntry = {
  id: number;
  itemType: ShortlistItemType;
  itemId: number;
  createdAt: string;
  name: string;
  description: string;
  imageUrl: string | null;
  href: string;
  ratingAverage: number | null;
  location: string | null;
  /** Venues: maximum guests. */
  capacity: number | null;
  /** Vendors and services: starting price in rupees. */
  price: number | null;
  /** Vendors: category name. */
  category: string | null;
};

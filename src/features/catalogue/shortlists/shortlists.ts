// Shortlist item types, card data and the specification's texts, zod-free for browser
// scripts; the action inputs are in shortlists.schema.ts.

export const SHORTLIST_ITEM_TYPES = ['venue', 'vendor', 'service'] as const;
export type ShortlistItemType = (typeof SHORTLIST_ITEM_TYPES)[number];

export const shortlistMessages = {
  added: 'Added to shortlist',
  removed: 'Removed from shortlist',
  loginRequired: 'Please login to shortlist',
  loadFailed: 'Failed to load shortlists',
} as const;

import type { PublicPhoto } from '../photos/media.ts';

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
  /** Venues and vendors: how many reviews the rating averages. */
  reviewCount: number | null;
  location: string | null;
  /** Venues: maximum guests. */
  capacity: number | null;
  /** Venues: minimum guests. */
  capacityMin: number | null;
  /** Venues: veg price per plate in rupees. */
  pricePerPlate: number | null;
  /** Vendors and services: starting price in rupees. */
  price: number | null;
  /** The listing's uploaded cover photo, when it has one couples may see. */
  coverPhoto?: PublicPhoto;
  /** Vendors: category name. */
  category: string | null;
};

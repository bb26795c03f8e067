// Vendor rules shared by pages, the list script and `/api/vendors`.
import type { PublicPhoto } from '../photos/media.ts';
import type { CardAvailability } from '../../marketplace/index.ts';
import { formatRupees } from '../../../lib/money.ts';

export const VENDOR_PAGE_SIZE = 24;
/** Widths of a vendor card's picture: three columns beside the filters on wide screens, down to one on phones. */
export const VENDOR_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 34vw, (min-width: 640px) 46vw, calc(100vw - 2rem)';

/**
 * "Mon-Fri 9-6, Sat 10-4, Sun closed" → one entry per day or run of days; `fallback` (the
 * page's default, in its language) when the vendor has not written its hours.
 */
export function businessHoursLines(hours: string | null | undefined, fallback: string): { days: string; hours: string }[] {
  const text = hours?.trim() || fallback;
  return text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const space = part.indexOf(' ');
      return space === -1 ? { days: part, hours: '' } : { days: part.slice(0, space), hours: part.slice(space + 1).trim() };
    });
}

/** Digits for a wa.me chat link: Indian numbers without a country code get +91. */
export function whatsappDigits(phone: string): string | null {
  const digits = phone.replaceAll(/\D/g, '');
  if (digits.length < 8) return null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** "₹40,000 - ₹1,20,000", or "From ₹40,000" (`from`, in the page's language) without a higher figure; null without a price. */
export function vendorPriceText(min: number | null, max: number | null, from: (params: { price: string }) => string): string | null {
  if (min === null) return null;
  return max !== null && max > min ? `${formatRupees(min)} - ${formatRupees(max)}` : from({ price: formatRupees(min) });
}

export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(/[^\d+]/g, '')}`;
}

export type VendorCardData = {
  id: number;
  name: string;
  description: string;
  coverImageUrl: string | null;
  city: string | null;
  ratingAverage: number;
  reviewCount: number;
  isFeatured: boolean;
  priceRangeMin: number | null;
  priceRangeMax: number | null;
  /** YYYY-MM-DD the prices were last confirmed; null when never. */
  pricesVerifiedOn: string | null;
  href: string;
  /** The vendor's uploaded cover photo, when it has one couples may see. */
  coverPhoto?: PublicPhoto | null;
  /** With dates asked: free on which of them, or never confirmed. */
  availability?: CardAvailability;
};

/** A page of a vendor list; `total` counts every vendor passing the filters, up to a cap (`totalCapped`). */
export type VendorPage = { vendors: VendorCardData[]; page: number; hasMore: boolean; total: number; totalCapped: boolean };

// Vendor rules shared by pages, the list script and `/api/vendors`.

export const VENDOR_PAGE_SIZE = 24;

/** Categories that have a drawn icon (the header's vendor menu lists the same ones). */
export const VENDOR_ICON_KEYS = ['photography', 'decoration', 'music', 'catering', 'cakes', 'transportation', 'gifts'] as const;
export type VendorIconKey = (typeof VENDOR_ICON_KEYS)[number];

export const vendorMessages = {
  empty: 'No vendors found',
  listError: 'Error loading vendors. Please try again later.',
  categoriesError: 'Error Loading Categories',
  detailError: 'Error Loading Vendor',
  goBack: 'Go Back',
} as const;

/** The specification's texts, used when a vendor has not stored its own. */
export const VENDOR_DEFAULTS = {
  businessHours: 'Mon-Fri 9-6, Sat 10-4, Sun closed',
  depositPolicy: '50% deposit required to confirm the booking; the balance is due before the event.',
  paymentMethods: ['Cash', 'Credit Card', 'UPI', 'Bank Transfer'],
} as const;

/** "Mon-Fri 9-6, Sat 10-4, Sun closed" → one entry per day or run of days. */
export function businessHoursLines(hours: string | null | undefined): { days: string; hours: string }[] {
  const text = hours?.trim() || VENDOR_DEFAULTS.businessHours;
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

export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(/[^\d+]/g, '')}`;
}

export function vendorHref(citySlug: string | null, categorySlug: string, id: number): string {
  return `/vendors/${citySlug ?? 'all'}/${categorySlug}/${id}`;
}

/** Catalogue ids are positive integers; slugs never are. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
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
  href: string;
};

export type VendorPage = { vendors: VendorCardData[]; page: number; hasMore: boolean };

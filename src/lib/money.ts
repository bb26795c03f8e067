import type { Locale } from '../i18n/locales.ts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,00,000 — Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

const compact = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const UNITS: Record<Locale, { lakh: string; crore: string; lakhLower: string }> = {
  en: { lakh: 'Lakh', crore: 'Crore', lakhLower: 'lakh' },
  hi: { lakh: 'लाख', crore: 'करोड़', lakhLower: 'लाख' },
};

/** "₹5 Lakh", "₹1.2 Crore" ("₹5 लाख", "₹1.2 करोड़" in Hindi), or plain grouping below a lakh. */
export function formatRupeesWords(amount: number, locale: Locale = 'en'): string {
  if (amount >= 1_00_00_000) return `₹${compact.format(amount / 1_00_00_000)} ${UNITS[locale].crore}`;
  if (amount >= 1_00_000) return `₹${compact.format(amount / 1_00_000)} ${UNITS[locale].lakh}`;
  return formatRupees(amount);
}

const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹15,00,000.50 — like formatRupees, but keeps paise when there are any. */
export function formatRupeesExact(amount: number): string {
  return Number.isInteger(amount) ? formatRupees(amount) : withPaise.format(amount);
}

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "₹9.6 lakh" ("₹9.6 लाख"): an amount in lakh, to one decimal (how couples compare a wedding's cost). */
export function formatLakh(amount: number, locale: Locale = 'en'): string {
  return `₹${oneDecimal.format(Math.round(amount / 10_000) / 10)} ${UNITS[locale].lakhLower}`;
}

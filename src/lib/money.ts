import type { Locale } from '../i18n/locales.ts';
import { formatIndian } from '../i18n/indian-number.ts';

/** "₹1,000" or "-₹1,000", as Intl writes INR in en-IN: the sign before the symbol. */
function rupeeSign(grouped: string): string {
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** ₹1,00,000 — Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupeeSign(formatIndian(Math.round(amount), { max: 0 }));
}

const compact = (n: number) => formatIndian(n, { max: 2 });

const UNITS: Record<Locale, { lakh: string; crore: string; lakhLower: string }> = {
  en: { lakh: 'Lakh', crore: 'Crore', lakhLower: 'lakh' },
  hi: { lakh: 'लाख', crore: 'करोड़', lakhLower: 'लाख' },
};

/** "₹5 Lakh", "₹1.2 Crore" ("₹5 लाख", "₹1.2 करोड़" in Hindi), or plain grouping below a lakh. */
export function formatRupeesWords(amount: number, locale: Locale = 'en'): string {
  if (amount >= 1_00_00_000) return `₹${compact(amount / 1_00_00_000)} ${UNITS[locale].crore}`;
  if (amount >= 1_00_000) return `₹${compact(amount / 1_00_000)} ${UNITS[locale].lakh}`;
  return formatRupees(amount);
}

/** ₹15,00,000.50 — like formatRupees, but keeps paise when there are any. */
export function formatRupeesExact(amount: number): string {
  return Number.isInteger(amount) ? formatRupees(amount) : rupeeSign(formatIndian(amount, { min: 2, max: 2 }));
}

/** "₹9.6 lakh" ("₹9.6 लाख"): an amount in lakh, to one decimal (how couples compare a wedding's cost). */
export function formatLakh(amount: number, locale: Locale = 'en'): string {
  return `₹${formatIndian(Math.round(amount / 10_000) / 10, { max: 1 })} ${UNITS[locale].lakhLower}`;
}

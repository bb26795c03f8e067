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

/** "₹5 Lakh", "₹1.2 Crore", or plain grouping below a lakh. */
export function formatRupeesWords(amount: number): string {
  if (amount >= 1_00_00_000) return `₹${compact.format(amount / 1_00_00_000)} Crore`;
  if (amount >= 1_00_000) return `₹${compact.format(amount / 1_00_000)} Lakh`;
  return formatRupees(amount);
}

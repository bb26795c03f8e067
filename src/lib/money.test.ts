import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesWords } from './money.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(50000000)).toBe('₹5,00,00,000');
    expect(formatRupees(2000)).toBe('₹2,000');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('rounds to whole rupees', () => {
    expect(formatRupees(1234.56)).toBe('₹1,235');
  });
});

describe('formatRupeesWords', () => {
  it('reads lakhs and crores', () => {
    expect(formatRupeesWords(500000)).toBe('₹5 Lakh');
    expect(formatRupeesWords(12000000)).toBe('₹1.2 Crore');
    expect(formatRupeesWords(99999)).toBe('₹99,999');
  });
});

describe('formatRupeesExact', () => {
  it('keeps paise only when there are any', async () => {
    const { formatRupeesExact } = await import('./money.ts');
    expect(formatRupeesExact(1500000.5)).toBe('₹15,00,000.50');
    expect(formatRupeesExact(1500000)).toBe('₹15,00,000');
  });
});

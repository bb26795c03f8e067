import { describe, expect, it } from 'vitest';
import { formatIndian } from './indian-number.ts';
import { formatLakh, formatRupees, formatRupeesExact, formatRupeesWords } from '../lib/money.ts';

/** Amounts as the site meets them, and the edges of rounding and grouping. */
const SAMPLES = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  12_345,
  99_999,
  1_00_000,
  1_26_0000,
  12_60_000,
  1_00_00_000,
  9_87_65_43_210,
  123_456_789_012_345,
  0.5,
  1.5,
  2.5,
  -0.5,
  0.005,
  1.005,
  1.015,
  2.675,
  0.045,
  9.995,
  99.9995,
  1234.5678,
  12_60_000.5,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  -1234.5,
  -12_60_000,
  1e-7,
  1e21,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
];

/** Random amounts of every size, with and without fractions (a fixed seed, so a failure repeats). */
function randomSamples(count: number): number[] {
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 14);
    const n = next() * magnitude;
    return next() < 0.3 ? Math.round(n) : next() < 0.5 ? Math.round(n * 100) / 100 : n;
  });
}

describe('formatIndian', () => {
  it('writes what Intl writes for en-IN, for every fraction setting the site uses', () => {
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const n of [...SAMPLES, ...randomSamples(3000)]) expect(formatIndian(n, { min, max }), `${n} (${min}–${max})`).toBe(intl.format(n));
    }
  });

  it('groups the last three digits, then pairs', () => {
    expect(formatIndian(1234567.891)).toBe('12,34,567.891');
    expect(formatIndian(12_60_000)).toBe('12,60,000');
    expect(formatIndian(-1000)).toBe('-1,000');
  });
});

describe('rupees', () => {
  const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('are written as Intl writes INR', () => {
    for (const n of [...SAMPLES.filter(Number.isFinite), ...randomSamples(2000), -1500, -12_60_000.5]) {
      expect(formatRupees(n), String(n)).toBe(whole.format(Math.round(n)));
      expect(formatRupeesExact(n), String(n)).toBe(Number.isInteger(n) ? whole.format(n) : paise.format(n));
    }
  });

  it('in lakh and crore', () => {
    expect(formatRupees(1260000)).toBe('₹12,60,000');
    expect(formatRupeesWords(12_60_000)).toBe('₹12.6 Lakh');
    expect(formatRupeesWords(1_23_45_678, 'hi')).toBe('₹1.23 करोड़');
    expect(formatRupeesWords(99_999)).toBe('₹99,999');
    expect(formatLakh(9_64_000)).toBe('₹9.6 lakh');
    expect(formatLakh(9_64_000, 'hi')).toBe('₹9.6 लाख');
  });
});

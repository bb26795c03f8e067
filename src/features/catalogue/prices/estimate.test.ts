import { describe, expect, it } from 'vitest';
import { formatLakh } from '../../../lib/money.ts';
import { GST_RATE, cardEstimateText, estimatePerPerson, estimateVenue, parseEstimateQuery } from './estimate.ts';

const prices = { vegPerPlate: 1500, nonVegPerPlate: 1800, rental: 3_00_000 };

describe('estimateVenue', () => {
  it('adds plates for veg and non-veg guests and the rental, per function, then GST', () => {
    const e = estimateVenue(prices, { guests: 200, nonVegShare: 25, functions: 2 });
    expect(e.kind).toBe('estimate');
    if (e.kind !== 'estimate') return;
    expect(e.vegGuests).toBe(150);
    expect(e.nonVegGuests).toBe(50);
    expect(e.parts.veg).toBe(1500 * 150 * 2);
    expect(e.parts.nonVeg).toBe(1800 * 50 * 2);
    expect(e.parts.rental).toBe(6_00_000);
    expect(e.subtotal).toBe(4_50_000 + 1_80_000 + 6_00_000);
    expect(e.parts.gst).toBe(Math.round(e.subtotal * 0.18));
    expect(e.total).toBe(e.subtotal + e.parts.gst);
  });

  it('uses an 18 % GST rate', () => {
    expect(GST_RATE).toBe(0.18);
  });

  it('says so instead of guessing when a venue has no non-veg price', () => {
    const noNonVeg = { ...prices, nonVegPerPlate: null };
    expect(estimateVenue(noNonVeg, { guests: 100, nonVegShare: 10, functions: 1 }).kind).toBe('no-non-veg-price');
    expect(estimateVenue(noNonVeg, { guests: 100, nonVegShare: 0, functions: 1 }).kind).toBe('estimate');
  });

  it('has no estimate without a per-plate price, unless there are no guests to feed', () => {
    const none = { vegPerPlate: null, nonVegPerPlate: null, rental: 1_00_000 };
    expect(estimateVenue(none, { guests: 100, nonVegShare: 0, functions: 1 }).kind).toBe('no-plate-price');
    const empty = estimateVenue(none, { guests: 0, nonVegShare: 0, functions: 1 });
    expect(empty.kind === 'estimate' && empty.total).toBe(1_18_000);
  });

  it('costs only the rental and its GST for zero guests', () => {
    const e = estimateVenue(prices, { guests: 0, nonVegShare: 50, functions: 1 });
    expect(e.kind === 'estimate' && [e.parts.veg, e.parts.nonVeg, e.total]).toEqual([0, 0, 3_54_000]);
  });

  it('rounds GST to whole rupees and plate counts to whole guests', () => {
    const e = estimateVenue({ vegPerPlate: 999, nonVegPerPlate: 1001, rental: 0 }, { guests: 3, nonVegShare: 50, functions: 1 });
    expect(e.kind === 'estimate' && [e.nonVegGuests, e.vegGuests]).toEqual([2, 1]);
    expect(e.kind === 'estimate' && Number.isInteger(e.parts.gst)).toBe(true);
  });
});

describe('formatting', () => {
  it('writes lakh with one decimal', () => {
    expect(formatLakh(9_60_000)).toBe('₹9.6 lakh');
    expect(formatLakh(12_34_567)).toBe('₹12.3 lakh');
    expect(formatLakh(1_00_00_000)).toBe('₹100 lakh');
  });
  it('gives the card line for a guest count', () => {
    // 1000 × 100 + 3,00,000 = 4,00,000, + 18 % = 4,72,000.
    expect(cardEstimateText(1000, 3_00_000, 100)).toBe('≈ ₹4.7 lakh for 100 guests');
    expect(cardEstimateText(null, 3_00_000, 100)).toBeNull();
  });
});

describe('estimatePerPerson', () => {
  it('multiplies the unit price by the guests, with GST for catering only', () => {
    expect(estimatePerPerson('catering', 800, 100)).toMatchObject({ base: 80_000, gst: 14_400, total: 94_400, unit: 'per plate' });
    expect(estimatePerPerson('mehendi', 300, 50)).toMatchObject({ base: 15_000, gst: 0, total: 15_000, unit: 'per hand' });
    expect(estimatePerPerson('photography', 800, 100)).toBeNull();
    expect(estimatePerPerson('makeup', null, 100)).toBeNull();
  });
});

describe('parseEstimateQuery', () => {
  it('defaults to the given guests, no non-veg and one function', () => {
    expect(parseEstimateQuery(new URLSearchParams(''), 240)).toEqual({
      input: { guests: 240, nonVegShare: 0, functions: 1 },
      given: { guests: false },
      errors: {},
    });
  });
  it('reads the fields and reports the ones that do not parse', () => {
    const q = parseEstimateQuery(new URLSearchParams('guests=abc&non_veg=120&functions=3'));
    expect(q.input).toEqual({ guests: 100, nonVegShare: 0, functions: 3 });
    expect(Object.keys(q.errors).sort()).toEqual(['guests', 'nonVegShare']);
    expect(parseEstimateQuery(new URLSearchParams('guests=0')).input.guests).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BUDGET_CATEGORIES,
  GUEST_COUNT,
  TOTAL_BUDGET,
  adjustedBudget,
  allocateBudget,
  calculatorResultFrom,
  calculatorResultPath,
  perGuestCost,
  stepValue,
} from './budget.ts';

describe('adjustedBudget', () => {
  it('applies ×1.25 in peak season', () => expect(adjustedBudget(1_000_000, 'peak')).toBe(1_250_000));
  it('applies ×1 in regular season', () => expect(adjustedBudget(1_000_000, 'regular')).toBe(1_000_000));
  it('applies ×0.85 off-peak', () => expect(adjustedBudget(1_000_000, 'off-peak')).toBe(850_000));
});

describe('allocateBudget', () => {
  it('shares sum to the whole budget', () => {
    const total = BUDGET_CATEGORIES.reduce((sum, c) => sum + c.share, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('splits the default budget in regular season by the spec shares', () => {
    const { adjusted, allocations } = allocateBudget(TOTAL_BUDGET.default, 'regular');
    expect(adjusted).toBe(100_000);
    expect(allocations.map((a) => [a.name, a.amount])).toEqual([
      ['Venue & Catering', 40_000],
      ['Photography & Video', 15_000],
      ['Decoration & Flowers', 10_000],
      ['Attire & Beauty', 10_000],
      ['Music & Entertainment', 10_000],
      ['Invitations & Stationery', 5_000],
      ['Transportation & Logistics', 5_000],
      ['Miscellaneous', 5_000],
    ]);
    expect(allocations.every((a) => !a.belowMinimum)).toBe(true);
  });

  it('gives a recommended range from the allocation to 1.2 times it', () => {
    const venue = allocateBudget(1_000_000, 'peak').allocations[0]!;
    expect(venue.rangeMin).toBe(500_000);
    expect(venue.rangeMax).toBe(600_000);
  });

  it('applies the off-peak multiplier before splitting', () => {
    const photo = allocateBudget(2_000_000, 'off-peak').allocations[1]!;
    expect(photo.amount).toBeCloseTo(255_000, 6);
  });

  it('flags every category below its minimum at a zero budget', () => {
    const { adjusted, allocations } = allocateBudget(0, 'peak');
    expect(adjusted).toBe(0);
    expect(allocations.every((a) => a.amount === 0 && a.belowMinimum)).toBe(true);
  });

  it('handles the largest budget', () => {
    const { adjusted, allocations } = allocateBudget(TOTAL_BUDGET.max, 'peak');
    expect(adjusted).toBe(62_500_000);
    expect(allocations[0]!.amount).toBe(25_000_000);
    expect(allocations.some((a) => a.belowMinimum)).toBe(false);
  });

  it('is not below the minimum when the allocation equals it', () => {
    // 5,000 × 40 % = 2,000: exactly the Venue & Catering minimum.
    const venue = allocateBudget(5_000, 'regular').allocations[0]!;
    expect(venue.amount).toBe(2_000);
    expect(venue.belowMinimum).toBe(false);
    const justUnder = allocateBudget(4_990, 'regular').allocations[0]!;
    expect(justUnder.belowMinimum).toBe(true);
  });
});

describe('perGuestCost', () => {
  it('divides the adjusted budget by the guest count', () => {
    expect(perGuestCost(100_000, 100)).toBe(1_000);
    expect(perGuestCost(adjustedBudget(500_000, 'peak'), 250)).toBe(2_500);
  });
  it('is zero without guests', () => expect(perGuestCost(100_000, 0)).toBe(0));
});

describe('stepValue', () => {
  it('steps from the off-grid default onto the grid', () => {
    expect(stepValue(TOTAL_BUDGET.default, 'ArrowRight', TOTAL_BUDGET)).toBe(500_000);
    expect(stepValue(TOTAL_BUDGET.default, 'ArrowLeft', TOTAL_BUDGET)).toBe(0);
  });
  it('moves one step and clamps at the ends', () => {
    expect(stepValue(500_000, 'ArrowUp', TOTAL_BUDGET)).toBe(1_000_000);
    expect(stepValue(0, 'ArrowDown', TOTAL_BUDGET)).toBe(0);
    expect(stepValue(TOTAL_BUDGET.max, 'ArrowRight', TOTAL_BUDGET)).toBe(TOTAL_BUDGET.max);
  });
  it('jumps to the ends with Home and End', () => {
    expect(stepValue(100, 'Home', GUEST_COUNT)).toBe(10);
    expect(stepValue(100, 'End', GUEST_COUNT)).toBe(1000);
  });
  it('ignores other keys', () => expect(stepValue(100, 'a', GUEST_COUNT)).toBeNull());
});

describe('a calculator result carried in the address', () => {
  it('comes back as it was sent', () => {
    const path = calculatorResultPath({ total: 15_00_000, guests: 250, season: 'peak' });
    expect(path).toBe('/?total=1500000&guests=250&season=peak');
    expect(calculatorResultFrom(path.slice(1))).toEqual({ total: 15_00_000, guests: 250, season: 'peak' });
  });
  it('is ignored when missing or out of range', () => {
    expect(calculatorResultFrom('')).toBeNull();
    expect(calculatorResultFrom('?total=-5')).toBeNull();
    expect(calculatorResultFrom('?total=60000000')).toBeNull();
    expect(calculatorResultFrom('?total=100000&guests=5000')).toBeNull();
    expect(calculatorResultFrom('?total=100000&season=winter')).toEqual({ total: 100_000, guests: 100, season: 'regular' });
  });
});

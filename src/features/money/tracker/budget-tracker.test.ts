import { describe, expect, it } from 'vitest';
import { allocateBudget } from '../calculator/budget.ts';
import {
  addDays,
  CATEGORY_KEYS,
  defaultPlan,
  paymentsDue,
  planFromCalculator,
  remainingText,
  summariseBudget,
  type BudgetItem,
  type CategoryKey,
} from './budget-tracker.ts';
import { budgetToCsv } from './budget-tracker-csv.ts';
import { itemInput, planInput } from './budget-tracker.schema.ts';

let next = 0;
function item(values: Partial<BudgetItem>): BudgetItem {
  next += 1;
  return {
    id: `i${next}`,
    category: 'venue',
    what: `Item ${next}`,
    functionId: null,
    functionName: null,
    listingKind: null,
    listingId: null,
    businessName: null,
    quoted: 0,
    paid: 0,
    dueDate: null,
    note: null,
    bookingId: null,
    paidBy: 'shared',
    brideShare: 50,
    sharedPaidBy: null,
    ...values,
  };
}

const zeroPlan = () => Object.fromEntries(CATEGORY_KEYS.map((k) => [k, 0])) as Record<CategoryKey, number>;

describe('the plan', () => {
  it('starts from the calculator’s shares of the profile’s total budget', () => {
    expect(defaultPlan(10_00_000)).toEqual({
      venue: 4_00_000,
      photography: 1_50_000,
      decoration: 1_00_000,
      makeup: 1_00_000,
      music: 1_00_000,
      invitations: 50_000,
      transportation: 50_000,
      miscellaneous: 50_000,
    });
    expect(Object.values(defaultPlan(null)).every((v) => v === 0)).toBe(true);
  });

  it('takes the calculator’s result, season included, in whole rupees', () => {
    const plan = planFromCalculator(5_00_000, 'peak');
    const { allocations } = allocateBudget(5_00_000, 'peak');
    expect(plan.venue).toBe(2_50_000);
    expect(Object.values(plan)).toEqual(allocations.map((a) => Math.round(a.amount)));
    expect(Object.values(planFromCalculator(1_00_001, 'off-peak')).every(Number.isInteger)).toBe(true);
  });
});

describe('totals', () => {
  it('adds planned, committed (quoted), paid and remaining per category and overall', () => {
    const plan = { ...zeroPlan(), venue: 5_00_000, photography: 1_00_000 };
    const { categories, overall } = summariseBudget(plan, [
      item({ category: 'venue', quoted: 3_00_000, paid: 1_00_000 }),
      item({ category: 'venue', quoted: 50_000, paid: 0 }),
      item({ category: 'photography', quoted: 80_000, paid: 80_000 }),
    ]);
    const venue = categories.find((c) => c.category === 'venue')!;
    expect(venue).toMatchObject({
      name: 'Venue & Catering',
      planned: 5_00_000,
      committed: 3_50_000,
      paid: 1_00_000,
      remaining: 1_50_000,
      over: 0,
    });
    expect(overall).toEqual({
      planned: 6_00_000,
      committed: 4_30_000,
      paid: 1_80_000,
      remaining: 1_70_000,
      over: 0,
    });
    expect(categories.map((c) => c.category)).toEqual(CATEGORY_KEYS);
  });

  it('counts what was paid beyond a quote as committed', () => {
    const { overall } = summariseBudget({ ...zeroPlan(), music: 10_000 }, [item({ category: 'music', quoted: 5_000, paid: 12_000 })]);
    expect(overall).toMatchObject({
      committed: 12_000,
      paid: 12_000,
      over: 2_000,
      remaining: 0,
    });
  });

  it('marks a category over its plan, and the wedding over budget by the difference', () => {
    const plan = { ...zeroPlan(), venue: 1_00_000, decoration: 2_00_000 };
    const { categories, overall } = summariseBudget(plan, [item({ category: 'venue', quoted: 1_60_000 })]);
    expect(categories.find((c) => c.category === 'venue')!.over).toBe(60_000);
    expect(categories.find((c) => c.category === 'decoration')!.over).toBe(0);
    expect(overall.over).toBe(0);
    expect(remainingText(overall)).toBe('₹1,40,000');

    const over = summariseBudget(plan, [item({ category: 'venue', quoted: 2_50_000 }), item({ category: 'decoration', quoted: 1_00_000 })]).overall;
    expect(over).toMatchObject({
      committed: 3_50_000,
      over: 50_000,
      remaining: 0,
    });
    expect(remainingText(over)).toBe('Over budget by ₹50,000');
  });

  it('is exactly on budget when committed equals planned', () => {
    const { overall } = summariseBudget({ ...zeroPlan(), venue: 1_000 }, [item({ quoted: 1_000 })]);
    expect(remainingText(overall)).toBe('₹0');
  });
});

describe('payments due', () => {
  const today = '2026-11-23';
  it('lists unpaid balances due in the next 30 days, soonest first', () => {
    const due = paymentsDue(
      [
        item({
          what: 'Photographer advance',
          quoted: 50_000,
          paid: 10_000,
          dueDate: '2026-12-10',
        }),
        item({
          what: 'Caterer advance',
          quoted: 2_00_000,
          dueDate: '2026-11-25',
        }),
        item({
          what: 'Due on the 30th day',
          quoted: 1_000,
          dueDate: addDays(today, 30),
        }),
        item({ what: 'Too far', quoted: 1_000, dueDate: addDays(today, 31) }),
        item({
          what: 'Paid in full',
          quoted: 5_000,
          paid: 5_000,
          dueDate: '2026-11-30',
        }),
        item({ what: 'No date', quoted: 5_000 }),
        item({ what: 'Nothing quoted', quoted: 0, dueDate: '2026-11-30' }),
      ],
      today,
    );
    expect(due.map((d) => [d.what, d.balance, d.dueDate])).toEqual([
      ['Caterer advance', 2_00_000, '2026-11-25'],
      ['Photographer advance', 40_000, '2026-12-10'],
      ['Due on the 30th day', 1_000, '2026-12-23'],
    ]);
  });

  it('keeps overdue balances at the top, marked overdue', () => {
    const due = paymentsDue([item({ what: 'Later', quoted: 10, dueDate: today }), item({ what: 'Late', quoted: 10, dueDate: '2026-11-01' })], today);
    expect(due.map((d) => [d.what, d.overdue])).toEqual([
      ['Late', true],
      ['Later', false],
    ]);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('amounts', () => {
  const base = { category: 'venue', what: 'Hall' };
  it('takes whole rupees with or without Indian grouping, blank as zero', () => {
    expect(itemInput.parse({ ...base, quoted: '1,50,000', paid: '' })).toMatchObject({ quoted: 150000, paid: 0 });
    expect(itemInput.parse({ ...base, quoted: 10_000_000_000, paid: 0 }).quoted).toBe(10_000_000_000);
  });

  it.each([
    ['-5', 'Quoted cannot be negative'],
    ['12.50', 'Quoted must be a whole number of rupees'],
    ['abc', 'Quoted must be a whole number of rupees'],
    ['10000000001', 'Quoted can be at most ₹1,000 crore'],
    [true, 'Quoted must be a whole number of rupees'],
  ])('refuses %s beside the field', (quoted, message) => {
    const parsed = itemInput.safeParse({ ...base, quoted });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['quoted'], message })]);
  });

  it('needs every plan amount, each checked on its own field', () => {
    const plan = Object.fromEntries(CATEGORY_KEYS.map((k) => [k, '1000']));
    expect(planInput.safeParse(plan).success).toBe(true);
    const parsed = planInput.safeParse({
      ...plan,
      music: '',
      decoration: '-1',
    });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['decoration', 'Amount cannot be negative'],
      ['music', 'Enter amount'],
    ]);
  });
});

describe('CSV export', () => {
  it('starts with a byte order mark, neutralises formulas and ends with the totals', () => {
    const csv = budgetToCsv({
      plan: { ...zeroPlan(), venue: 1_000 },
      items: [
        item({
          what: '=HYPERLINK("x")',
          quoted: 1_500,
          paid: 500,
          note: 'Advance, then rest',
          dueDate: '2026-12-01',
        }),
      ],
    });
    expect(csv.startsWith('\uFEFFCategory,What,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`Venue & Catering,"'=HYPERLINK(""x"")",,,1500,500,1000,2026-12-01,"Advance, then rest",No`);
    expect(lines).toContain('Venue & Catering,1000,1500,500,0,500');
    expect(lines).toContain('Total,1000,1500,500,0,500');
  });
});

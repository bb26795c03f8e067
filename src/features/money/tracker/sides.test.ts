import { describe, expect, it } from 'vitest';
import { costsBySide, paidBySide, settle, splitAmount } from './sides.ts';
import { itemInput } from './budget-tracker.schema.ts';
import { budgetMessages } from './budget-tracker.ts';
import { budgetTabMessages } from './messages.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { payerLine } from './budget-texts.ts';
import { settlementText } from './SidesCard.tsx';

describe('splitting a line between the sides', () => {
  it('gives a side-paid line wholly to that side', () => {
    expect(splitAmount(75_000, 'bride', 30)).toEqual({ bride: 75_000, groom: 0 });
    expect(splitAmount(75_000, 'groom', 30)).toEqual({ bride: 0, groom: 75_000 });
  });

  it('rounds a shared line to whole rupees that add up exactly to the line', () => {
    expect(splitAmount(1_00_001, 'shared', 50)).toEqual({ bride: 50_001, groom: 50_000 });
    expect(splitAmount(99_999, 'shared', 33)).toEqual({ bride: 33_000, groom: 66_999 });
    expect(splitAmount(10, 'shared', 0)).toEqual({ bride: 0, groom: 10 });
    expect(splitAmount(10, 'shared', 100)).toEqual({ bride: 10, groom: 0 });
    for (let amount = 0; amount < 400; amount += 7)
      for (let share = 0; share <= 100; share += 3) {
        const { bride, groom } = splitAmount(amount, 'shared', share);
        expect(bride + groom).toBe(amount);
        expect(Number.isInteger(bride) && bride >= 0 && groom >= 0).toBe(true);
        expect(Math.abs(bride - (amount * share) / 100)).toBeLessThanOrEqual(0.5);
      }
  });

  it('counts a shared line’s payments for the side that made them, or each side by its share', () => {
    expect(paidBySide(40_000, 50, 'bride')).toEqual({ bride: 40_000, groom: 0 });
    expect(paidBySide(40_000, 50, 'groom')).toEqual({ bride: 0, groom: 40_000 });
    expect(paidBySide(40_000, 25, null)).toEqual({ bride: 10_000, groom: 30_000 });
  });
});

describe('who owes whom', () => {
  it('evens out what one side paid beyond its share of the shared lines', () => {
    const sides = costsBySide([
      { quoted: 1_00_000, paid: 50_000, paidBy: 'shared', brideShare: 50, sharedPaidBy: 'bride' },
      { quoted: 2_00_000, paid: 20_000, paidBy: 'groom', brideShare: 50, sharedPaidBy: null },
      { quoted: 30_000, paid: 30_000, paidBy: 'bride', brideShare: 50, sharedPaidBy: null },
    ]);
    expect(sides.bride).toEqual({ quoted: 80_000, paid: 55_000, sharedQuoted: 50_000, sharedDue: 25_000, sharedPaid: 50_000 });
    expect(sides.groom).toEqual({ quoted: 2_50_000, paid: 45_000, sharedQuoted: 50_000, sharedDue: 25_000, sharedPaid: 0 });
    expect(sides.settlement).toEqual({ from: 'groom', to: 'bride', amount: 25_000 });
  });

  it('nets payments made by each side, and is even when each paid its share', () => {
    expect(settle({ sharedDue: 40_000, sharedPaid: 10_000 })).toEqual({ from: 'bride', to: 'groom', amount: 30_000 });
    expect(settle({ sharedDue: 5, sharedPaid: 5 })).toBeNull();
    const each = costsBySide([{ quoted: 1_001, paid: 1_001, paidBy: 'shared', brideShare: 50, sharedPaidBy: null }]);
    expect(each.settlement).toBeNull();
    expect(each.bride.paid + each.groom.paid).toBe(1_001);
  });

  it('is worded in English and Hindi', () => {
    const en = bind(budgetTabMessages.data('en'));
    const hi = bind(budgetTabMessages.data('hi'));
    const owed = { from: 'groom', to: 'bride', amount: 25_000 } as const;
    expect(settlementText(en, owed)).toBe("Groom's side owes Bride's side ₹25,000");
    expect(settlementText(hi, owed)).toBe('दूल्हे की तरफ़ से दुल्हन की तरफ़ को ₹25,000 देने बाकी हैं');
    expect(settlementText(en, null)).toBe('Both sides are even');
    expect(settlementText(hi, null)).toBe('दोनों तरफ़ का हिसाब बराबर है');
    expect(payerLine(en, { paidBy: 'groom', brideShare: 50, sharedPaidBy: null })).toBe("Paid by Groom's side");
    expect(payerLine(en, { paidBy: 'shared', brideShare: 50, sharedPaidBy: null })).toBe('Shared');
    expect(payerLine(en, { paidBy: 'shared', brideShare: 60, sharedPaidBy: 'bride' })).toBe(
      "Shared: bride's side 60%, groom's side 40%, payments made by Bride's side",
    );
    expect(payerLine(hi, { paidBy: 'bride', brideShare: 50, sharedPaidBy: null })).toBe('दुल्हन की तरफ़ देगी');
  });
});

describe('the expense form’s schema', () => {
  const parse = (values: Record<string, unknown>) => itemInput.safeParse({ category: 'venue', what: 'Hall', ...values });
  const messages = (values: Record<string, unknown>) => {
    const result = parse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('defaults to shared, half each', () => {
    expect(parse({}).data).toMatchObject({ paidBy: 'shared', brideShare: 50, sharedPaidBy: null });
    expect(parse({ brideShare: '' }).data).toMatchObject({ brideShare: 50 });
  });

  it('takes a side, a whole percentage from 0 to 100 and who made the payments', () => {
    expect(parse({ paidBy: 'groom' }).data).toMatchObject({ paidBy: 'groom' });
    expect(parse({ brideShare: '60' }).data).toMatchObject({ brideShare: 60 });
    expect(parse({ brideShare: ' 0 ' }).data).toMatchObject({ brideShare: 0 });
    expect(parse({ brideShare: 100, sharedPaidBy: 'bride' }).data).toMatchObject({ brideShare: 100, sharedPaidBy: 'bride' });
  });

  it('refuses other shares and payers with a clear message', () => {
    for (const share of ['101', '-1', '12.5', 'half', 250])
      expect(messages({ brideShare: share }), String(share)).toEqual([`brideShare: ${budgetMessages.shareRange}`]);
    expect(budgetMessages.shareRange).toBe("The bride's side's share must be a whole number from 0 to 100");
    expect(messages({ paidBy: 'uncle' })).toEqual(['paidBy: Choose who pays']);
    expect(messages({ sharedPaidBy: 'both' })).toEqual(['sharedPaidBy: Choose who made the payments']);
  });
});

import { describe, expect, it } from 'vitest';
import { amount } from './budget-tracker.schema.ts';
import { amountError, categoryName, remainingIn } from './budget-texts.ts';
import { budgetTabMessages } from './messages.ts';

const hi = budgetTabMessages.for('hi');
const en = budgetTabMessages.for('en');
/** The message the schema gives for what a couple typed in the Quoted field. */
const ruleFor = (typed: string) => {
  const result = amount('Quoted', null).safeParse(typed);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('the Budget tab words its figures and rule messages in the account language', () => {
  it("shows the schema's amount messages in Hindi, and as they came in English", () => {
    expect(amountError(hi, ruleFor('2.5 लाख'))).toBe(hi.amountWhole);
    expect(amountError(hi, ruleFor('-500'))).toBe(hi.amountNegative);
    expect(amountError(hi, ruleFor('99999999999'))).toBe(hi.amountTooLarge);
    expect(amountError(hi, ruleFor(''))).toBe(hi.amountMissing);
    expect(amountError(hi, 'Something else')).toBe('Something else');
    expect(amountError(en, ruleFor('-500'))).toBe('Quoted cannot be negative');
  });

  it('says how far over budget in the language, with Indian grouping', () => {
    const over = { planned: 100000, committed: 150000, paid: 0, remaining: 0, over: 50000 };
    expect(remainingIn(en, over)).toBe('Over budget by ₹50,000');
    expect(remainingIn(hi, over)).toBe('बजट से ₹50,000 ज़्यादा');
    expect(remainingIn(hi, { ...over, committed: 40000, remaining: 60000, over: 0 })).toBe('₹60,000');
  });

  it('names the categories as the calculator does', () => {
    expect(categoryName(en, 'venue')).toBe('Venue & Catering');
    expect(categoryName(hi, 'venue')).toBe('वेन्यू और खाना');
  });
});

import { describe, expect, it } from 'vitest';
import { profileCompleteness, type ProfileFacts } from './completeness.ts';
import { knownTexts, translateKnown } from '../../catalogue/known-texts.ts';
import { missingPartMessages } from './page-messages.ts';

const empty: ProfileFacts = {
  description: null,
  cityId: null,
  subCategoryCount: 0,
  priceRangeMin: null,
  phone: null,
  email: null,
  address: null,
  businessHours: null,
  depositPolicy: null,
  paymentMethods: null,
  yearsExperience: null,
  photoCount: 0,
};

describe('profileCompleteness', () => {
  it('counts an empty profile as 0 % with everything missing', () => {
    const result = profileCompleteness(empty);
    expect(result.percent).toBe(0);
    expect(result.missing).toHaveLength(12);
    expect(result.missing[0]).toBe('Description');
  });

  it('names everything missing in Hindi too (the dashboard shows a Hindi account these)', () => {
    const hindi = knownTexts(missingPartMessages, 'hi');
    for (const label of profileCompleteness(empty).missing) expect(translateKnown(hindi, label), label).not.toBe(label);
  });

  it('counts each part once and names what is left', () => {
    const half: ProfileFacts = {
      ...empty,
      description: 'Floral mandaps and stage décor for weddings across Rajasthan.',
      cityId: 3,
      subCategoryCount: 2,
      priceRangeMin: 50000,
      phone: '+91 98200 11111',
      email: '  ',
      address: 'MI Road, Jaipur',
    };
    expect(profileCompleteness(half)).toEqual({
      percent: 50,
      missing: ['E-mail', 'Business hours', 'Booking policy', 'Payment methods', 'Years of experience', 'Photos'],
    });
  });

  it('wants more than a few words of description, and a price above zero', () => {
    const result = profileCompleteness({ ...empty, description: 'Decor', priceRangeMin: 0 });
    expect(result.missing).toContain('Description');
    expect(result.missing).toContain('Starting price');
  });
});

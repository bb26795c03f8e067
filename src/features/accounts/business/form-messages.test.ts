// The business forms' English messages are made where they are checked (the schemas); a Hindi
// account sees them through their known translations, so every message the schemas give must
// be one the catalogues know.
import { describe, expect, it } from 'vitest';
import { knownTexts, translateKnown, translateKnownFields } from '../../catalogue/known-texts.ts';
import { photoKnownMessages } from '../../catalogue/photos/manager-messages.ts';
import { altTextProblem, GALLERY_CATEGORIES } from '../../catalogue/photos/photo-rules.ts';
import { pricesKnownMessages } from '../../catalogue/prices/panel-messages.ts';
import { venuePricesSchema } from '../../catalogue/prices/prices.schema.ts';
import { businessProfileKnownMessages } from './form-messages.ts';
import { businessProfileSchema } from './vendor-account.schema.ts';
import { PAYMENT_METHODS } from './vendor-account.ts';

const hindi = knownTexts(businessProfileKnownMessages, 'hi');

describe('known texts', () => {
  it('leave English as it is, and a text nobody translated as it is', () => {
    expect(knownTexts(businessProfileKnownMessages, 'en')).toBeNull();
    expect(translateKnown(null, 'Name is required')).toBe('Name is required');
    expect(translateKnown(hindi, 'Something new')).toBe('Something new');
    expect(translateKnownFields(hindi, { name: 'Name is required', phone: undefined })).toEqual({ name: 'नाम लिखना ज़रूरी है', phone: undefined });
  });

  it('know every message of the business profile schema, and every payment method', () => {
    const bad = businessProfileSchema.safeParse({
      name: 'x'.repeat(121),
      description: 'x'.repeat(5001),
      cityId: null,
      subCategoryIds: [],
      priceRangeMin: -1,
      priceRangeMax: 1.5,
      phone: '12ab',
      email: 'nope',
      website: 'ftp://example.com',
      address: 'x'.repeat(301),
      businessHours: 'x'.repeat(301),
      depositPolicy: 'x'.repeat(501),
      paymentMethods: [],
      yearsExperience: 1.5,
      teamSize: -1,
    });
    const messages = [...new Set(bad.error!.issues.map((issue) => issue.message))];
    expect(messages.length).toBeGreaterThanOrEqual(11);
    for (const message of messages) expect(translateKnown(hindi, message), message).not.toBe(message);
    expect(translateKnown(hindi, businessProfileSchema.safeParse({ name: '' }).error!.issues.find((i) => i.path[0] === 'name')!.message)).toBe(
      'नाम लिखना ज़रूरी है',
    );
    for (const method of PAYMENT_METHODS) expect(translateKnown(hindi, method), method).not.toBe(method);
  });

  it('know the prices panel’s and the photo manager’s messages, and the gallery categories', () => {
    const prices = knownTexts(pricesKnownMessages, 'hi');
    const refused = venuePricesSchema.safeParse({ id: 1, vegPerPlate: -5, nonVegPerPlate: null, rentalMin: 500, rentalMax: 100 });
    for (const issue of refused.error!.issues) expect(translateKnown(prices, issue.message), issue.message).not.toBe(issue.message);
    const photos = knownTexts(photoKnownMessages, 'hi');
    for (const alt of ['', 'x'.repeat(300), 'IMG_2041.jpg']) {
      const problem = altTextProblem(alt)!;
      expect(translateKnown(photos, problem), problem).not.toBe(problem);
    }
    for (const name of GALLERY_CATEGORIES) expect(translateKnown(photos, name), name).not.toBe(name);
  });
});

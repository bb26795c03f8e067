import { describe, expect, it } from 'vitest';
import { businessProfileSchema, serviceRegistrationSchema } from './vendor-account.schema.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';

const service = {
  name: 'Rang Decor',
  email: 'hello@rang.in',
  phone: '+91 98200 12345',
  serviceType: 'decoration',
  description: 'Floral mandaps',
  location: 'Pune',
  price: '50000',
  experience: '7',
  portfolioUrl: '',
};

describe('vendor service registration schema', () => {
  it('accepts a registration without a portfolio URL and reads the numbers', () => {
    expect(serviceRegistrationSchema.parse(service)).toMatchObject({ price: 50000, experience: 7, portfolioUrl: '' });
  });
  it('requires every field but the portfolio URL', () => {
    const result = serviceRegistrationSchema.safeParse({ ...service, name: '', description: ' ', location: '', price: '', experience: '', serviceType: '' });
    expect(zodFieldErrors(result.error!)).toEqual({
      name: 'Business name is required',
      description: 'Service description is required',
      location: 'Location is required',
      price: 'Starting price must be a number',
      experience: 'Years of experience must be a number',
      serviceType: 'Please choose a service type',
    });
  });
  it('types the email, phone and URL', () => {
    const result = serviceRegistrationSchema.safeParse({ ...service, email: 'x', phone: 'abc', portfolioUrl: 'javascript:alert(1)' });
    expect(zodFieldErrors(result.error!)).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Enter a valid phone number',
      portfolioUrl: 'Please enter a valid URL (starting with https://)',
    });
  });
  it('refuses text where a number belongs', () => {
    const result = serviceRegistrationSchema.safeParse({ ...service, price: 'lots', experience: '2.5' });
    expect(zodFieldErrors(result.error!)).toEqual({
      price: 'Starting price must be a number',
      experience: 'Years of experience must be a whole number',
    });
  });
});

describe('business profile schema', () => {
  const profile = {
    name: 'Rang Decor',
    description: '',
    cityId: null,
    subCategoryIds: [],
    priceRangeMin: 10000,
    priceRangeMax: 5000,
    phone: '',
    email: '',
    website: 'ftp://x',
    address: '',
    businessHours: '',
    depositPolicy: '',
    paymentMethods: ['UPI'],
    yearsExperience: null,
    teamSize: null,
  };
  it('keeps the price range in order and websites on http(s)', () => {
    const result = businessProfileSchema.safeParse(profile);
    expect(zodFieldErrors(result.error!)).toEqual({
      website: 'Please enter a valid URL (starting with https://)',
      priceRangeMax: 'The maximum price must be at least the minimum price',
    });
  });
  it('refuses unknown payment methods', () => {
    expect(businessProfileSchema.safeParse({ ...profile, website: '', priceRangeMax: null, paymentMethods: ['Gold bars'] }).success).toBe(false);
  });
});

// A vendor's own business profile and service registrations: the schemas of the actions.
// The texts and fixed lists are in vendor-account.ts.
import { z } from 'astro/zod';
import { emailField, optionalEmailField, optionalPhoneField, phoneField } from '../../../lib/rules.schema.ts';
import { ruleMessages } from '../../../lib/rules.ts';
import { PAYMENT_METHODS, isHttpUrl } from './vendor-account.ts';
import { rupeeAmount } from '../../catalogue/index.server.ts';

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalCount = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message).nullable();
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Please enter a valid URL')
  .refine((v) => v === '' || isHttpUrl(v), 'Please enter a valid URL (starting with https://)');

export const businessProfileSchema = z
  .object({
    /** Which of the account's vendor listings; without it, the first (its own profile). */
    vendorId: z.number().int().positive().optional(),
    name: z.string().trim().min(2, 'Name is required').max(120, 'Name must be at most 120 characters'),
    description: optionalText(5000, 'Description'),
    cityId: z.number().int().positive().nullable(),
    subCategoryIds: z.array(z.number().int().positive()).max(50),
    // The same rule as the Prices panel: whole rupees up to ₹1,000 crore.
    priceRangeMin: rupeeAmount,
    priceRangeMax: rupeeAmount,
    phone: optionalPhoneField(),
    email: optionalEmailField(ruleMessages.emailShort),
    website: optionalUrl,
    address: optionalText(300, 'Address'),
    businessHours: optionalText(300, 'Business hours'),
    depositPolicy: optionalText(500, 'Deposit policy'),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length),
    yearsExperience: optionalCount(100, 'Enter the years of experience as a whole number'),
    teamSize: optionalCount(10_000, 'Enter the team size as a whole number'),
  })
  .refine((v) => v.priceRangeMin === null || v.priceRangeMax === null || v.priceRangeMax >= v.priceRangeMin, {
    message: 'The maximum price must be at least the minimum price',
    path: ['priceRangeMax'],
  });
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

/** A number typed into a form: empty is missing (not zero), text is not a number. */
const requiredNumber = (schema: z.ZodNumber) => z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema);

/** The vendor service registration form: every field required but the portfolio URL. */
export const serviceRegistrationSchema = z.object({
  name: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120, 'Business name must be at most 120 characters'),
  email: emailField(),
  phone: phoneField(),
  serviceType: z.enum(['decoration', 'photography'], { error: 'Please choose a service type' }),
  description: z
    .string({ error: 'Service description is required' })
    .trim()
    .min(1, 'Service description is required')
    .max(5000, 'Service description must be at most 5000 characters'),
  location: z.string({ error: 'Location is required' }).trim().min(1, 'Location is required').max(200, 'Location must be at most 200 characters'),
  price: requiredNumber(
    z
      .number({ error: 'Starting price must be a number' })
      .int('Starting price must be a whole number of rupees')
      .min(0, 'Starting price must be a number')
      .max(100_000_000, 'Starting price is too large'),
  ),
  experience: requiredNumber(
    z
      .number({ error: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience must be a number')
      .max(100, 'Years of experience must be at most 100'),
  ),
  portfolioUrl: z
    .string()
    .trim()
    .max(500, 'Please enter a valid URL')
    .refine((v) => v === '' || isHttpUrl(v), 'Please enter a valid URL (starting with https://)')
    .default(''),
});
export type ServiceRegistrationInput = z.infer<typeof serviceRegistrationSchema>;

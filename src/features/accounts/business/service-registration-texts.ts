// The service registration form's English texts, the English side of its catalogue
// (service-registration-messages.ts). The schema's messages (vendor-account.schema.ts) stay
// English; the form shows each in its page's language by looking it up here. Browser-safe.
import type { Bound, MessagesData } from '../../../i18n/catalogue.ts';
import { ruleMessages } from '../../../lib/rules.ts';
import { vendorText } from './vendor-account.ts';

/** The schema's messages for this form, under the keys the form looks them up by. */
export const SERVICE_ERRORS_EN = {
  emailInvalid: ruleMessages.email,
  phoneInvalid: ruleMessages.phone,
  nameRequired: 'Business name is required',
  nameTooLong: 'Business name must be at most 120 characters',
  serviceType: 'Please choose a service type',
  descriptionRequired: 'Service description is required',
  descriptionTooLong: 'Service description must be at most 5000 characters',
  locationRequired: 'Location is required',
  locationTooLong: 'Location must be at most 200 characters',
  priceNumber: 'Starting price must be a number',
  priceWhole: 'Starting price must be a whole number of rupees',
  priceTooLarge: 'Starting price is too large',
  experienceNumber: 'Years of experience must be a number',
  experienceWhole: 'Years of experience must be a whole number',
  experienceTooLarge: 'Years of experience must be at most 100',
  url: 'Please enter a valid URL',
  urlHttps: 'Please enter a valid URL (starting with https://)',
  unexpected: vendorText.unexpected,
} as const;

export const SERVICE_REGISTRATION_TEXTS_EN = {
  ...SERVICE_ERRORS_EN,
  businessName: 'Business Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  serviceTypeLabel: 'Service Type',
  selectServiceType: 'Select a service type',
  decoration: 'Decoration',
  photography: 'Photography',
  description: 'Service Description',
  location: 'Location',
  startingPrice: 'Starting Price (₹)',
  experience: 'Years of Experience',
  portfolioUrl: 'Portfolio URL',
  optional: 'Optional',
  submit: 'Submit Registration',
  submitting: 'Submitting...',
  successTitle: vendorText.registrationSuccessTitle,
  successDescription: vendorText.registrationSuccessDescription,
  failedTitle: vendorText.registrationFailedTitle,
} as const;

export type ServiceRegistrationTexts = MessagesData<typeof SERVICE_REGISTRATION_TEXTS_EN>;

const KEY_OF = new Map<string, keyof typeof SERVICE_ERRORS_EN>(
  (Object.keys(SERVICE_ERRORS_EN) as (keyof typeof SERVICE_ERRORS_EN)[]).map((key) => [SERVICE_ERRORS_EN[key], key]),
);

/** A message of the schema or action in the form's language (a text it does not know stays as given). */
export function localizeServiceError(text: string | undefined, t: Bound<typeof SERVICE_REGISTRATION_TEXTS_EN>): string | undefined {
  if (text === undefined || t.$locale === 'en') return text;
  const key = KEY_OF.get(text);
  return key ? t[key] : text;
}

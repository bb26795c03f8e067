// Vendor account texts and fixed lists, without zod, so the islands stay small; the
// schemas in vendor-account.ts use the same lists.
export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Debit Card', 'UPI', 'Bank Transfer', 'Cheque'] as const;

/** What the public vendor page shows while a vendor has not written its own. */
export const profileDefaults = {
  businessHours: 'Mon-Fri 9-6, Sat 10-4, Sun closed',
  depositPolicy: '50% deposit to confirm the booking',
  paymentMethods: ['Cash', 'Credit Card', 'UPI', 'Bank Transfer'],
} as const;

export const vendorText = {
  profileSavedTitle: 'Profile updated',
  profileSavedDescription: 'Your business profile has been saved.',
  profileErrorTitle: 'Could not save profile',
  registrationSuccessTitle: 'Registration Successful',
  registrationSuccessDescription: 'Your vendor registration has been submitted for review.',
  registrationFailedTitle: 'Registration Failed',
} as const;

export const SERVICE_TYPES = [
  { value: 'decoration', label: 'Decoration' },
  { value: 'photography', label: 'Photography' },
] as const;

export const serviceStatusLabel = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;

// Vendor account texts and fixed lists, zod-free for the islands; the schemas in
// vendor-account.schema.ts use the same lists.
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
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

export const SERVICE_TYPES = [
  { value: 'decoration', label: 'Decoration' },
  { value: 'photography', label: 'Photography' },
] as const;

export const serviceStatusLabel = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// Types only: erased at build, so importing them brings no zod along.

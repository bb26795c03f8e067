// Settings texts, without zod, so the settings island stays small; the schemas in
// settings.ts use the same messages.
export const settingsText = {
  savedTitle: 'Settings updated',
  savedDescription: 'Your settings have been saved successfully.',
  errorTitle: 'Error',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdatedDescription: 'Your password has been changed successfully.',
  passwordsDoNotMatch: 'New passwords do not match',
  wrongCurrentPassword: 'Your current password is not correct.',
  newPassword: 'Password must be at least 6 characters',
  currentPasswordRequired: 'Please enter your current password',
  name: 'Name must be at most 100 characters',
  phone: 'Enter a valid phone number',
} as const;

export const notificationOptions = [
  {
    key: 'email_notifications',
    label: 'Email Notifications',
    description: 'Receive email updates about your bookings and inquiries',
  },
  {
    key: 'push_notifications',
    label: 'Push Notifications',
    description: 'Receive push notifications in your browser',
  },
  {
    key: 'marketing_emails',
    label: 'Marketing Emails',
    description: 'Receive emails about new features and promotions',
  },
] as const;

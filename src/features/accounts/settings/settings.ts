// Settings texts and options, zod-free for the settings island; the schemas in
// settings.schema.ts use the same messages.
import { ruleMessages } from '../../../lib/rules.ts';

export const settingsText = {
  savedTitle: 'Settings updated',
  savedDescription: 'Your settings have been saved successfully.',
  errorTitle: 'Error',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdatedDescription: 'Your password has been changed successfully.',
  passwordsDoNotMatch: 'New passwords do not match',
  wrongCurrentPassword: 'Your current password is not correct.',
  newPassword: ruleMessages.passwordTooShort,
  currentPasswordRequired: 'Please enter your current password',
  name: 'Name must be at most 100 characters',
  phone: ruleMessages.phone,
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

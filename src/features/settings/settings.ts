// Account settings: schemas and texts shared by the settings island and its actions.
import { z } from 'astro/zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/auth.ts';
import { settingsText } from './settings-text.ts';

export { notificationOptions, settingsText } from './settings-text.ts';

export const profileSettingsSchema = z.object({
  name: z.string().trim().max(100, settingsText.name),
  phone: z
    .string()
    .trim()
    .max(20, settingsText.phone)
    .refine((value) => value === '' || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8), settingsText.phone),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const notificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  marketing_emails: z.boolean(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, settingsText.currentPasswordRequired).max(MAX_PASSWORD_LENGTH),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, settingsText.newPassword).max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters'),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: settingsText.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

// Account settings: the schemas of the settings actions. The texts are in settings.ts.
import { z } from 'astro/zod';
import { PASSWORD_MAX_LENGTH } from '../../../lib/rules.ts';
import { optionalPhoneField, passwordField } from '../../../lib/rules.schema.ts';
import { settingsText } from './settings.ts';
import { LOCALES } from '../../../i18n/locales.ts';

export const profileSettingsSchema = z.object({
  name: z.string().trim().max(100, settingsText.name),
  phone: optionalPhoneField(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const languageSettingsSchema = z.object({ locale: z.enum(LOCALES) });

export const notificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  marketing_emails: z.boolean(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, settingsText.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordField(),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: settingsText.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

// The signed-in user's own settings, password and second factor.
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { changePassword } from '../auth/passwords.server.ts';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from '../auth/totp.server.ts';
import { totpCodeSchema, twoFactorCodeSchema } from '../auth/auth.schema.ts';
import { throwAsActionError } from '../../../server/action-errors.ts';
import { withPasswordPolicy } from '../auth/password-policy.server.ts';
import { updateLanguage, updateNotificationSettings, updateProfileSettings } from './settings.server.ts';
import { changePasswordSchema, languageSettingsSchema, notificationSettingsSchema, profileSettingsSchema } from './settings.schema.ts';

export const settings = {
  updateProfile: defineAction({
    input: profileSettingsSchema,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      await updateProfileSettings(db, user.id, input);
      return { ok: true };
    },
  }),

  updateNotifications: defineAction({
    input: notificationSettingsSchema,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      await updateNotificationSettings(db, user.id, input);
      return { ok: true };
    },
  }),

  updateLanguage: defineAction({
    input: languageSettingsSchema,
    handler: async ({ locale }, { locals }) => {
      const user = requireUser(locals);
      await updateLanguage(db, user.id, locale);
      return { ok: true };
    },
  }),

  changePassword: defineAction({
    input: withPasswordPolicy(changePasswordSchema, 'newPassword'),
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      await changePassword(db, user.id, locals.session!.id, input.currentPassword, input.newPassword).catch(throwAsActionError);
      return { ok: true };
    },
  }),

  startTotp: defineAction({
    input: z.object({}).optional(),
    handler: async (_input, { locals }) => {
      const user = requireUser(locals);
      return startTotpEnrolment(db, user.id, user.email).catch(throwAsActionError);
    },
  }),

  confirmTotp: defineAction({
    input: totpCodeSchema,
    handler: async ({ code }, { locals }) => {
      const user = requireUser(locals);
      const recoveryCodes = await confirmTotpEnrolment(db, user.id, code).catch(throwAsActionError);
      return { recoveryCodes };
    },
  }),

  disableTotp: defineAction({
    input: twoFactorCodeSchema,
    handler: async ({ code }, { locals }) => {
      const user = requireUser(locals);
      await disableTotp(db, user.id, code).catch(throwAsActionError);
      return { ok: true };
    },
  }),
};

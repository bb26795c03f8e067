// The settings actions' English messages, as a Hindi account sees them.
import { describe, expect, it } from 'vitest';
import { messages as authMessages } from '../auth/auth.ts';
import { settingsError, settingsFieldErrors } from './known-errors.ts';
import { settingsPanelMessages } from './messages.ts';
import { changePasswordSchema, profileSettingsSchema } from './settings.schema.ts';
import { settingsText } from './settings.ts';

const hi = settingsPanelMessages.for('hi');
const en = settingsPanelMessages.for('en');

describe('settings messages in the account language', () => {
  it('translate every message of the settings schemas for a Hindi account', () => {
    const issues = [
      ...changePasswordSchema.safeParse({ currentPassword: '', newPassword: '123', confirmPassword: '456' }).error!.issues,
      ...profileSettingsSchema.safeParse({ name: 'a'.repeat(101), phone: '12ab' }).error!.issues,
    ];
    expect(issues.length).toBeGreaterThanOrEqual(4);
    for (const { message } of issues) expect(settingsError(hi, message), message).not.toBe(message);
    expect(settingsError(hi, 'Password must be at least 6 characters')).toBe('पासवर्ड कम से कम 6 अक्षर का होना चाहिए');
  });

  it('translate the password and two-factor failures the actions send', () => {
    for (const message of [settingsText.wrongCurrentPassword, authMessages.totpInvalid, authMessages.tooManyAttempts, 'Two-factor authentication is not on.']) {
      expect(settingsError(hi, message), message).not.toBe(message);
    }
    expect(settingsFieldErrors(hi, { currentPassword: settingsText.wrongCurrentPassword })).toEqual({ currentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है।' });
  });

  it('leave English, and messages they do not know, as they are', () => {
    expect(settingsError(en, settingsText.wrongCurrentPassword)).toBe(settingsText.wrongCurrentPassword);
    expect(settingsError(hi, 'Something else went wrong')).toBe('Something else went wrong');
  });
});

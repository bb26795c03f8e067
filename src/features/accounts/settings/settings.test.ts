import { describe, expect, it } from 'vitest';
import { changePasswordSchema, notificationSettingsSchema, profileSettingsSchema } from './settings.schema.ts';

describe('settings schemas', () => {
  it('shows New passwords do not match on confirmPassword', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'old-pass', newPassword: 'secret1', confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'New passwords do not match', path: ['confirmPassword'] });
  });
  it('needs a new password of at least 6 characters and the current password', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: '', newPassword: '123', confirmPassword: '123' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter your current password', 'Password must be at least 6 characters']);
  });
  it('accepts an empty phone number but not a malformed one', () => {
    expect(profileSettingsSchema.safeParse({ name: 'Asha', phone: '' }).success).toBe(true);
    expect(profileSettingsSchema.safeParse({ name: 'Asha', phone: '12ab' }).error?.issues[0]?.message).toBe('Enter a valid phone number');
  });
  it('limits the name to 100 characters', () => {
    expect(profileSettingsSchema.safeParse({ name: 'a'.repeat(101), phone: '' }).error?.issues[0]?.message).toBe('Name must be at most 100 characters');
  });
  it('needs all three notification switches as booleans', () => {
    expect(notificationSettingsSchema.safeParse({ email_notifications: true, push_notifications: 'yes', marketing_emails: false }).success).toBe(false);
  });
});

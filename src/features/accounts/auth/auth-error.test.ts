import { describe, expect, it } from 'vitest';
import { asAction } from '../../../server/action-errors.ts';
import { AuthError, type AuthErrorReason } from './auth-error.server.ts';
import { messages } from './auth.ts';

describe('AuthError', () => {
  it('reaches the user with the status and text of its reason', async () => {
    const expected: Record<AuthErrorReason, { code: string; message: string }> = {
      EMAIL_TAKEN: { code: 'CONFLICT', message: messages.emailTaken },
      INVALID_CATEGORY: { code: 'BAD_REQUEST', message: messages.vendorCategory },
      INVALID_CREDENTIALS: { code: 'UNAUTHORIZED', message: messages.invalidCredentials },
      RATE_LIMITED: { code: 'TOO_MANY_REQUESTS', message: messages.tooManyAttempts },
      TOO_MANY_SIGNUPS: { code: 'TOO_MANY_REQUESTS', message: messages.tooManySignUps },
      WEAK_PASSWORD: { code: 'UNPROCESSABLE_CONTENT', message: 'Please choose a different password.' },
      WRONG_PASSWORD: { code: 'BAD_REQUEST', message: 'Your current password is not correct.' },
      INVALID_TOKEN: { code: 'BAD_REQUEST', message: messages.resetLinkInvalid },
      INVALID_CODE: { code: 'BAD_REQUEST', message: messages.totpInvalid },
      TOTP_ALREADY_ON: { code: 'CONFLICT', message: 'Two-factor authentication is already on.' },
      TOTP_NOT_ON: { code: 'BAD_REQUEST', message: 'Two-factor authentication is not on.' },
    };
    for (const [reason, outcome] of Object.entries(expected)) {
      await expect(asAction(() => Promise.reject(new AuthError(reason as AuthErrorReason)))).rejects.toMatchObject(outcome);
    }
  });
});

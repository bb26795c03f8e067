// The account modules' failures: a reason, with the domain code and the text the user sees,
// which the action wrapper turns into a status (src/server/errors.ts).
import { DomainError, type DomainErrorCode } from '../../../server/errors.ts';
import { messages } from './auth.ts';

export type AuthErrorReason =
  | 'EMAIL_TAKEN'
  | 'INVALID_CATEGORY'
  | 'INVALID_CREDENTIALS'
  | 'RATE_LIMITED'
  | 'TOO_MANY_SIGNUPS'
  | 'WRONG_PASSWORD'
  | 'WEAK_PASSWORD'
  | 'INVALID_TOKEN'
  | 'INVALID_CODE'
  | 'TOTP_ALREADY_ON'
  | 'TOTP_NOT_ON';

const OUTCOMES: Record<AuthErrorReason, [DomainErrorCode, string]> = {
  EMAIL_TAKEN: ['CONFLICT', messages.emailTaken],
  INVALID_CATEGORY: ['VALIDATION', messages.vendorCategory],
  INVALID_CREDENTIALS: ['UNAUTHORIZED', messages.invalidCredentials],
  RATE_LIMITED: ['RATE_LIMITED', messages.tooManyAttempts],
  TOO_MANY_SIGNUPS: ['RATE_LIMITED', messages.tooManySignUps],
  WRONG_PASSWORD: ['VALIDATION', 'Your current password is not correct.'],
  // The password policy's own reason replaces this text (weakPasswordReason).
  WEAK_PASSWORD: ['UNPROCESSABLE', 'Please choose a different password.'],
  INVALID_TOKEN: ['VALIDATION', messages.resetLinkInvalid],
  INVALID_CODE: ['VALIDATION', messages.totpInvalid],
  TOTP_ALREADY_ON: ['CONFLICT', 'Two-factor authentication is already on.'],
  TOTP_NOT_ON: ['VALIDATION', 'Two-factor authentication is not on.'],
};

export class AuthError extends DomainError {
  override name = 'AuthError';
  constructor(
    readonly reason: AuthErrorReason,
    /** A more precise text than the reason's own (e.g. which password rule failed). */
    message?: string,
  ) {
    const [code, text] = OUTCOMES[reason];
    super(code, message ?? text);
  }
}

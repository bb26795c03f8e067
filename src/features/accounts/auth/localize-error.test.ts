// The auth forms show the schemas' and actions' English messages in the page's language.
import { describe, expect, it } from 'vitest';
import { authFormMessages } from './messages.ts';
import { localizeAuthError } from './localize-error.ts';
import { AUTH_ERRORS_EN, AUTH_FORM_TEXTS_EN } from './form-texts.ts';
import { messages } from './auth.ts';
import { passwordPolicyMessages } from './password-policy.server.ts';
import { AuthError } from './auth-error.server.ts';
import { loginSchema, registerSchema, vendorRegisterSchema } from './auth.schema.ts';
import { readWith } from '../../../lib/use-action-form.ts';
import { describeWait } from '../../../server/auth/backoff.ts';
import { serviceRegistrationSchema } from '../business/vendor-account.schema.ts';
import { localizeServiceError, SERVICE_ERRORS_EN } from '../business/service-registration-texts.ts';
import { serviceRegistrationMessages } from '../business/service-registration-messages.ts';

const hi = authFormMessages.for('hi');
const en = authFormMessages.for('en');

describe('localizeAuthError', () => {
  it('gives every known English message its Hindi text, and leaves English pages alone', () => {
    for (const text of Object.values(AUTH_ERRORS_EN)) {
      expect(localizeAuthError(text, en)).toBe(text);
      const shown = localizeAuthError(text, hi);
      expect(shown).not.toBe(text);
      expect(shown).toMatch(/[\u0900-\u097F]/);
    }
    expect(localizeAuthError(undefined, hi)).toBeUndefined();
    expect(localizeAuthError('Something nobody wrote', hi)).toBe('Something nobody wrote');
  });

  it('knows the texts the server gives', () => {
    expect(AUTH_ERRORS_EN.passwordCommon).toBe(passwordPolicyMessages.common);
    expect(AUTH_ERRORS_EN.passwordIsEmail).toBe(passwordPolicyMessages.email);
    expect(AUTH_ERRORS_EN.passwordWeak).toBe(new AuthError('WEAK_PASSWORD').message);
    expect(AUTH_FORM_TEXTS_EN.tooManyAttemptsWait.replace('{wait}', '30 seconds')).toBe(messages.tooManyAttemptsWait('30 seconds'));
    expect(en.customerWelcome({ brand: 'Mandap' })).toBe('Welcome back to Mandap.');
    expect(localizeAuthError(new AuthError('INVALID_CREDENTIALS').message, hi)).toBe('ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
  });

  it('says the wait left in Hindi', () => {
    expect(localizeAuthError(messages.tooManyAttemptsWait(describeWait(30_000)), hi)).toBe(
      'साइन इन की बहुत सारी कोशिशें गलत रहीं। कृपया 30 सेकंड रुककर फिर से कोशिश करें।',
    );
    expect(localizeAuthError(messages.tooManyAttemptsWait(describeWait(61_000)), hi)).toContain('कृपया 2 मिनट रुककर');
    expect(localizeAuthError(messages.tooManyAttemptsWait(describeWait(1_000)), hi)).toContain('कृपया 1 सेकंड रुककर');
  });

  it("translates every message the forms' schemas give", () => {
    const shown = (result: ReturnType<typeof readWith>) => ('errors' in result ? Object.values(result.errors) : []);
    const errors = [
      ...shown(readWith(loginSchema, { email: 'x', password: '1' })),
      ...shown(readWith(registerSchema, { name: 'n'.repeat(101), email: 'x', password: '1234567', confirmPassword: '7654321' })),
      ...shown(readWith(vendorRegisterSchema, { name: '', category: '', email: 'x', phone: '1', password: 'p'.repeat(300) })),
    ];
    expect(errors.length).toBeGreaterThanOrEqual(8);
    for (const text of errors) expect(localizeAuthError(text, hi), text).toMatch(/^[^A-Za-z]*$/);
  });
});

describe('localizeServiceError', () => {
  it("translates the service registration schema's messages", () => {
    const t = serviceRegistrationMessages.for('hi');
    const parsed = serviceRegistrationSchema.safeParse({
      name: '',
      email: 'x',
      phone: '1',
      serviceType: 'x',
      description: '',
      location: '',
      price: 1.5,
      experience: 500,
      portfolioUrl: 'ftp://x',
    });
    expect(parsed.success).toBe(false);
    const texts = parsed.error!.issues.map((issue) => issue.message);
    expect(texts.length).toBeGreaterThanOrEqual(8);
    for (const text of texts) expect(localizeServiceError(text, t), text).not.toBe(text);
    for (const text of Object.values(SERVICE_ERRORS_EN)) expect(localizeServiceError(text, serviceRegistrationMessages.for('en'))).toBe(text);
  });
});

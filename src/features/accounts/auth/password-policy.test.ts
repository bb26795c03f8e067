import { describe, expect, it } from 'vitest';
import { passwordPolicyMessages, weakPasswordReason } from './password-policy.server.ts';
import { registerSchema } from './auth.schema.ts';
import { withPasswordPolicy } from './password-policy.server.ts';

describe('weakPasswordReason', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['123456', 'password', 'PASSWORD', 'qwerty123', 'iloveyou', 'india@123', 'mandap123']) {
      expect(weakPasswordReason(password), password).toBe(passwordPolicyMessages.common);
    }
  });

  it('refuses six spaces and one character repeated', () => {
    expect(weakPasswordReason('      ')).toBe(passwordPolicyMessages.common);
    expect(weakPasswordReason('aaaaaaaa')).toBe(passwordPolicyMessages.common);
  });

  it('refuses the e-mail address itself and its name part', () => {
    expect(weakPasswordReason('Asha.Rao@example.test', 'asha.rao@example.test')).toBe(passwordPolicyMessages.email);
    expect(weakPasswordReason('asha.rao', 'asha.rao@example.test')).toBe(passwordPolicyMessages.email);
  });

  it('accepts an ordinary six-character password', () => {
    expect(weakPasswordReason('mehndi7', 'asha@example.test')).toBeNull();
    expect(weakPasswordReason('correct horse battery')).toBeNull();
  });
});

describe('withPasswordPolicy', () => {
  const schema = withPasswordPolicy(registerSchema, 'password', 'email');

  it('reports the policy on the password field and keeps the spec messages', () => {
    const common = schema.safeParse({ email: 'a@b.in', password: 'password', confirmPassword: 'password' });
    expect(common.success).toBe(false);
    expect(common.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe(passwordPolicyMessages.common);
    const short = schema.safeParse({ email: 'a@b.in', password: '12345', confirmPassword: '12345' });
    expect(short.error?.issues.map((i) => i.message)).toContain('Password must be at least 6 characters');
    expect(schema.safeParse({ email: 'a@b.in', password: 'mehndi7', confirmPassword: 'mehndi7' }).success).toBe(true);
  });
});

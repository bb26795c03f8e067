import { describe, expect, it } from 'vitest';
import { ActionError } from 'astro:actions';
import { DomainError, NotFoundError } from './errors.ts';
import { asAction } from './action-errors.ts';

describe('asAction', () => {
  it('turns each domain error code into its action status, keeping the message', async () => {
    const cases = [
      [new NotFoundError('Guest not found'), 'NOT_FOUND'],
      [new DomainError('FORBIDDEN', 'Not yours'), 'FORBIDDEN'],
      [new DomainError('CONFLICT', 'Already there'), 'CONFLICT'],
      [new DomainError('VALIDATION', 'Please choose a city from the list.'), 'BAD_REQUEST'],
      [new DomainError('RATE_LIMITED', 'Slow down'), 'TOO_MANY_REQUESTS'],
      [new DomainError('UNAUTHORIZED', 'Sign in'), 'UNAUTHORIZED'],
    ] as const;
    for (const [error, code] of cases) {
      const thrown = await asAction(() => Promise.reject(error)).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(ActionError);
      expect(thrown).toMatchObject({ code, message: error.message });
    }
  });

  it('passes other failures through unchanged and returns results', async () => {
    const fault = new TypeError('bug');
    await expect(asAction(() => Promise.reject(fault))).rejects.toBe(fault);
    await expect(asAction(async () => 42)).resolves.toBe(42);
  });
});

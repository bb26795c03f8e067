import { ActionError } from 'astro:actions';
import { z } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, pageWords, reasonOf } from './form-errors.ts';
import { readWith, settleSubmission } from './use-action-form.ts';

// What an action's input error looks like once it reaches the browser.
const inputError = () =>
  Object.assign(new ActionError({ code: 'BAD_REQUEST', message: 'Failed to validate' }), {
    type: 'AstroActionInputError',
    issues: [],
    fields: { email: ['Please enter a valid email address', 'second message'] },
  });

describe('settleSubmission', () => {
  it('hands the data to onSuccess and shows no field messages', async () => {
    const onSuccess = vi.fn();
    const settled = await settleSubmission({ action: async (n: number) => ({ data: n * 2 }), onSuccess }, 21);
    expect(onSuccess).toHaveBeenCalledWith(42, null);
    expect(settled).toEqual({ ok: true, errors: {}, navigate: null });
  });

  it('shows the first message of each field of an input error, then lets onError add to it', async () => {
    const onError = vi.fn();
    const settled = await settleSubmission({ action: async () => ({ error: inputError() }), onError }, {});
    expect(settled.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(settled.ok).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.anything(), { email: 'Please enter a valid email address' });
  });

  it('passes other errors with null fields, and takes field messages the callback returns', async () => {
    const error = new ActionError({ code: 'BAD_REQUEST', message: 'That code is not valid. Please try again.' });
    const settled = await settleSubmission(
      {
        action: async () => ({ error }),
        onError: (e, fields) => {
          expect(fields).toBeNull();
          return { errors: { code: e.message } };
        },
      },
      {},
    );
    expect(settled.errors).toEqual({ code: 'That code is not valid. Please try again.' });
  });

  it('turns a thrown request into a NetworkError with a readable reason', async () => {
    let seen: unknown;
    const settled = await settleSubmission(
      {
        action: async () => {
          throw new TypeError('Failed to fetch');
        },
        onError: (e) => {
          seen = e;
        },
      },
      {},
    );
    expect(settled.ok).toBe(false);
    expect(seen).toBeInstanceOf(NetworkError);
    expect((seen as NetworkError).code).toBe('NETWORK');
    expect(reasonOf(seen)).toBe('The network is unavailable. Please try again.');
  });

  it('reports the page a callback navigates to', async () => {
    const settled = await settleSubmission({ action: async () => ({ data: true }), onSuccess: () => ({ navigate: '/login' }) }, {});
    expect(settled.navigate).toBe('/login');
  });
});

describe('readWith', () => {
  const schema = z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: 'Please enter a valid email address' })),
  });
  it('gives the parsed input', () => {
    expect(readWith(schema, { email: ' a@b.in ' })).toEqual({ input: { email: 'a@b.in' } });
  });
  it('gives the first message per field', () => {
    expect(readWith(schema, { email: 'nope' })).toEqual({ errors: { email: 'Please enter a valid email address' } });
  });
});

describe('reasonOf', () => {
  it('prefers a field message, then the server message, and hides internal errors', () => {
    expect(reasonOf(inputError())).toBe('Please enter a valid email address');
    expect(reasonOf(new ActionError({ code: 'NOT_FOUND', message: 'Guest not found' }))).toBe('Guest not found');
    expect(reasonOf(new ActionError({ code: 'UNAUTHORIZED', message: 'x' }))).toBe('Please sign in again');
    expect(reasonOf(new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'db down' }))).toBe('Something went wrong. Please try again.');
  });
});

describe('the words said in the browser', () => {
  it('are Hindi on a Hindi page (by its lang), English elsewhere, and leave the server’s reasons as sent', () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'document');
    try {
      Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'hi-IN' } }, configurable: true });
      expect(pageWords('Error')).toBe('गड़बड़ी');
      expect(reasonOf(new ActionError({ code: 'UNAUTHORIZED', message: 'x' }))).toBe('कृपया फिर से साइन इन करें');
      expect(reasonOf(new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: 'db down' }))).toBe('कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।');
      expect(reasonOf(new NetworkError())).toBe('इंटरनेट से जुड़ नहीं पा रहे। कृपया फिर कोशिश करें।');
      expect(reasonOf(new ActionError({ code: 'NOT_FOUND', message: 'परिवार नहीं मिला' }))).toBe('परिवार नहीं मिला');
      Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'en-IN' } }, configurable: true });
      expect(pageWords('Error')).toBe('Error');
      expect(reasonOf(new NetworkError())).toBe('The network is unavailable. Please try again.');
    } finally {
      if (had) Object.defineProperty(globalThis, 'document', had);
      else delete (globalThis as { document?: unknown }).document;
    }
  });
});

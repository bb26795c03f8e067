// Small browser helpers shared by the dashboard tabs.
import { useEffect, useState } from 'react';
import { isInputError, type ActionError } from 'astro:actions';

/** Reads a private JSON endpoint; throws with a readable reason. */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new Error('the network is unavailable');
  }
  if (response.status === 401) throw new Error('please sign in again');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as T;
}

export type FieldErrors = Record<string, string | undefined>;

/** First message per field of an input error, or none. */
export function fieldErrorsOf(error: ActionError | undefined): FieldErrors {
  if (!error || !isInputError(error)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, (messages as string[] | undefined)?.[0]]));
}

/** The reason to show a person: a field message, the server's message, or a generic one. */
export function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as ActionError;
    if (isInputError(e)) return Object.values(fieldErrorsOf(e)).find(Boolean) ?? 'Please check the form';
    if (e.code === 'UNAUTHORIZED') return 'Please sign in again';
    if (e.code === 'INTERNAL_SERVER_ERROR' || !e.message) return 'Something went wrong. Please try again.';
    if (e.message) return e.message;
  }
  return 'Something went wrong. Please try again.';
}

/** Calls an action, turning a network failure into an error result. */
export async function call<T>(run: () => Promise<{ data?: T; error?: ActionError }>): Promise<{ data?: T; error?: ActionError | Error }> {
  try {
    return await run();
  } catch {
    return { error: new Error('The network is unavailable. Please try again.') };
  }
}

/**
 * False in the server-rendered HTML and until React has taken over the page. Submit buttons
 * stay disabled until then, so an early tap cannot send the bare form as a GET and lose it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

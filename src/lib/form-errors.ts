// What a form island shows when an action fails: a message per field, or one readable reason.
import { isInputError, type ActionError } from 'astro:actions';
import type { z } from 'astro/zod';

export type FieldErrors = Record<string, string | undefined>;

/** The request never reached the server. Carries a code, as ActionError does, so callers branch once. */
export class NetworkError extends Error {
  readonly code = 'NETWORK';
  override name = 'NetworkError';
  constructor() {
    super('The network is unavailable. Please try again.');
  }
}

/** Why an action call failed: the server's answer, or no answer at all. */
export type SubmitError = ActionError | NetworkError;

/** First message per field from client-side validation. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** First message per field from the server's validation, or null when it is not an input error. */
export function actionFieldErrors(error: unknown): FieldErrors | null {
  if (!isInputError(error)) return null;
  const out: FieldErrors = {};
  for (const [key, list] of Object.entries(error.fields)) out[key] = (list as string[] | undefined)?.[0];
  return out;
}

/**
 * The few words said here rather than by the server (which answers a Hindi page in Hindi):
 * a Hindi page's, by its `lang`, as the enquiry form's catalogue says them.
 */
const HINDI_WORDS: Record<string, string> = {
  Error: 'गड़बड़ी',
  'Please check the form': 'कृपया फ़ॉर्म एक बार जाँच लें',
  'Please sign in again': 'कृपया फिर से साइन इन करें',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The network is unavailable. Please try again.': 'इंटरनेट से जुड़ नहीं पा रहे। कृपया फिर कोशिश करें।',
};

/** One of the words above in the page's language. */
export function pageWords(text: string): string {
  const hindi = typeof document === 'undefined' || !document.documentElement.lang.startsWith('hi') ? undefined : HINDI_WORDS[text];
  return hindi ?? text;
}

/** The reason to show a person: a field message, the server's message, or a generic one. */
export function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as ActionError;
    if (isInputError(e)) return Object.values(actionFieldErrors(e) ?? {}).find(Boolean) ?? pageWords('Please check the form');
    if (e.code === 'UNAUTHORIZED') return pageWords('Please sign in again');
    if (e.code === 'INTERNAL_SERVER_ERROR' || !e.message) return pageWords('Something went wrong. Please try again.');
    return error instanceof NetworkError ? pageWords(error.message) : e.message;
  }
  return pageWords('Something went wrong. Please try again.');
}

/** Calls an action, turning a network failure into an error result instead of a throw. */
export async function callAction<T>(run: () => Promise<{ data?: T; error?: ActionError }>): Promise<{ data?: T; error?: SubmitError }> {
  try {
    return await run();
  } catch {
    return { error: new NetworkError() };
  }
}

// Turning action results into what a form shows: field messages or one toast text.
import { isInputError } from 'astro:actions';
import type { z } from 'astro/zod';

export type FieldErrors = Record<string, string | undefined>;

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

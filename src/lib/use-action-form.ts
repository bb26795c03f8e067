// One way for a form island to send an action: read the fields, show field messages,
// stay pending while the request runs, and hand the answer to the form.
import { useState, type SubmitEvent } from 'react';
import type { ActionError } from 'astro:actions';
import type { z } from 'astro/zod';
import { actionFieldErrors, NetworkError, pageWords, reasonOf, zodFieldErrors, type FieldErrors, type SubmitError } from './form-errors.ts';
import { toast } from './toast.ts';
import { useHydrated } from './use-hydrated.ts';

/** What a form reads from its fields: the action's input, or the messages that stop it being sent. */
export type ReadResult<I> = { input: I } | { errors: FieldErrors };

/**
 * What a callback may ask for next: messages to show on fields, or a page to go to (the
 * form then stays pending, so nothing can be sent twice while the page changes).
 */
export type Outcome = void | { errors: FieldErrors } | { navigate: string };

export type ActionFormOptions<I, O> = {
  action: (input: I) => Promise<{ data?: O; error?: ActionError }>;
  /** Turns the submitted form into the action's input; needed for `onSubmit`. */
  read?: (form: HTMLFormElement) => ReadResult<I>;
  onSuccess?: (data: O, form: HTMLFormElement | null) => Outcome;
  /** Field messages of an input error are shown before this runs; `fields` is null for other errors. */
  onError?: (error: SubmitError, fields: FieldErrors | null) => Outcome;
};

export type Settled = { ok: boolean; errors: FieldErrors; navigate: string | null };

/** An `onError` for forms whose fields show their own messages: any other failure is toasted with its reason. */
export function toastUnlessFieldErrors(error: SubmitError, fields: FieldErrors | null): void {
  if (!fields) toast({ title: pageWords('Error'), description: reasonOf(error), variant: 'destructive' });
}

/** Runs one submission to the end: the action, then the callback its answer calls for. */
export async function settleSubmission<I, O>(
  options: Pick<ActionFormOptions<I, O>, 'action' | 'onSuccess' | 'onError'>,
  input: I,
  form: HTMLFormElement | null = null,
): Promise<Settled> {
  let result: { data?: O; error?: SubmitError };
  try {
    result = await options.action(input);
  } catch {
    result = { error: new NetworkError() };
  }
  let errors: FieldErrors = {};
  let outcome: Outcome;
  if (result.error) {
    const fields = actionFieldErrors(result.error);
    if (fields) errors = fields;
    outcome = options.onError?.(result.error, fields);
  } else {
    outcome = options.onSuccess?.(result.data as O, form);
  }
  if (outcome && 'errors' in outcome) errors = outcome.errors;
  const navigate = outcome && 'navigate' in outcome ? outcome.navigate : null;
  return { ok: !result.error, errors, navigate };
}

/** The input of a zod schema, or its first message per field. */
export function readWith<I>(schema: z.ZodType<I>, values: unknown): ReadResult<I> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { input: parsed.data } : { errors: zodFieldErrors(parsed.error) };
}

/** The named fields of a form, as FormData gives them (null when a field is missing). */
export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, FormDataEntryValue | null> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, data.get(name)]));
}

/**
 * State and handlers for a form that sends one action. `onSubmit` reads the form with
 * `read`; `submit` sends an input directly (for forms that keep their values in state).
 * Both resolve to whether the action succeeded.
 */
export function useActionForm<I, O>(options: ActionFormOptions<I, O>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(input: I, form: HTMLFormElement | null = null): Promise<boolean> {
    setErrors({});
    setPending(true);
    const settled = await settleSubmission(options, input, form);
    setErrors(settled.errors);
    if (settled.navigate !== null) window.location.assign(settled.navigate);
    else setPending(false);
    return settled.ok;
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!options.read) throw new Error('useActionForm: onSubmit needs a read option');
    const form = event.currentTarget;
    const read = options.read(form);
    if ('errors' in read) setErrors(read.errors);
    else void submit(read.input, form);
  }

  return { errors, setErrors, pending, hydrated, submit, onSubmit };
}

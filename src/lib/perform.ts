import type { ActionError } from 'astro:actions';
import { callAction, pageWords, reasonOf } from './form-errors.ts';
import { toast } from './toast.ts';

/**
 * Runs a one-click action (accept a quote, mark a payment paid, delete) and toasts how it went:
 * `success`, or `failed` with the server's reason. True when it succeeded.
 */
export async function perform<T>(run: () => Promise<{ data?: T; error?: ActionError }>, success: string, failed = 'Error'): Promise<boolean> {
  const { error } = await callAction(run);
  if (error) {
    toast({ title: pageWords(failed), description: reasonOf(error), variant: 'destructive' });
    return false;
  }
  toast({ title: success, variant: 'success' });
  return true;
}

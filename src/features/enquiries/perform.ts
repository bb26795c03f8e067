import type { ActionError } from 'astro:actions';
import { toast } from '../../lib/toast.ts';
import { callAction, reasonOf } from '../../lib/form-errors.ts';

/** Runs an action; toasts its success or the reason it failed (the server's words). True on success. */
export async function perform<T>(run: () => Promise<{ data?: T; error?: ActionError }>, success: string): Promise<boolean> {
  const { error } = await callAction(run);
  if (error) {
    toast({ title: 'Error', description: reasonOf(error), variant: 'destructive' });
    return false;
  }
  toast({ title: success, variant: 'success' });
  return true;
}

import type { ActionError } from 'astro:actions';
import { callAction, reasonOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { budgetMessages } from './budget-tracker.ts';

/** Runs a one-click budget action (mark paid, delete) and says how it went; true when it succeeded. */
export async function runWithToast<T>(call: () => Promise<{ data?: T; error?: ActionError }>, done: string): Promise<boolean> {
  const { error } = await callAction(call);
  if (error) {
    toast({ title: budgetMessages.saveFailed, description: reasonOf(error), variant: 'destructive' });
    return false;
  }
  toast({ title: done, variant: 'success' });
  return true;
}
